import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpClient } from '../testing/http-client.js';
import { type CamundaClient as Client, CONSISTENT, clientInput as input, strictCamundaClient } from '../testing/official-client.js';
import { startTestEngine, type TestEngine } from '../testing/test-engine.js';
import { waitUntilIdle } from '../testing/wait-until-idle.js';

const PROCESS_PATH = fileURLToPath(new URL('./process-instance-search.pick-ship.bpmn', import.meta.url));

/** The instance filters an operator's console sends (Operate's): by variable, tag, active element, incident. */
describe('process instance search by what the instances hold, with the official client (res:strict)', () => {
  let engine: TestEngine;
  let camunda: Client;
  const keys: Record<'shipping' | 'picking' | 'stuck', string> = { shipping: '', picking: '', stuck: '' };

  beforeAll(async () => {
    engine = await startTestEngine();
    camunda = strictCamundaClient(engine.baseUrl);
    await camunda.deployResourcesFromFiles([PROCESS_PATH]);
    const start = async (variables: Record<string, unknown>, tags: string[] = []) =>
      (await camunda.createProcessInstance(input('createProcessInstance', { processDefinitionId: 'pick-ship', variables, tags }))).processInstanceKey;
    keys.shipping = await start({ customer: 'acme', amount: 10 }, ['rush']);
    keys.picking = await start({ customer: 'zeta', amount: 20 });
    keys.stuck = await start({ customer: 'acme', amount: 30 });
    // shipping has picked; stuck's pick failed without retries: an incident
    const { jobs } = await camunda.activateJobs(input('activateJobs', { type: 'search-pick', maxJobsToActivate: 3, timeout: 60_000, worker: 'picker' }));
    const jobOf = (processInstanceKey: string) => jobs.find((job) => job.processInstanceKey === processInstanceKey)?.jobKey;
    await camunda.completeJob(input('completeJob', { jobKey: jobOf(keys.shipping) }));
    await camunda.failJob(input('failJob', { jobKey: jobOf(keys.stuck), retries: 0, errorMessage: 'out of stock' }));
    await waitUntilIdle(engine);
  });
  afterAll(() => engine?.close());

  async function found(filter: Record<string, unknown>): Promise<string[]> {
    const result = await camunda.searchProcessInstances(
      input('searchProcessInstances', { filter: { processDefinitionId: 'pick-ship', ...filter }, sort: [{ field: 'processInstanceKey' }] }),
      CONSISTENT,
    );
    expect(result.page.totalItems).toBe(result.items.length);
    return result.items.map((item) => Object.entries(keys).find(([, key]) => key === item.processInstanceKey)?.[0] ?? item.processInstanceKey);
  }

  it('should find instances by a variable value, as JSON text, with the string operators', async () => {
    expect(await found({ variables: [{ name: 'customer', value: '"acme"' }] })).toEqual(['shipping', 'stuck']);
    expect(await found({ variables: [{ name: 'customer', value: { $in: ['"zeta"', '"nobody"'] } }] })).toEqual(['picking']);
    expect(
      await found({
        variables: [
          { name: 'customer', value: '"acme"' },
          { name: 'amount', value: '30' },
        ],
      }),
    ).toEqual(['stuck']);
  });

  it('should find instances by tag', async () => {
    expect(await found({ tags: ['rush'] })).toEqual(['shipping']);
  });

  it('should find instances by an element instance that has the id and the state asked for, both on the same one', async () => {
    expect(await found({ elementId: 'ship', elementInstanceState: 'ACTIVE' })).toEqual(['shipping']);
    expect(await found({ elementId: 'pick', elementInstanceState: 'ACTIVE' })).toEqual(['picking', 'stuck']);
    expect(await found({ elementId: 'pick', elementInstanceState: 'COMPLETED' })).toEqual(['shipping']);
    // shipping has an active element (ship) and a completed pick, but no active pick
    expect(await found({ elementId: { $in: ['pick'] }, elementInstanceState: { $neq: 'COMPLETED' } })).toEqual(['picking', 'stuck']);
  });

  it('should find instances by an incident at an element and by its message', async () => {
    expect(await found({ hasElementInstanceIncident: true })).toEqual(['stuck']);
    expect(await found({ elementId: 'pick', hasElementInstanceIncident: true })).toEqual(['stuck']);
    expect(await found({ errorMessage: { $like: 'out of*' } })).toEqual(['stuck']);
    expect(await found({ errorMessage: 'no such message' })).toEqual([]);
  });

  it('should name the field of a bad variable filter', async () => {
    const response = await new HttpClient(engine.baseUrl).post<{ detail: string }>('/v2/process-instances/search', {
      filter: { variables: [{ name: 'customer' }] },
    });

    expect(response.status).toBe(400);
    expect(response.body.detail).toContain('filter.variables[0]');
  });
});
