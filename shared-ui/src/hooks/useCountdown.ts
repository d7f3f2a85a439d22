import { useEffect, useRef, useState } from 'react';

/**
 * Counts down from `seconds` to 0, one tick per second, and calls `onDone` once at 0.
 * It restarts when `seconds` or `restartKey` changes (e.g. pass a counter bumped on "Resend").
 * Time is measured against the clock, so a throttled background tab still ends on time.
 */
export function useCountdown(seconds: number, onDone?: () => void, restartKey?: unknown): number {
  const [remaining, setRemaining] = useState(Math.max(0, Math.ceil(seconds)));
  const onDoneRef = useRef(onDone);
  useEffect(() => {
    onDoneRef.current = onDone;
  });

  useEffect(() => {
    const total = Math.max(0, Math.ceil(seconds));
    const endsAt = Date.now() + total * 1000;
    setRemaining(total);
    if (total === 0) {
      onDoneRef.current?.();
      return undefined;
    }
    const timer = setInterval(() => {
      const left = Math.max(0, Math.round((endsAt - Date.now()) / 1000));
      setRemaining(left);
      if (left === 0) {
        clearInterval(timer);
        onDoneRef.current?.();
      }
    }, 1000);
    return () => clearInterval(timer);
  }, [seconds, restartKey]);

  return remaining;
}
