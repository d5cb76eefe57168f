import { useCallback, useEffect, useRef, useState } from 'react';
import { answered, asked, failed, initialState, type LoaderState, type LoaderView, view } from './loader-state.js';

export interface Loaded<T> extends LoaderView<T> {
  /** Asks again for the same key. */
  reload: () => void;
}

/**
 * Runs `load` when `key` changes, again on `reload()`, and every `pollMs` (when given) while the page is visible.
 * One rule for stale data: `data` answers the current key. Asking again for the same key (a poll, a reload) keeps the
 * answer on screen until the next one arrives, so that polling never blanks a page; a new key's `data` is undefined
 * until its answer (the old key's answer is offered apart, as `previous`), and answers to an outdated key are dropped.
 */
export function useLoader<T>(load: () => Promise<T>, key: string, pollMs?: number): Loaded<T> {
  const [state, setState] = useState<LoaderState<T>>(() => initialState(key));
  const [tick, setTick] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;
  const reload = useCallback(() => setTick((value) => value + 1), []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `tick` is how a reload asks again for the same key
  useEffect(() => {
    let current = true;
    setState((previous) => asked(previous, key));
    loadRef.current().then(
      (data) => current && setState(answered(key, data)),
      (error: unknown) => current && setState((previous) => failed(previous, key, error instanceof Error ? error : new Error(String(error)))),
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

  return { ...view(state, key), reload };
}
