import { useCallback, useEffect, useRef, useState } from 'react';

export interface Loaded<T> {
  data: T | undefined;
  error: Error | undefined;
  loading: boolean;
  reload: () => void;
}

/**
 * Runs `load` when `key` changes (and every `pollMs` while the page is visible, when given). A reload keeps the
 * previous data on screen until the new one arrives, so polling never blanks the list; answers to outdated keys
 * are dropped.
 */
export function useLoader<T>(load: () => Promise<T>, key: string, pollMs?: number): Loaded<T> {
  const [state, setState] = useState<{ key: string; data?: T; error?: Error; loading: boolean }>({ key, loading: true });
  const [tick, setTick] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;
  const reload = useCallback(() => setTick((value) => value + 1), []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `tick` is how a reload asks again for the same key
  useEffect(() => {
    let current = true;
    setState((previous) => ({ ...previous, key, loading: true }));
    loadRef.current().then(
      (data) => current && setState({ key, data, loading: false }),
      (error: unknown) =>
        current && setState((previous) => ({ ...previous, key, error: error instanceof Error ? error : new Error(String(error)), loading: false })),
    );
    return () => {
      current = false;
    };
  }, [key, tick]);

  useEffect(() => {
    if (!pollMs) return;
    const timer = window.setInterval(() => {
      if (document.visibilityState === 'visible') reload();
    }, pollMs);
    return () => window.clearInterval(timer);
  }, [pollMs, reload]);

  return { data: state.data, error: state.error, loading: state.loading, reload };
}
