import { useCallback, useEffect, useRef, useState } from 'react';

export interface Loaded<T> {
  data: T | undefined;
  error: Error | undefined;
  reload: () => void;
}

/**
 * Runs `load` when `key` changes, and again every `pollMs` when given: the console follows the engine without a
 * page reload. The data on screen stays until the new answer arrives; answers for an outdated key are dropped.
 */
export function useLoader<T>(load: () => Promise<T>, key: string, pollMs?: number): Loaded<T> {
  const [state, setState] = useState<{ key: string; data?: T; error?: Error }>({ key });
  const [tick, setTick] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;
  const reload = useCallback(() => setTick((value) => value + 1), []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `tick` is how a reload asks again for the same key
  useEffect(() => {
    let current = true;
    loadRef.current().then(
      (data) => current && setState({ key, data }),
      (error: unknown) => current && setState((previous) => ({ ...previous, key, error: error instanceof Error ? error : new Error(String(error)) })),
    );
    return () => {
      current = false;
    };
  }, [key, tick]);

  useEffect(() => {
    if (!pollMs) return;
    const timer = window.setInterval(reload, pollMs);
    return () => window.clearInterval(timer);
  }, [pollMs, reload]);

  const fresh = state.key === key;
  return { data: fresh ? state.data : undefined, error: fresh ? state.error : undefined, reload };
}
