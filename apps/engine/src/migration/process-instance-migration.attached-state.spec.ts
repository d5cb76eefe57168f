import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { UserTaskResult } from '@baton/api-contract';
import { eventually } from '../testing/eventually.js';
import { HttpClient } from '../testing/http-client.js';
import { startTestEngine, type TestEngine } from '../testing/test-engine.js';
import { waitUntilIdle } from '../testing/wait-until-idle.js';
import { bpmn, MigrationSpecClient } from './migration-spec-client.js';

const V1 = bpmn('./migration.attached.v1.bpmn', import.meta.url);
const V2 = bpmn('./migration.attached.v2.bpmn', import.meta.url);
const CHILD = bpmn('./migration.child.bpmn', import.meta.url);

/** Every active element of the fork (and the boundary timer that both versions have) continues at the element of the same id. */
const SAME_IDS = ['charge', 'approve', 'approve-timeout', 'payment', 'ship', 'notify', 'checks', 'check'].map((id) => ({
  sourceElementId: id,
  targetElementId: id,
}));

describe('migrating a process instance with every kind of attached state', () => {
  let engine: TestEngine;
  let http: HttpClient;
  let client: MigrationSpecClient;
  let v1: string;
  let v2: string;
  const now = Date.parse('2031-03-01T08:00:00Z');

  beforeAll(async () => {
    engine = await startTestEngine({ env: { CLOCK_CONTROL: 'true' } });
    http = new HttpClient(engine.baseUrl);
    client = new MigrationSpecClient(http);
    await client.deploy('child.bpmn', CHILD);
    v1 = await client.deploy('attached.bpmn', V1);
    v2 = await client.deploy('attached.bpmn', V2);
  });
  afterAll(() => engine?.close());
  afterEach(async () => expect((await http.post('/v2/clock/reset')).status).toBe(204));

  async function startOnV1(orderId: string): Promise<string> {
    expect((await http.request('PUT', '/v2/clock', { timestamp: now })).status).toBe(204);
    const key = await client.start(v1, { orderId, owner: 'olga', recipients: ['ann', 'bob'] });
    await waitUntilIdle(engine); // the call activity's child is created after the parent's commit
    return key;
  }

  async function userTaskOf(processInstanceKey: string): Promise<UserTaskResult | undefined> {
    const found = await http.post<{ items: UserTaskResult[] }>('/v2/user-tasks/search', { filter: { processInstanceKey, state: 'CREATED' } });
    return found.body.items[0];
  }

  async function messageSubscriptions(processInstanceKey: string) {
    const found = await http.post<{ items: { elementId: string; messageName: string; correlationKey: string | null }[] }>('/v2/message-subscriptions/search', {
      filter: { processInstanceKey, messageSubscriptionState: 'CREATED' },
    });
    return found.body.items
      .map(({ elementId, messageName, correlationKey }) => ({ elementId, messageName, correlationKey }))
      .sort((a, b) => a.elementId.localeCompare(b.elementId));
  }

  it('should keep jobs, the user task, the subscriptions, the called child and the inner instances, and complete on version 2', async () => {
    // given
    const key = await startOnV1('o-1');
    const taskBefore = await userTaskOf(key);
    const [chargeBefore] = await client.jobs('charge-v1', key);
    expect(await client.activeElements(key)).toEqual(['approve', 'charge', 'check', 'checks', 'notify', 'notify', 'notify (body)', 'payment', 'ship'].sort());

    // when
    const migrated = await client.migrate(key, { targetProcessDefinitionKey: v2, mappingInstructions: SAME_IDS, reason: 'version 2 checks payments' });

    // then: one version further, nothing lost
    expect(migrated.status).toBe(204);
    expect(await client.instance(key)).toMatchObject({ processDefinitionKey: v2, processDefinitionVersion: 2, state: 'ACTIVE' });
    // the job: same key, the target's type and retries (the activation lock stays with its worker)
    const charge = (
      await http.post<{ items: { jobKey: string; type: string; retries: number; processDefinitionVersion: number }[] }>('/v2/jobs/search', {
        filter: { processInstanceKey: key, elementId: 'charge' },
      })
    ).body.items;
    expect(charge).toEqual([expect.objectContaining({ jobKey: chargeBefore?.jobKey, type: 'charge-v2', retries: 5 })]);
    expect((await http.post(`/v2/jobs/${chargeBefore?.jobKey}/completion`, {})).status).toBe(204);
    // the user task: same key and assignee, the target's candidate groups
    expect(await userTaskOf(key)).toMatchObject({
      userTaskKey: taskBefore?.userTaskKey,
      assignee: 'olga',
      candidateGroups: ['seniors'],
      processDefinitionVersion: 2,
    });
    // message subscriptions: the catch event's rewritten to the target's message; the boundary event version 2 adds is open
    expect(await messageSubscriptions(key)).toEqual([
      { elementId: 'approve-cancelled', messageName: 'approval-cancelled', correlationKey: 'o-1' },
      { elementId: 'payment', messageName: 'payment-received', correlationKey: 'o-1' },
    ]);
    expect((await http.post('/v2/messages/publication', { name: 'paid', correlationKey: 'o-1', timeToLive: 0 })).status).toBe(200);
    expect((await http.post('/v2/messages/publication', { name: 'payment-received', correlationKey: 'o-1' })).status).toBe(200);
    // the multi-instance task: each inner instance's job has the target's type
    const notifications = await client.jobs('notify-v2', key);
    expect(notifications.map((job) => job.variables.recipient).sort()).toEqual(['ann', 'bob']);
    expect(await client.completeJobs('notify-v2', key)).toHaveLength(2);
    // the sub-process: its inner job has the target's type
    expect(await client.completeJobs('check-v2', key)).toHaveLength(1);
    // the call activity: its child runs on, and its completion reaches the migrated call activity
    expect(await client.completeJobs('child-work', (await childOf(key)) ?? '')).toHaveLength(1);
    expect((await http.post(`/v2/user-tasks/${taskBefore?.userTaskKey}/completion`, {})).status).toBe(204);
    await eventually(() => client.activeElements(key), ['audit']);
    // version 2's new element after the join runs too
    expect(await client.completeJobs('audit-v2', key)).toHaveLength(1);
    expect((await client.instance(key)).state).toBe('COMPLETED');
  });

  it("should keep a mapped boundary timer's due time, drop the timer version 2 lacks and open the message boundary event it adds", async () => {
    // given
    const key = await startOnV1('o-2');
    const taskKey = (await userTaskOf(key))?.userTaskKey;

    // when
    expect((await client.migrate(key, { targetProcessDefinitionKey: v2, mappingInstructions: SAME_IDS })).status).toBe(204);

    // then: 30 minutes later, version 1's escalation would have fired; it is gone
    expect((await http.request('PUT', '/v2/clock', { timestamp: now + 30 * 60_000 })).status).toBe(204);
    await waitUntilIdle(engine);
    expect((await userTaskOf(key))?.userTaskKey).toBe(taskKey);
    // one hour after the start (not after the migration), the kept timer fires on version 2
    expect((await http.request('PUT', '/v2/clock', { timestamp: now + 60 * 60_000 })).status).toBe(204);
    await eventually(async () => (await userTaskOf(key))?.userTaskKey, undefined);
    expect(await client.activeElements(key)).not.toContain('approve');
  });

  it('should interrupt the user task by the message boundary event only version 2 has', async () => {
    // given
    const key = await startOnV1('o-3');
    expect((await client.migrate(key, { targetProcessDefinitionKey: v2, mappingInstructions: SAME_IDS })).status).toBe(204);

    // when
    expect((await http.post('/v2/messages/publication', { name: 'approval-cancelled', correlationKey: 'o-3' })).status).toBe(200);

    // then
    await eventually(async () => (await client.activeElements(key)).includes('approve'), false);
    expect(await userTaskOf(key)).toBeUndefined();
  });

  it('should keep an incident, which resolving retries on version 2', async () => {
    // given: the charge job failed for good on version 1
    const key = await startOnV1('o-4');
    const [job] = await client.jobs('charge-v1', key);
    expect((await http.post(`/v2/jobs/${job?.jobKey}/failure`, { retries: 0, errorMessage: 'card declined' })).status).toBe(204);

    // when
    expect((await client.migrate(key, { targetProcessDefinitionKey: v2, mappingInstructions: SAME_IDS })).status).toBe(204);

    // then: the incident is still open, at the migrated element; raising the retries and resolving it lets a version 2 worker take the job
    const incidents = (
      await http.post<{ items: { incidentKey: string; elementId: string; processDefinitionKey: string }[] }>('/v2/incidents/search', {
        filter: { processInstanceKey: key, state: 'ACTIVE' },
      })
    ).body.items;
    expect(incidents).toEqual([expect.objectContaining({ elementId: 'charge', processDefinitionKey: v2 })]);
    expect((await http.request('PATCH', `/v2/jobs/${job?.jobKey}`, { changeset: { retries: 2 } })).status).toBe(204);
    expect((await http.post(`/v2/incidents/${incidents[0]?.incidentKey}/resolution`)).status).toBe(204);
    expect((await client.jobs('charge-v2', key)).map((retried) => retried.jobKey)).toEqual([job?.jobKey]);
  });

  async function childOf(processInstanceKey: string): Promise<string | undefined> {
    const found = await http.post<{ items: { processInstanceKey: string }[] }>('/v2/process-instances/search', {
      filter: { parentProcessInstanceKey: processInstanceKey },
    });
    return found.body.items[0]?.processInstanceKey;
  }
});
