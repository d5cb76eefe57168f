import { type IncomingMessage, type Server, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from './api-error.js';
import { createEngineClient } from './engine-client.js';

interface Seen {
  method: string;
  url: string;
  authorization: string;
  contentType: string;
  ifMatch: string;
  body: string;
}

/** A stand-in engine over real HTTP: records each request and answers what the test put in `answer`. */
let server: Server;
let origin: string;
const seen: Seen[] = [];
let answer: (response: ServerResponse) => void = (response) => response.writeHead(204).end();

beforeAll(async () => {
  server = createServer((request: IncomingMessage, response: ServerResponse) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const header = (name: string) => String(request.headers[name] ?? '');
      seen.push({
        method: request.method ?? '',
        url: request.url ?? '',
        authorization: header('authorization'),
        contentType: header('content-type'),
        ifMatch: header('if-match'),
        body,
      });
      answer(response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const client = () => createEngineClient(async () => 'token-1', origin);

describe('createEngineClient', () => {
  it("sends an operation to the route table's address with its parameters, query, JSON body, token and headers", async () => {
    answer = (response) => response.writeHead(200, { 'content-type': 'application/json' }).end('{"items":[],"page":{"totalItems":0}}');
    const page = await client().call('searchUserTaskEffectiveVariables', {
      params: { userTaskKey: '2251799813685249' },
      query: { truncateValues: false },
      body: { page: { limit: 10 } },
      headers: { 'if-match': '"3"' },
    });
    expect(page.items).toEqual([]);
    expect(seen.at(-1)).toEqual({
      method: 'POST',
      url: '/v2/user-tasks/2251799813685249/effective-variables/search?truncateValues=false',
      authorization: 'Bearer token-1',
      contentType: 'application/json',
      ifMatch: '"3"',
      body: '{"page":{"limit":10}}',
    });
  });

  it("throws the engine's problem as an ApiError: its status, the problem and the problem's detail as message", async () => {
    const problem = {
      type: 'about:blank',
      title: 'Bad Request',
      status: 400,
      detail: 'name is required',
      instance: '/v2/x',
      errors: [{ field: 'name', message: 'is required' }],
    };
    answer = (response) => response.writeHead(400, { 'content-type': 'application/problem+json' }).end(JSON.stringify(problem));
    const refusal = await client()
      .call('getProcessDefinition', { params: { processDefinitionKey: '1' } })
      .catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ApiError);
    expect(refusal).toMatchObject({ status: 400, problem, message: 'name is required' });
  });

  it('says which operation failed when the answer carries no problem', async () => {
    answer = (response) => response.writeHead(502).end('bad gateway');
    await expect(client().call('getProcessDefinition', { params: { processDefinitionKey: '1' } })).rejects.toMatchObject({
      status: 502,
      problem: null,
      message: 'getProcessDefinition answered 502',
    });
  });

  it("reads a text answer (a definition's XML) as text, a 204 as nothing, and keeps the headers (an ETag)", async () => {
    answer = (response) => response.writeHead(200, { 'content-type': 'text/xml', etag: '"7"' }).end('<definitions/>');
    const xml = await client().request('getProcessDefinitionXml', { params: { processDefinitionKey: 'a/b' } });
    expect(xml.body).toBe('<definitions/>');
    expect(xml.headers.get('etag')).toBe('"7"');
    expect(seen.at(-1)?.url).toBe('/v2/process-definitions/a%2Fb/xml');
    answer = (response) => response.writeHead(204).end();
    expect(await client().call('getStartProcessForm', { params: { processDefinitionKey: '1' } })).toBeUndefined();
  });

  it('sends a multipart body (a deployment) as form data', async () => {
    answer = (response) => response.writeHead(200, { 'content-type': 'application/json' }).end('{"deploymentKey":"1"}');
    const form = new FormData();
    form.append('resources', new Blob(['<definitions/>']), 'a.bpmn');
    await client().call('createDeployment', { body: form });
    expect(seen.at(-1)?.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(seen.at(-1)?.body).toContain('filename="a.bpmn"');
  });
});
