import { useCallback, useEffect, useRef, useState } from 'react';
import { answered, asked, failed, initialState, type LoaderState, type LoaderView, view } from './loader-state.js';

export interface Loaded<T> extends LoaderView<T> {
  /** Asks again for the same key. */
  reload: () => void;
}

/**
 * Runs `load` when `key` changes, again on `reload()`, and every `pollMs` (when given) while the page is visible and
 * no answer is on its way.
 * One rule for stale data: `data` answers the current key. Asking again for the same key (a poll, a reload) keeps the
 * answer on screen until the next one arrives, so that polling never blanks a page; a new key's `data` is undefined
 * until its answer (the old key's answer is offered apart, as `previous`), and answers to an outdated key are dropped.
 */
export function useLoader<T>(load: () => Promise<T>, key: string, pollMs?: number): Loaded<T> {
  const [state, setState] = useState<LoaderState<T>>(() => initialState(key));
  const [tick, setTick] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;
  const inFlight = useRef(false);
  const reload = useCallback(() => setTick((value) => value + 1), []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `tick` is how a reload asks again for the same key
  useEffect(() => {
    let current = true;
    inFlight.current = true;
    setState((previous) => asked(previous, key));
    const settle = (next: (previous: LoaderState<T>) => LoaderState<T>) => {
      if (!current) return;
      inFlight.current = false;
      setState(next);
    };
    loadRef.current().then(
      (data) => settle(() => answered(key, data)),
      (error: unknown) => settle((previous) => failed(previous, key, error instanceof Error ? error : new Error(String(error)))),
    );
    return () => {
      current = false;
    };
  }, [key, tick]);

  useEffect(() => {
    if (!pollMs) return;
    // A poll waits for the answer in flight: asking again would drop it, and an answer slower than the period (a large
    // instance on a busy engine) would then never arrive.
    const timer = window.setInterval(() => {
      if (document.visibilityState === 'visible' && !inFlight.current) reload();
    }, pollMs);
    return () => window.clearInterval(timer);
  }, [pollMs, reload]);

  return { ...view(state, key), reload };
}
