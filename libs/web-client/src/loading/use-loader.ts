import { useCallback, useEffect, useRef, useState } from 'react';

export interface Loaded<T> {
  /** The answer for the current key; undefined until it arrives. */
  data: T | undefined;
  /** The current key's last failure; cleared by its next answer. */
  error: Error | undefined;
  /** Asked and not answered yet. */
  loading: boolean;
  /** Asks again for the same key. */
  reload: () => void;
}

interface State<T> {
  key: string;
  data?: T;
  error?: Error;
  loading: boolean;
}

/**
 * Runs `load` when `key` changes, again on `reload()`, and every `pollMs` (when given) while the page is visible.
 * One rule for stale data: what is shown answers the current key. Asking again for the same key (a poll, a reload)
 * keeps the answer on screen until the next one arrives, so that polling never blanks a page; a new key shows
 * nothing of the old one, and answers to an outdated key are dropped.
 */
export function useLoader<T>(load: () => Promise<T>, key: string, pollMs?: number): Loaded<T> {
  const [state, setState] = useState<State<T>>({ key, loading: true });
  const [tick, setTick] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;
  const reload = useCallback(() => setTick((value) => value + 1), []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `tick` is how a reload asks again for the same key
  useEffect(() => {
    let current = true;
    setState((previous) => (previous.key === key ? { ...previous, loading: true } : { key, loading: true }));
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

  const fresh = state.key === key;
  return { data: fresh ? state.data : undefined, error: fresh ? state.error : undefined, loading: !fresh || state.loading, reload };
}
