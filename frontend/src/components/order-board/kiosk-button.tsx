import DesktopOutlined from '@ant-design/icons/DesktopOutlined';
import Button from 'antd/es/button';
import { useEffect } from 'react';
import { useStoredFlag } from './use-stored-flag';
import { useWakeLock } from './use-wake-lock';

export const KIOSK_STORAGE_KEY = 'quentinha:kiosk:v1';
const KIOSK_CLASS = 'kiosk';

/**
 * 'Modo quiosque' for a wall display: the sidebar and top bar go away and the screen is kept on.
 * Remembered on this screen, so the display comes back the same after a restart.
 */
export function KioskButton() {
  const [kiosk, setKiosk] = useStoredFlag(KIOSK_STORAGE_KEY);
  const awake = useWakeLock(kiosk);
  useEffect(() => {
    document.documentElement.classList.toggle(KIOSK_CLASS, kiosk);
    return () => document.documentElement.classList.remove(KIOSK_CLASS);
  }, [kiosk]);
  return (
    <Button
      size="large"
      icon={<DesktopOutlined aria-hidden />}
      type={kiosk ? 'primary' : 'default'}
      aria-pressed={kiosk}
      title={kiosk ? (awake ? 'Tela sempre ligada' : 'Este navegador não mantém a tela ligada') : undefined}
      onClick={() => setKiosk(!kiosk)}
    >
      Modo quiosque
    </Button>
  );
}
