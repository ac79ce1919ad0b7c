import Button from 'antd/es/button';
import FullscreenExitOutlined from '@ant-design/icons/FullscreenExitOutlined';
import FullscreenOutlined from '@ant-design/icons/FullscreenOutlined';
import { useEffect, useState, type RefObject } from 'react';

/** Wall-display mode: the board fills the screen, without the sidebar. */
export function FullscreenButton({ target }: { target: RefObject<HTMLElement | null> }) {
  const [active, setActive] = useState(false);
  useEffect(() => {
    const sync = () => setActive(document.fullscreenElement != null);
    document.addEventListener('fullscreenchange', sync);
    return () => document.removeEventListener('fullscreenchange', sync);
  }, []);
  if (typeof document === 'undefined' || !document.fullscreenEnabled) return null;
  const toggle = () => {
    if (document.fullscreenElement) void document.exitFullscreen();
    else void target.current?.requestFullscreen();
  };
  return (
    <Button
      size="large"
      icon={active ? <FullscreenExitOutlined aria-hidden /> : <FullscreenOutlined aria-hidden />}
      onClick={toggle}
      aria-label={active ? 'Sair da tela cheia' : 'Tela cheia'}
    >
      {active ? 'Sair da tela cheia' : 'Tela cheia'}
    </Button>
  );
}
