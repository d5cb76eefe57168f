import type { OperationId, ProblemDetail, RouteAnswer } from '@baton/api-contract';
import { ApiError } from './api-error.js';
import { OPERATIONS } from './operations.js';
import type { Answer, RequestArgs, RequestOf } from './request-types.js';

/**
 * The operations whose address the client knows: a route added to the table since `operations.ts` was written is
 * refused at compile time (rewrite it with `npm run operations -w @baton/web-client`).
 */
export type ServedOperation = OperationId & keyof typeof OPERATIONS;

/** The engine's REST API for one signed-in user: every operation of the route table by its operationId. */
export interface EngineClient {
  /** The whole answer: status, headers and body. */
  request<O extends ServedOperation>(operationId: O, ...request: RequestArgs<O>): Promise<Answer<O>>;
  /** The answer's body only. */
  call<O extends ServedOperation>(operationId: O, ...request: RequestArgs<O>): Promise<RouteAnswer<O>>;
}

type Address = { readonly method: string; readonly path: string };
const ADDRESSES: Readonly<Record<ServedOperation, Address>> = OPERATIONS;

/** The route's path with its parameters filled in, and the query (values as strings, absent ones left out). */
export function urlOf(path: string, params: Readonly<Record<string, string>> = {}, query: object = {}): string {
  const filled = path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${path} needs ${name}`);
    return encodeURIComponent(value);
  });
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value !== undefined) search.set(name, String(value));
  const text = search.toString();
  return text ? `${filled}?${text}` : filled;
}

/** JSON (and problem+json) parsed; anything else (a definition's XML) is the text itself; an empty body nothing. */
async function bodyOf(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  if (!(response.headers.get('content-type') ?? '').includes('json')) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

const isProblem = (body: unknown): body is ProblemDetail => typeof body === 'object' && body !== null && 'status' in body;

/**
 * `token` is asked before each request, so that a token about to expire is renewed first; `origin` is where the
 * engine is (the page's own origin unless given).
 */
export function createEngineClient(token: () => Promise<string>, origin = ''): EngineClient {
  async function request<O extends ServedOperation>(operationId: O, ...[input]: RequestArgs<O>): Promise<Answer<O>> {
    const address = ADDRESSES[operationId];
    const { params, query, body, headers: extra } = (input ?? {}) as RequestOf<O> & { params?: Record<string, string>; query?: object; body?: unknown };
    const headers: Record<string, string> = { authorization: `Bearer ${await token()}`, ...extra };
    const json = body !== undefined && !(body instanceof FormData);
    if (json) headers['content-type'] = 'application/json';
    const response = await fetch(origin + urlOf(address.path, params, query), {
      method: address.method.toUpperCase(),
      headers,
      body: body === undefined ? undefined : json ? JSON.stringify(body) : (body as FormData),
    });
    const answer = await bodyOf(response);
    if (!response.ok) throw new ApiError(response.status, isProblem(answer) ? answer : null, `${operationId} answered ${response.status}`);
    return { status: response.status, headers: response.headers, body: answer as RouteAnswer<O> };
  }
  return {
    request,
    call: async (operationId, ...input) => (await request(operationId, ...input)).body,
  };
}
