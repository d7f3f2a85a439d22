import { useRef } from 'react';

/** window.alert that fires once per mount even when React runs effects twice (StrictMode). */
export function useAlertOnce(): (message: string) => void {
  const shown = useRef(false);
  return (message: string) => {
    if (shown.current) return;
    shown.current = true;
    window.alert(message);
  };
}
