import { useCallback, useState } from 'react';

function readFlag(key: string, fallback: boolean): boolean {
  try {
    const raw = localStorage.getItem(key);
    return raw === null ? fallback : raw === 'true';
  } catch {
    return fallback;
  }
}

/** An on/off choice of this screen, kept in this browser (each wall display has its own). */
export function useStoredFlag(key: string, fallback = false): [boolean, (next: boolean) => void] {
  const [value, setValue] = useState(() => readFlag(key, fallback));
  const save = useCallback(
    (next: boolean) => {
      setValue(next);
      try {
        localStorage.setItem(key, String(next));
      } catch {
        // private mode or full storage: keep it for this visit only
      }
    },
    [key],
  );
  return [value, save];
}
