import MoonOutlined from '@ant-design/icons/MoonOutlined';
import SunOutlined from '@ant-design/icons/SunOutlined';
import Button from 'antd/es/button';
import { useAppDispatch } from '@/stores/hooks';
import { setThemeMode } from '@/stores/ui/ui-slice';
import { useIsDark } from './use-is-dark';

export function ThemeToggle() {
  const dispatch = useAppDispatch();
  const dark = useIsDark();
  const label = dark ? 'Usar tema claro' : 'Usar tema escuro';
  return (
    <Button
      type="text"
      shape="circle"
      size="large"
      aria-label={label}
      title={label}
      icon={dark ? <SunOutlined aria-hidden /> : <MoonOutlined aria-hidden />}
      onClick={() => dispatch(setThemeMode(dark ? 'light' : 'dark'))}
    />
  );
}
