import { describe, expect, it } from 'vitest';
import { readCredentials } from './request-credentials.js';

const basic = (text: string) => `Basic ${Buffer.from(text).toString('base64')}`;

describe('reading an Authorization value', () => {
  it('should read a bearer token and basic credentials, whose password may hold a colon', () => {
    expect(readCredentials('Bearer abc.def.ghi')).toEqual({ kind: 'bearer', token: 'abc.def.ghi' });
    expect(readCredentials(basic('demo:de:mo'))).toEqual({ kind: 'basic', username: 'demo', password: 'de:mo' });
    expect(readCredentials(undefined)).toEqual({ kind: 'none' });
  });

  it('should refuse basic credentials without a user name, with bad base64 or too long, and other schemes', () => {
    expect(readCredentials(basic(':demo'))).toEqual({ kind: 'malformed', scheme: 'Basic' });
    expect(readCredentials(basic('demo'))).toEqual({ kind: 'malformed', scheme: 'Basic' });
    expect(readCredentials('Basic %%%')).toEqual({ kind: 'malformed', scheme: 'Basic' });
    expect(readCredentials(basic(`demo:${'x'.repeat(1000)}`))).toEqual({ kind: 'malformed', scheme: 'Basic' });
    expect(readCredentials('Digest username="demo"')).toEqual({ kind: 'malformed', scheme: 'Bearer' });
  });
});
