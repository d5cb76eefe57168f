import { describe, expect, it } from 'vitest';
import { EngineConfigError, loadEngineConfig } from '../config/engine-config.js';

describe('the REALM_* settings', () => {
  it('should read every one', () => {
    const config = loadEngineConfig({
      REALM_REDIRECT_ORIGINS: 'https://dev.example.com, http://127.0.0.1:3000/',
      REALM_USER_FREE_FAILURES: '3',
      REALM_ADDRESS_FREE_FAILURES: '50',
      REALM_MAX_DELAY_SECONDS: '300',
    });

    expect(config.realm).toEqual({
      redirectOrigins: ['https://dev.example.com', 'http://127.0.0.1:3000'],
      userFreeFailures: 3,
      addressFreeFailures: 50,
      maxDelaySeconds: 300,
    });
  });

  it('should take none for no origin besides the engine', () => {
    expect(loadEngineConfig({ REALM_REDIRECT_ORIGINS: 'none' }).realm.redirectOrigins).toEqual([]);
  });

  it.each(['javascript://localhost', 'http://localhost:5173/tasklist/', 'localhost:5173', 'http://u@localhost:5173', ','])(
    'should refuse REALM_REDIRECT_ORIGINS=%s naming the variable',
    (value) => {
      expect(() => loadEngineConfig({ REALM_REDIRECT_ORIGINS: value })).toThrow(EngineConfigError);
      expect(() => loadEngineConfig({ REALM_REDIRECT_ORIGINS: value })).toThrow(/REALM_REDIRECT_ORIGINS must be http\(s\) origins/);
    },
  );

  it.each([
    ['REALM_USER_FREE_FAILURES', '0'],
    ['REALM_ADDRESS_FREE_FAILURES', 'many'],
    ['REALM_MAX_DELAY_SECONDS', '0'],
  ])('should refuse %s=%s', (name, value) => {
    expect(() => loadEngineConfig({ [name]: value })).toThrow(new RegExp(`${name} must be an integer`));
  });
});
