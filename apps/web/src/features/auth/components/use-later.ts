// Runs an action after a delay (the 1.5 s and 2 s redirects of docs/product.md, Limits), cancelled on unmount.
import { useCallback, useEffect, useRef } from 'react';

export function useLater() {
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  useEffect(() => () => timers.current.forEach(clearTimeout), []);
  return useCallback((ms: number, action: () => void) => {
    timers.current.push(setTimeout(action, ms));
  }, []);
}
