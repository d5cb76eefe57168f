/**
 * Hostile deployments: malformed XML (seeded cuts and garbage), entity bombs and external entities, a model of
 * 10,000 elements, huge FEEL expressions, and a loop without a wait state. Each is answered with a clear 4xx or
 * deployed as it is, never a 500; the engine stays up, and what it refused left no row behind.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PgPool } from '../database/pg-pool.js';
import { eventually } from '../testing/eventually.js';
import { HttpClient } from '../testing/http-client.js';
import { fuzzSeed, SeededRandom } from '../testing/seeded-random.js';
import { tableCounts } from '../testing/table-counts.js';
import { startTestEngine, type TestEngine } from '../testing/test-engine.js';

const SEED = fuzzSeed(1612);
const CUTS = 60;

const HEAD = `<?xml version="1.0" encoding="UTF-8"?>`;
const DEFINITIONS = `<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:zeebe="http://camunda.org/schema/zeebe/1.0" id="d" targetNamespace="http://baton.dev/test">`;

/** A process `id` whose body is `inner` (start event `start`, end event `end`, flows to wire them). */
const processXml = (id: string, inner: string, prolog = HEAD) =>
  `${prolog}\n${DEFINITIONS}\n<bpmn:process id="${id}" isExecutable="true">\n${inner}\n</bpmn:process>\n</bpmn:definitions>`;

const SIMPLE = processXml(
  'fuzz-simple',
  `<bpmn:startEvent id="start" /><bpmn:sequenceFlow id="f1" sourceRef="start" targetRef="work" />
   <bpmn:serviceTask id="work"><bpmn:extensionElements><zeebe:taskDefinition type="fuzz" /></bpmn:extensionElements></bpmn:serviceTask>
   <bpmn:sequenceFlow id="f2" sourceRef="work" targetRef="end" /><bpmn:endEvent id="end" />`,
);

const withCondition = (id: string, condition: string) =>
  processXml(
    id,
    `<bpmn:startEvent id="start" /><bpmn:sequenceFlow id="f1" sourceRef="start" targetRef="gate" />
     <bpmn:exclusiveGateway id="gate" default="f3" />
     <bpmn:sequenceFlow id="f2" sourceRef="gate" targetRef="end"><bpmn:conditionExpression>${condition}</bpmn:conditionExpression></bpmn:sequenceFlow>
     <bpmn:sequenceFlow id="f3" sourceRef="gate" targetRef="end" /><bpmn:endEvent id="end" />`,
  );

/** start → again? → spin (a manual task) → again? ..., with the way out never taken: no element on it waits. */
const ENDLESS_LOOP = processXml(
  'fuzz-endless',
  `<bpmn:startEvent id="start" /><bpmn:sequenceFlow id="f1" sourceRef="start" targetRef="again" />
   <bpmn:exclusiveGateway id="again" default="to-spin" />
   <bpmn:sequenceFlow id="to-end" sourceRef="again" targetRef="end"><bpmn:conditionExpression>=false</bpmn:conditionExpression></bpmn:sequenceFlow>
   <bpmn:sequenceFlow id="to-spin" sourceRef="again" targetRef="spin" />
   <bpmn:manualTask id="spin" /><bpmn:sequenceFlow id="back" sourceRef="spin" targetRef="again" />
   <bpmn:endEvent id="end" />`,
);

function chainOf(count: number): string {
  const parts = ['<bpmn:startEvent id="start" />'];
  let previous = 'start';
  for (let i = 0; i < count; i++) {
    parts.push(`<bpmn:sequenceFlow id="f${i}" sourceRef="${previous}" targetRef="t${i}" /><bpmn:manualTask id="t${i}" />`);
    previous = `t${i}`;
  }
  parts.push(`<bpmn:sequenceFlow id="f-end" sourceRef="${previous}" targetRef="end" /><bpmn:endEvent id="end" />`);
  return processXml('fuzz-huge', parts.join('\n'));
}

const BOMB = processXml(
  'fuzz-bomb',
  `<bpmn:startEvent id="start" name="&lol9;" />`,
  `${HEAD}\n<!DOCTYPE lolz [<!ENTITY lol "lol">${Array.from({ length: 9 }, (_, i) => `<!ENTITY lol${i + 1} "${`&lol${i === 0 ? '' : i};`.repeat(10)}">`).join('')}]>`,
);
const EXTERNAL_ENTITY = processXml(
  'fuzz-xxe',
  `<bpmn:startEvent id="start" name="&secret;" /><bpmn:sequenceFlow id="f1" sourceRef="start" targetRef="end" /><bpmn:endEvent id="end" />`,
  `${HEAD}\n<!DOCTYPE x [<!ENTITY secret SYSTEM "file:///etc/passwd">]>`,
);

describe('hostile deployments', () => {
  let engine: TestEngine;
  let http: HttpClient;
  let pg: PgPool;

  beforeAll(async () => {
    engine = await startTestEngine();
    http = new HttpClient(engine.baseUrl);
    pg = engine.app.get(PgPool);
    expect((await http.deploy({ 'simple.bpmn': SIMPLE })).status).toBe(200);
  });
  afterAll(() => engine?.close());

  const detailOf = (body: unknown) => (body as { detail?: string }).detail ?? '';

  it(`should refuse ${CUTS} malformed models with a clear 400 each and deploy nothing (seed ${SEED})`, async () => {
    // given
    const random = new SeededRandom(SEED);
    const before = await tableCounts(pg);
    const unclear: string[] = [];

    // when
    for (let n = 0; n < CUTS; n++) {
      const cut = SIMPLE.slice(0, HEAD.length + 1 + random.int(SIMPLE.length - HEAD.length - 40));
      const xml = random.pick([cut, `${cut}<<<`, random.text(200, '<>/="abc &;!'), SIMPLE.replace('</bpmn:process>', ''), `${SIMPLE}<extra/>`]);
      const answer = await http.deploy({ [`cut-${n}.bpmn`]: xml });
      if (answer.status !== 400 || detailOf(answer.body) === '')
        unclear.push(`#${n} ${JSON.stringify(xml.slice(-60))} → ${answer.status} ${JSON.stringify(answer.body)}`);
    }

    // then
    expect(unclear, `seed ${SEED}`).toEqual([]);
    expect(await tableCounts(pg)).toEqual(before);
  });

  it('should refuse an entity bomb and an external entity without expanding either', async () => {
    const before = await tableCounts(pg);
    for (const [name, xml] of [
      ['bomb.bpmn', BOMB],
      ['xxe.bpmn', EXTERNAL_ENTITY],
    ]) {
      const answer = await http.deploy({ [name]: xml });
      expect(answer.status, `${name}: ${JSON.stringify(answer.body)}`).toBe(400);
      expect(JSON.stringify(answer.body)).not.toContain('root:');
      expect(JSON.stringify(answer.body).length).toBeLessThan(10_000);
    }
    expect(await tableCounts(pg)).toEqual(before);
    expect((await http.get('/v2/topology')).status).toBe(200);
  });

  it('should answer a model of 10,000 elements clearly, and stay up', async () => {
    const answer = await http.deploy({ 'huge.bpmn': chainOf(10_000) });
    expect(answer.status, JSON.stringify(answer.body).slice(0, 300)).toBeLessThan(500);
    expect((await http.get('/v2/topology')).status).toBe(200);
  });

  it('should refuse huge and deeply nested FEEL expressions with 400, and deploy nothing', async () => {
    const before = await tableCounts(pg);
    for (const [name, condition] of [
      ['long', `=${'1 + '.repeat(50_000)}1 > 0`],
      ['nested', `=${'('.repeat(20_000)}true${')'.repeat(20_000)}`],
      ['unclosed', `=${'['.repeat(20_000)}`],
    ]) {
      const answer = await http.deploy({ [`${name}.bpmn`]: withCondition(`fuzz-${name}`, condition) });
      expect(answer.status, `${name}: ${JSON.stringify(answer.body).slice(0, 300)}`).toBe(400);
    }
    expect(await tableCounts(pg)).toEqual(before);
  });

  it('should stop an instance that loops without a wait state with an incident, and stay responsive', async () => {
    // given
    expect((await http.deploy({ 'endless.bpmn': ENDLESS_LOOP })).status).toBe(200);

    // when
    const started = await http.post<{ processInstanceKey: string }>('/v2/process-instances', { processDefinitionId: 'fuzz-endless' });

    // then
    expect(started.status).toBe(200);
    const incidents = () =>
      http.post<{ items: { errorMessage: string; state: string }[] }>('/v2/incidents/search', {
        filter: { processInstanceKey: started.body.processInstanceKey },
      });
    await eventually(async () => (await incidents()).body.items.length, 1);
    expect((await incidents()).body.items[0]?.errorMessage).toContain('without waiting');
    expect((await http.get('/v2/topology')).status).toBe(200);
  });
});
