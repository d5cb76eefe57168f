import type { ProblemDetail } from '@baton/api-contract';

/** A refused or failed request, with the engine's RFC 9457 problem when it sent one. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly problem: ProblemDetail | null,
  ) {
    super(problem?.detail ?? `The engine answered ${status}`);
  }
}

export interface ApiResponse<T> {
  status: number;
  body: T;
  headers: Headers;
}

export interface RequestOptions {
  body?: unknown;
  headers?: Record<string, string>;
  /** `text`: the body is not JSON (the BPMN XML). */
  as?: 'json' | 'text';
}

/** How the client talks to the engine: the same origin, a fresh bearer token on every call. */
export type Http = <T>(method: string, path: string, options?: RequestOptions) => Promise<ApiResponse<T>>;

async function problemOf(response: Response): Promise<ProblemDetail | null> {
  try {
    return (await response.json()) as ProblemDetail;
  } catch {
    return null;
  }
}

/** `token` is asked before each request, so that a token about to expire is renewed first. */
export function createHttp(token: () => Promise<string>): Http {
  return async <T>(method: string, path: string, options: RequestOptions = {}) => {
    const headers: Record<string, string> = { authorization: `Bearer ${await token()}`, ...options.headers };
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(path, { method, headers, body: options.body === undefined ? undefined : JSON.stringify(options.body) });
    if (!response.ok) throw new ApiError(response.status, await problemOf(response));
    if (response.status === 204) return { status: 204, body: undefined as T, headers: response.headers };
    const body = (options.as === 'text' ? await response.text() : await response.json()) as T;
    return { status: response.status, body, headers: response.headers };
  };
}
