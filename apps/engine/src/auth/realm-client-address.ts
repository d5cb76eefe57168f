import type { IncomingMessage } from 'node:http';

/**
 * The address a sign-in comes from, for the throttle. Behind the proxy PUBLIC_URL names, the connection is the
 * proxy's: the address is then the last one of `X-Forwarded-For`, the one the proxy itself appended (the ones
 * before it are whatever the client wrote there).
 */
export function clientAddress(request: IncomingMessage, behindProxy: boolean): string {
  const forwarded = behindProxy ? request.headers['x-forwarded-for'] : undefined;
  const chain = (Array.isArray(forwarded) ? forwarded.join(',') : (forwarded ?? '')).split(',');
  const last = chain[chain.length - 1]?.trim();
  return last || request.socket.remoteAddress || 'unknown';
}
