import Button from 'antd/es/button';
import type { ReactNode } from 'react';

interface Props {
  shown: boolean;
  onToggle: (shown: boolean) => void;
  icon: ReactNode;
  children: ReactNode;
}

/** A board tool that shows or hides a panel: filled and pressed while the panel is shown. */
export function PanelToggle({ shown, onToggle, icon, children }: Props) {
  return (
    <Button size="large" icon={icon} type={shown ? 'primary' : 'default'} aria-pressed={shown} onClick={() => onToggle(!shown)}>
      {children}
    </Button>
  );
}
