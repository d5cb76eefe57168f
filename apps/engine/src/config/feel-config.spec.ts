import { DEFAULT_FEEL_LIMITS } from '@baton/feel';
import { describe, expect, it } from 'vitest';
import { EngineConfigError, loadEngineConfig } from './engine-config.js';

describe('FEEL limits configuration', () => {
  it('should default to the FEEL library limits', () => {
    expect(loadEngineConfig({}).feel).toEqual(DEFAULT_FEEL_LIMITS);
    expect(DEFAULT_FEEL_LIMITS).toEqual({ timeoutMs: 200, maxItems: 100_000, maxStringLength: 4 * 1024 * 1024 });
  });

  it('should read FEEL_TIMEOUT_MS, FEEL_MAX_ITEMS and FEEL_MAX_STRING_LENGTH', () => {
    const config = loadEngineConfig({ FEEL_TIMEOUT_MS: '50', FEEL_MAX_ITEMS: '1000', FEEL_MAX_STRING_LENGTH: '2048' });
    expect(config.feel).toEqual({ timeoutMs: 50, maxItems: 1000, maxStringLength: 2048 });
  });

  it('should refuse a limit that is not a positive integer, naming it', () => {
    expect(() => loadEngineConfig({ FEEL_TIMEOUT_MS: '0' })).toThrow(EngineConfigError);
    expect(() => loadEngineConfig({ FEEL_MAX_ITEMS: 'many' })).toThrow('FEEL_MAX_ITEMS');
  });
});
