import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { clientAddress } from './realm-client-address.js';

const requestFrom = (remoteAddress: string, forwardedFor?: string) =>
  ({ socket: { remoteAddress }, headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor } }) as unknown as IncomingMessage;

describe('clientAddress', () => {
  it("should take the connection's address, whatever X-Forwarded-For says, without a proxy", () => {
    expect(clientAddress(requestFrom('10.0.0.7', '1.2.3.4'), false)).toBe('10.0.0.7');
  });

  it('should take the address the proxy appended, not the ones the client wrote before it', () => {
    expect(clientAddress(requestFrom('10.0.0.1', '6.6.6.6, 203.0.113.9'), true)).toBe('203.0.113.9');
  });

  it("should fall back to the connection's address behind a proxy that sent none", () => {
    expect(clientAddress(requestFrom('10.0.0.1'), true)).toBe('10.0.0.1');
  });
});
