import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpClient } from '../testing/http-client.js';
import { startTestEngine, type TestEngine } from '../testing/test-engine.js';

/** 2^53 + 1: the first integer a JavaScript number cannot hold (JSON.parse reads it as 9007199254740992). */
const BEYOND_2_53 = '9007199254740993';
/** The largest and smallest Zeebe longs. */
const LONG_MAX = '9223372036854775807';
const LONG_MIN = '-9223372036854775808';

describe('integers beyond 2^53 over HTTP and PostgreSQL', () => {
  let engine: TestEngine;
  let http: HttpClient;

  beforeAll(async () => {
    engine = await startTestEngine();
    http = new HttpClient(engine.baseUrl);
    const deployed = await http.deploy({ 'long-integers.bpmn': readFileSync(new URL('./long-integers.bpmn', import.meta.url), 'utf8') });
    expect(deployed.status).toBe(200);
  });
  afterAll(() => engine?.close());

  /** A request with a JSON text as written (the numbers in it exactly as they are), and the answer's text. */
  async function send(method: string, path: string, json?: string): Promise<{ status: number; text: string }> {
    const response = await fetch(`${engine.baseUrl}${path}`, {
      method,
      headers: json === undefined ? {} : { 'content-type': 'application/json' },
      body: json,
    });
    return { status: response.status, text: await response.text() };
  }

  async function variableValues(processInstanceKey: string): Promise<Record<string, string>> {
    const found = await http.post<{ items: { name: string; value: string }[] }>('/v2/variables/search', { filter: { processInstanceKey } });
    expect(found.status).toBe(200);
    return Object.fromEntries(found.body.items.map((item) => [item.name, item.value]));
  }

  it('keeps them exact through a start, FEEL, a job activation and completion, and a variable search', async () => {
    const started = await send(
      'POST',
      '/v2/process-instances',
      `{"processDefinitionId":"long-integers","variables":{"big":${BEYOND_2_53},"nested":{"list":[${LONG_MIN},${LONG_MAX}]},"small":42}}`,
    );
    expect(started.status, started.text).toBe(200);
    const processInstanceKey = (JSON.parse(started.text) as { processInstanceKey: string }).processInstanceKey;

    const activated = await send('POST', '/v2/jobs/activation', '{"type":"count-longs","maxJobsToActivate":1,"timeout":60000,"worker":"exact"}');
    expect(activated.status, activated.text).toBe(200);
    expect(activated.text).toContain(`"big":${BEYOND_2_53}`);
    expect(activated.text).toContain('"next":9007199254740994');
    expect(activated.text).toContain(`"list":[${LONG_MIN},${LONG_MAX}]`);
    const jobKey = (JSON.parse(activated.text) as { jobs: { jobKey: string }[] }).jobs[0]?.jobKey;

    const completed = await send('POST', `/v2/jobs/${jobKey}/completion`, `{"variables":{"counted":${LONG_MAX},"big":${BEYOND_2_53}}}`);
    expect(completed.status, completed.text).toBe(204);

    expect(await variableValues(processInstanceKey)).toEqual({
      big: BEYOND_2_53,
      counted: LONG_MAX,
      next: '9007199254740994',
      nested: `{"list": [${LONG_MIN}, ${LONG_MAX}]}`,
      small: '42',
    });
  });

  it('answers a variable fetched by its key with the exact value', async () => {
    const started = await send('POST', '/v2/process-instances', `{"processDefinitionId":"long-integers","variables":{"big":${BEYOND_2_53}}}`);
    expect(started.status, started.text).toBe(200);
    const processInstanceKey = (JSON.parse(started.text) as { processInstanceKey: string }).processInstanceKey;
    const found = await http.post<{ items: { variableKey: string }[] }>('/v2/variables/search', { filter: { processInstanceKey, name: 'big' } });
    const fetched = await send('GET', `/v2/variables/${found.body.items[0]?.variableKey}`);
    expect(fetched.status, fetched.text).toBe(200);
    expect(JSON.parse(fetched.text)).toMatchObject({ name: 'big', value: BEYOND_2_53 });
  });

  it('refuses a long integer where a field takes a text or a smaller number with 400 naming the field', async () => {
    const asId = await send('POST', '/v2/process-instances', `{"processDefinitionId":${BEYOND_2_53}}`);
    expect(asId.status, asId.text).toBe(400);
    expect(asId.text).toContain('processDefinitionId');
    expect(asId.text).toContain(BEYOND_2_53);

    const asTimeout = await send('POST', '/v2/jobs/activation', `{"type":"count-longs","maxJobsToActivate":1,"timeout":${LONG_MAX}}`);
    expect(asTimeout.status, asTimeout.text).toBe(400);
    expect(asTimeout.text).toContain('timeout');
  });

  it('refuses a message start event whose name is a long integer with 400 naming the number', async () => {
    const refused = await http.deploy<{ detail: string }>({
      'long-message-start.bpmn': readFileSync(new URL('./long-message-start.bpmn', import.meta.url), 'utf8'),
    });

    expect(refused.status).toBe(400);
    expect(refused.body.detail).toContain('it was 12345678901234567890');
  });
});
