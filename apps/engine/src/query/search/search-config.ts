/** Limits of the searches (`POST /v2/…/search`), which a caller can make as slow as it likes with a filter. */
export interface SearchConfig {
  /**
   * SEARCH_TIMEOUT_MS: longest a search's statement runs before PostgreSQL cancels it (504), and longest a search
   * waits for one of the search connections (503). Default 10,000.
   */
  readonly timeoutMs: number;
  /**
   * SEARCH_POOL_SIZE: connections of the searches' own pool, besides DB_POOL_SIZE's: searches never take the
   * connections that commands and reads by key need. Default half of DB_POOL_SIZE, at least 2.
   */
  readonly poolSize: number;
  /**
   * MAX_CONCURRENT_SEARCHES: searches one caller (a token's user or client) may have under way in one engine process;
   * one more is refused (429). Default 8. Not with AUTH=none, where every request is the same anonymous caller.
   */
  readonly maxConcurrentPerCaller: number;
}

type Integer = (name: string, fallback: number, min: number, max: number) => number;

/** Reads SEARCH_TIMEOUT_MS, SEARCH_POOL_SIZE and MAX_CONCURRENT_SEARCHES; `integer` reports a bad one. */
export function loadSearchConfig(integer: Integer, dbPoolSize: number): SearchConfig {
  return {
    timeoutMs: integer('SEARCH_TIMEOUT_MS', 10_000, 1, 3_600_000),
    poolSize: integer('SEARCH_POOL_SIZE', Math.max(2, Math.ceil(dbPoolSize / 2)), 1, 1000),
    maxConcurrentPerCaller: integer('MAX_CONCURRENT_SEARCHES', 8, 1, 10_000),
  };
}
