import Tag from 'antd/es/tag';
import { formatInTimeZone } from 'date-fns-tz';
import { TIME_ZONE } from '@quentinha/shared/dates/sao-paulo';

/** 'Ao vivo' / 'Sem conexão' (realtime up or down) plus the time of the last data the board received. */
export function ConnectionBadge({ online, lastSync }: { online: boolean; lastSync: number | null }) {
  const at = lastSync ? formatInTimeZone(new Date(lastSync), TIME_ZONE, 'HH:mm:ss') : null;
  return (
    <span className="connection-badge" role="status">
      <Tag color={online ? 'green' : 'red'}>{online ? 'Ao vivo' : 'Sem conexão'}</Tag>
      {at && <span className="connection-badge__sync">Atualizado às {at}</span>}
    </span>
  );
}
