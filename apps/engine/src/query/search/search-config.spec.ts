import { describe, expect, it } from 'vitest';
import { EngineConfigError, loadEngineConfig } from '../../config/engine-config.js';

describe('search limits configuration', () => {
  it('should read SEARCH_TIMEOUT_MS, SEARCH_POOL_SIZE and MAX_CONCURRENT_SEARCHES', () => {
    // when
    const config = loadEngineConfig({ SEARCH_TIMEOUT_MS: '2500', SEARCH_POOL_SIZE: '3', MAX_CONCURRENT_SEARCHES: '2' });

    // then
    expect(config.search).toEqual({ timeoutMs: 2500, poolSize: 3, maxConcurrentPerCaller: 2 });
  });

  it('should size the search pool after half of DB_POOL_SIZE by default, at least 2', () => {
    // when
    const pools = ['40', '3', '1'].map((size) => loadEngineConfig({ DB_POOL_SIZE: size }).search.poolSize);

    // then
    expect(pools).toEqual([20, 2, 2]);
  });

  it('should refuse a timeout of 0 (no limit) and a limit of no searches', () => {
    // when
    const load = () => loadEngineConfig({ SEARCH_TIMEOUT_MS: '0', MAX_CONCURRENT_SEARCHES: '0' });

    // then
    expect(load).toThrow(EngineConfigError);
    expect(load).toThrow(/SEARCH_TIMEOUT_MS must be an integer from 1[\s\S]*MAX_CONCURRENT_SEARCHES must be an integer from 1/);
  });
});
