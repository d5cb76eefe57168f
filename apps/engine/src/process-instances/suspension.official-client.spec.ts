import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../testing/eventually.js';
import { HttpClient } from '../testing/http-client.js';
import { type CamundaClient, CONSISTENT, clientInput, elementStatesOf, strictCamundaClient } from '../testing/official-client.js';
import { startTestEngine, type TestEngine } from '../testing/test-engine.js';

const fixture = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * Camunda 8.10's suspension and job priority with the official client 9.1.5 (Camunda 8.9, the newest on the registry),
 * every request and response checked against its schemas. That client has no suspension call yet, so suspension and
 * resumption go over plain HTTP; the rest (workers, modification, variables, searches) is the client's. It cannot
 * read a SUSPENDED instance in strict mode (its enum predates the state), so the instance is read by its elements.
 */
describe('suspension and job priority with the official Camunda 8 client (res:strict)', () => {
  let engine: TestEngine;
  let camunda: CamundaClient;
  let http: HttpClient;

  beforeAll(async () => {
    engine = await startTestEngine();
    camunda = strictCamundaClient(engine.baseUrl);
    http = new HttpClient(engine.baseUrl);
    await camunda.deployResourcesFromFiles([
      fixture('../jobs/job-priority.bpmn'),
      fixture('./suspension.bpmn'),
      fixture('./call-activity.caller.bpmn'),
      fixture('./call-activity.callee.bpmn'),
    ]);
  });
  afterAll(() => engine?.close());

  const start = async (processDefinitionId: string, variables: Record<string, unknown>) =>
    (await camunda.createProcessInstance(clientInput('createProcessInstance', { processDefinitionId, variables }))).processInstanceKey as string;
  const suspend = async (key: string) => (await http.post(`/v2/process-instances/${key}/suspension`, {})).status;
  const resume = async (key: string) => (await http.post(`/v2/process-instances/${key}/resumption`, {})).status;
  const activate = (type: string, maxJobsToActivate: number) =>
    camunda.activateJobs(clientInput('activateJobs', { type, timeout: 60_000, maxJobsToActivate, requestTimeout: -1 }));
  const stateOf = async (processInstanceKey: string) =>
    (await camunda.getProcessInstance(clientInput('getProcessInstance', { processInstanceKey }), CONSISTENT)).state;

  it('should hand a worker the jobs of a type highest priority first', async () => {
    // given: urgencies in no order, two of each
    const urgencies = [3, -2, 7, 0, 7, 5, -2, 3, 0, 5];
    for (const urgency of urgencies) await start('job-priority', { urgency });

    // when
    const { jobs } = await activate('prioritised-job', urgencies.length);

    // then: in the order of the priority each instance's urgency gave its job (the 8.9 client drops the job's
    // `priority` field, which it does not know; job-priority.spec.ts reads it over plain HTTP)
    const handed = jobs.map((job) => (job.variables as { urgency: number }).urgency);
    expect(handed).toEqual([...urgencies].sort((a, b) => b - a));
  });

  it('should let a suspended instance be modified: what it terminates goes at once, what it activates waits for the resumption', async () => {
    // given
    const processInstanceKey = await start('suspension', { orderId: 'modified-while-suspended' });
    expect(await suspend(processInstanceKey)).toBe(204);

    // when: the worker finds nothing, the operator moves the token from the task to its end event and fixes a variable
    const whileSuspended = await activate('suspension-work', 10);
    await camunda.modifyProcessInstance(
      clientInput('modifyProcessInstance', {
        processInstanceKey,
        moveInstructions: [{ sourceElementInstruction: { sourceType: 'byId', sourceElementId: 'work' }, targetElementId: 'worked' }],
      }),
    );
    await camunda.createElementInstanceVariables(
      clientInput('createElementInstanceVariables', { elementInstanceKey: processInstanceKey, variables: { fixed: true } }),
    );
    const suspendedElements = await elementStatesOf(camunda, processInstanceKey);
    expect(await resume(processInstanceKey)).toBe(204);

    // then
    expect(whileSuspended.jobs).toEqual([]);
    expect(suspendedElements).toEqual(expect.arrayContaining(['work TERMINATED', 'reminder ACTIVE', 'paid ACTIVE']));
    expect(suspendedElements.filter((element) => element.startsWith('worked'))).toEqual([]);
    expect(await elementStatesOf(camunda, processInstanceKey)).toEqual(expect.arrayContaining(['work TERMINATED', 'worked COMPLETED', 'paid ACTIVE']));
    expect((await activate('suspension-work', 10)).jobs).toEqual([]);
    await camunda.cancelProcessInstance(clientInput('cancelProcessInstance', { processInstanceKey }));
    expect(await stateOf(processInstanceKey)).toBe('TERMINATED');
  });

  it('should not suspend the instance a call activity created: it runs on, and its completion reaches the caller once resumed', async () => {
    // given
    const caller = await start('caller', {});
    expect(await suspend(caller)).toBe(204);

    // when: the called instance's job is handed out and completed while its caller is suspended (the called instance
    // is created by a command of its own after the caller's: under load its job may not be there at the first ask)
    let jobs: Awaited<ReturnType<typeof activate>>['jobs'] = [];
    await eventually(async () => {
      ({ jobs } = await activate('callee-work', 1));
      return jobs.length;
    }, 1);
    const [job] = jobs;
    await camunda.completeJob(clientInput('completeJob', { jobKey: job?.jobKey, variables: { done: true } }));
    const callee = job?.processInstanceKey as string;
    const whileSuspended = await elementStatesOf(camunda, caller);
    expect(await resume(caller)).toBe(204);

    // then
    expect(jobs).toHaveLength(1);
    expect(await stateOf(callee)).toBe('COMPLETED');
    expect(whileSuspended).toEqual(['start COMPLETED', 'call ACTIVE']);
    await eventually(() => stateOf(caller), 'COMPLETED');
    expect(await elementStatesOf(camunda, caller)).toEqual(['start COMPLETED', 'call COMPLETED', 'end COMPLETED']);
  });
});
