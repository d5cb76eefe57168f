import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { strictCamundaClient } from '../testing/official-client.js';
import { HttpClient } from '../testing/http-client.js';
import { startTestEngine, type TestEngine } from '../testing/test-engine.js';

const WORK_PROCESS = `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:zeebe="http://camunda.org/schema/zeebe/1.0" id="edge-definitions" targetNamespace="http://baton.dev/test">
  <bpmn:process id="edge-process" isExecutable="true">
    <bpmn:startEvent id="start" />
    <bpmn:sequenceFlow id="start-to-work" sourceRef="start" targetRef="work" />
    <bpmn:serviceTask id="work">
      <bpmn:extensionElements><zeebe:taskDefinition type="edge-work" /></bpmn:extensionElements>
    </bpmn:serviceTask>
    <bpmn:sequenceFlow id="work-to-end" sourceRef="work" targetRef="end" />
    <bpmn:endEvent id="end" />
  </bpmn:process>
</bpmn:definitions>`;

const MB = 1024 * 1024;

interface Problem {
  type: string;
  title: string;
  status: number;
  detail: string;
  instance: string;
}

interface RawResult {
  status: number;
  headers: Headers;
  text: string;
  problem: Problem | undefined;
}

/** A request with a raw body and content type, answered as text (and as a problem when it is one). */
async function raw(baseUrl: string, method: string, path: string, body?: string, contentType = 'application/json'): Promise<RawResult> {
  const response = await fetch(`${baseUrl}${path}`, { method, headers: body === undefined ? {} : { 'content-type': contentType }, body });
  const text = await response.text();
  const problem = response.headers.get('content-type')?.startsWith('application/problem+json') ? (JSON.parse(text) as Problem) : undefined;
  return { status: response.status, headers: response.headers, text, problem };
}

/** `{"processDefinitionId":"edge-process","variables":<variables>}` with `variables` already serialized. */
const startBody = (variablesJson: string) => `{"processDefinitionId":"edge-process","variables":${variablesJson}}`;

describe('checks at the HTTP edge (real HTTP)', () => {
  let engine: TestEngine;
  /** Bodies up to 16 MB, so the single-variable limit (4 MB) is what refuses a 6 MB variable. */
  let roomy: TestEngine;

  beforeAll(async () => {
    [engine, roomy] = await Promise.all([startTestEngine(), startTestEngine({ env: { MAX_REQUEST_BYTES: String(16 * MB) } })]);
    for (const target of [engine, roomy]) {
      const deployed = await new HttpClient(target.baseUrl).deploy({ 'edge.bpmn': WORK_PROCESS });
      expect(deployed.status).toBe(200);
    }
  });
  afterAll(async () => {
    await Promise.all([engine?.close(), roomy?.close()]);
  });

  describe('hostile JSON', () => {
    it('should refuse NUL characters in values and keys with 400 naming every field', async () => {
      // when
      const result = await raw(engine.baseUrl, 'POST', '/v2/process-instances', startBody('{"note":"a\\u0000b","k\\u0000ey":1,"list":["ok","\\u0000"]}'));

      // then
      expect(result.status).toBe(400);
      expect(result.problem).toMatchObject({ title: 'INVALID_ARGUMENT', status: 400, instance: '/v2/process-instances' });
      expect(result.problem?.detail).toContain('NUL');
      expect(result.problem?.detail).toContain('variables.note');
      expect(result.problem?.detail).toContain('variables["k\\u0000ey"]');
      expect(result.problem?.detail).toContain('variables.list[1]');
    });

    it('should refuse NUL characters in a deployment form with 400 naming the parts', async () => {
      // given
      const form = new FormData();
      form.append('resources', new Blob([WORK_PROCESS.replace('edge-work', 'edge\u0000work')], { type: 'application/octet-stream' }), 'nul.bpmn');
      form.append('tenantId', 'tenant\u0000');

      // when
      const response = await fetch(`${engine.baseUrl}/v2/deployments`, { method: 'POST', body: form });

      // then
      expect(response.status).toBe(400);
      const problem = (await response.json()) as Problem;
      expect(problem).toMatchObject({ title: 'INVALID_ARGUMENT', status: 400 });
      expect(problem.detail).toContain('the content of resources[0] ("nul.bpmn")');
      expect(problem.detail).toContain('the field "tenantId"');
    });

    it('should refuse a body nested 5,000 levels deep with 400', async () => {
      // given
      const deep = `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`;

      // when
      const result = await raw(engine.baseUrl, 'POST', '/v2/process-instances', startBody(deep));

      // then
      expect(result.status).toBe(400);
      expect(result.problem).toMatchObject({ title: 'INVALID_ARGUMENT', status: 400 });
      expect(result.problem?.detail).toMatch(/nested deeper than 64 levels/);
    });

    it('should refuse a body of 1,000,000 nested arrays with 400 before it reaches any route code', async () => {
      // when
      const result = await raw(engine.baseUrl, 'POST', '/v2/messages/publication', `${'['.repeat(1_000_000)}${']'.repeat(1_000_000)}`);

      // then
      expect(result.status).toBe(400);
      expect(result.problem?.detail).toMatch(/nested deeper than 64 levels/);
    });
  });

  describe('size limits', () => {
    it('should refuse a body over MAX_REQUEST_BYTES (default 4 MB) with 413', async () => {
      // given
      const big = JSON.stringify({ filler: 'x'.repeat(5 * MB) });

      // when
      const result = await raw(engine.baseUrl, 'POST', '/v2/process-instances', startBody(big));

      // then
      expect(result.status).toBe(413);
      expect(result.problem).toMatchObject({ title: 'PAYLOAD_TOO_LARGE', status: 413 });
      expect(result.problem?.detail).toContain('4194304 bytes');
    });

    it('should refuse a deployment over MAX_REQUEST_BYTES with 413, and one in chunks without a length with 411', async () => {
      // given
      const form = new FormData();
      form.append('resources', new Blob([' '.repeat(5 * MB)], { type: 'application/octet-stream' }), 'huge.bpmn');
      const encoded = new Response(form);
      const chunks = [new Uint8Array(await encoded.clone().arrayBuffer())];
      const chunked = new ReadableStream({ pull: (controller) => (chunks.length > 0 ? controller.enqueue(chunks.shift()) : controller.close()) });

      // when
      const sized = await fetch(`${engine.baseUrl}/v2/deployments`, { method: 'POST', body: form });
      const streamed = await fetch(`${engine.baseUrl}/v2/deployments`, {
        method: 'POST',
        headers: { 'content-type': encoded.headers.get('content-type')! },
        body: chunked,
        duplex: 'half',
      } as RequestInit);

      // then
      expect([sized.status, streamed.status]).toEqual([413, 411]);
      for (const response of [sized, streamed]) expect(response.headers.get('content-type')).toContain('application/problem+json');
      expect(((await streamed.json()) as { detail: string }).detail).toContain('must declare its Content-Length');
    });

    it('should refuse a 6 MB variable with 413 naming it, in any body that carries variables', async () => {
      // given
      const bigDoc = JSON.stringify({ text: 'x'.repeat(6 * MB) });

      // when
      const started = await raw(roomy.baseUrl, 'POST', '/v2/process-instances', startBody(`{"small":1,"bigDoc":${bigDoc}}`));
      const completed = await raw(roomy.baseUrl, 'POST', '/v2/jobs/2251799813685249/completion', `{"variables":{"bigDoc":${bigDoc}}}`);
      const published = await raw(roomy.baseUrl, 'POST', '/v2/messages/publication', `{"name":"m","correlationKey":"k","variables":{"bigDoc":${bigDoc}}}`);

      // then
      for (const result of [started, completed, published]) {
        expect(result.status).toBe(413);
        expect(result.problem).toMatchObject({ title: 'PAYLOAD_TOO_LARGE', status: 413 });
        expect(result.problem?.detail).toContain('variables.bigDoc');
        expect(result.problem?.detail).not.toContain('variables.small');
      }
    });
  });

  describe('methods, media types and routes', () => {
    it('should answer a wrong method on a served path with 405 and Allow', async () => {
      // when
      const topology = await raw(engine.baseUrl, 'DELETE', '/v2/topology');
      const instances = await raw(engine.baseUrl, 'GET', '/v2/process-instances');

      // then
      expect(topology.status).toBe(405);
      expect(topology.headers.get('allow')).toBe('GET, HEAD');
      expect(topology.problem).toMatchObject({ title: 'METHOD_NOT_ALLOWED', status: 405, instance: '/v2/topology' });
      expect(instances.status).toBe(405);
      expect(instances.headers.get('allow')).toBe('POST');
      expect(instances.problem?.detail).toContain('GET');
    });

    it('should answer a text/plain body to a JSON route with 415, and still take multipart deployments', async () => {
      // when
      const result = await raw(engine.baseUrl, 'POST', '/v2/process-instances', startBody('{}'), 'text/plain');
      const deployed = await new HttpClient(engine.baseUrl).deploy({ 'edge.bpmn': WORK_PROCESS });

      // then
      expect(result.status).toBe(415);
      expect(result.problem).toMatchObject({ title: 'UNSUPPORTED_MEDIA_TYPE', status: 415 });
      expect(result.problem?.detail).toContain('text/plain');
      expect(result.problem?.detail).toContain('application/json');
      expect(deployed.status).toBe(200);
    });

    // Every operation of the official client is served now, so no route of Camunda's answers 501 here: the verdict for
    // one Baton would not serve is route-matcher.spec.ts's.
    it('should answer an unknown route with 404', async () => {
      // when
      const unknown = await raw(engine.baseUrl, 'GET', '/v2/no-such-thing');

      // then
      expect(unknown.status).toBe(404);
      expect(unknown.problem).toMatchObject({ title: 'NOT_FOUND', status: 404 });
    });
  });

  it('should answer GET /v2/license as the official client expects (res:strict)', async () => {
    // given
    const camunda = strictCamundaClient(engine.baseUrl);

    // when
    const license = await camunda.getLicense();

    // then
    expect(license).toEqual({ validLicense: false, licenseType: expect.stringContaining('Baton'), isCommercial: false, expiresAt: null });
  });
});
