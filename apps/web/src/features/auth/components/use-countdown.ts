// The OTP screen's resend countdown (300 s): seconds left, and restart() after a resend.
import { useCallback, useEffect, useState } from 'react';

export function useCountdown(seconds: number) {
  const [endsAt, setEndsAt] = useState(() => Date.now() + seconds * 1000);
  const [left, setLeft] = useState(seconds);
  useEffect(() => {
    const tick = () => setLeft(Math.max(0, Math.ceil((endsAt - Date.now()) / 1000)));
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [endsAt]);
  const restart = useCallback(() => setEndsAt(Date.now() + seconds * 1000), [seconds]);
  return { left, restart };
}

export const formatCountdown = (s: number) => `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
