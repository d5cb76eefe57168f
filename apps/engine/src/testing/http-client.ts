/** A tiny HTTP client for integration specs: real requests, JSON in and out. */
export interface HttpResult<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

export class HttpClient {
  /** `headers` go with every request (e.g. `authorization: Bearer …`). */
  constructor(
    readonly baseUrl: string,
    private readonly headers: Record<string, string> = {},
  ) {}

  async request<T = unknown>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<HttpResult<T>> {
    const response = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers: body === undefined ? { ...this.headers, ...headers } : { 'content-type': 'application/json', ...this.headers, ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    const type = response.headers.get('content-type') ?? '';
    const parsed = text !== '' && type.includes('json') ? (JSON.parse(text) as T) : (text as T);
    return { status: response.status, body: parsed, headers: response.headers };
  }

  get<T = unknown>(path: string) {
    return this.request<T>('GET', path);
  }

  post<T = unknown>(path: string, body?: unknown, headers?: Record<string, string>) {
    return this.request<T>('POST', path, body, headers);
  }

  /** POST /v2/deployments with the given files as multipart `resources`. */
  async deploy<T = unknown>(files: Record<string, string>, tenantId?: string): Promise<HttpResult<T>> {
    const form = new FormData();
    for (const [name, content] of Object.entries(files)) form.append('resources', new Blob([content], { type: 'application/octet-stream' }), name);
    if (tenantId !== undefined) form.append('tenantId', tenantId);
    const response = await fetch(`${this.baseUrl}/v2/deployments`, { method: 'POST', body: form, headers: this.headers });
    return { status: response.status, body: (await response.json()) as T, headers: response.headers };
  }
}
