import Tag from 'antd/es/tag';
import { STATUS_META, toInterfaceStatus } from '@quentinha/shared/orders/status';

/** Status display is data: label and colour come from the shared table. */
export function StatusBadge({ status }: { status: unknown }) {
  const meta = STATUS_META[toInterfaceStatus(status)];
  return (
    <Tag color={meta.color} className="status-badge">
      {meta.label}
    </Tag>
  );
}
