import { useMediaQuery } from '@/hooks/use-media-query';
import { selectThemeMode, useAppSelector } from '@/stores/hooks';

/** The person's choice when made, the system's scheme until then. */
export function useIsDark(): boolean {
  const mode = useAppSelector(selectThemeMode);
  const systemDark = useMediaQuery('(prefers-color-scheme: dark)');
  return mode ? mode === 'dark' : systemDark;
}
