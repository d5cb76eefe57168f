/** What the loader holds: the key asked for last, its failure, and the last answer with the key it answers. */
export interface LoaderState<T> {
  key: string;
  loading: boolean;
  error?: Error;
  answer?: { key: string; data: T };
}

/** What a component may show for `key`. */
export interface LoaderView<T> {
  /** The answer for `key`; undefined until it arrives. */
  data: T | undefined;
  /**
   * While `key`'s first answer is on its way: the answer of the key asked before it, for a page that keeps its old
   * content on screen, marked as loading, rather than blanking. Never `key`'s own answer, so never mistaken for it.
   */
  previous: T | undefined;
  error: Error | undefined;
  loading: boolean;
}

export const initialState = <T>(key: string): LoaderState<T> => ({ key, loading: true });

/** Asking for `key`: the same key keeps its answer and failure until the next one; a new key forgets the failure. */
export const asked = <T>(state: LoaderState<T>, key: string): LoaderState<T> =>
  state.key === key ? { ...state, loading: true } : { key, loading: true, answer: state.answer };

export const answered = <T>(key: string, data: T): LoaderState<T> => ({ key, loading: false, answer: { key, data } });

export const failed = <T>(state: LoaderState<T>, key: string, error: Error): LoaderState<T> => ({ ...state, key, error, loading: false });

/** The state as seen from a render for `key`, which may come before the effect that asks for it. */
export function view<T>(state: LoaderState<T>, key: string): LoaderView<T> {
  const asking = state.key === key;
  const loading = !asking || state.loading;
  const own = state.answer?.key === key;
  return {
    data: own ? state.answer?.data : undefined,
    previous: !own && loading ? state.answer?.data : undefined,
    error: asking ? state.error : undefined,
    loading,
  };
}
