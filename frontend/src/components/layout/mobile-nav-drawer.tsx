import Drawer from 'antd/es/drawer';
import type { UserDto } from '@quentinha/shared/api/types';
import { Sidebar } from './sidebar';

interface Props {
  open: boolean;
  user: UserDto | null;
  onClose: () => void;
}

/** The sidebar in a drawer with an overlay that closes it (phones). Loaded on first open. */
export default function MobileNavDrawer({ open, user, onClose }: Props) {
  return (
    <Drawer
      placement="left"
      open={open}
      onClose={onClose}
      size={288}
      closable={false}
      styles={{ body: { padding: 0 } }}
      aria-label="Menu"
    >
      <Sidebar user={user} onNavigate={onClose} />
    </Drawer>
  );
}
