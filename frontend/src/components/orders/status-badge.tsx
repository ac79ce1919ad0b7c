import Tag from 'antd/es/tag';
import { STATUS_META, toInterfaceStatus } from '@quentinha/shared/orders/status';

/** Status display is data: label and colour come from the shared table (`label`: a shared wording, e.g. customerStatusLabel). */
export function StatusBadge({ status, label }: { status: unknown; label?: string }) {
  const meta = STATUS_META[toInterfaceStatus(status)];
  return (
    <Tag color={meta.color} className="status-badge">
      {label ?? meta.label}
    </Tag>
  );
}
