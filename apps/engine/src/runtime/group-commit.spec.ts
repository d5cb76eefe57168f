import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActivatedJobResult, DeploymentResult } from '@baton/api-contract';
import { PgPool } from '../database/pg-pool.js';
import { ProcessDefinitionRepository } from '../deployment/process-definition.repository.js';
import { JobCommandsService } from '../jobs/job-commands.service.js';
import { ProcessInstanceService } from '../process-instances/process-instance.service.js';
import { deployHotPathModels } from '../scale-out/hot-path-workload.js';
import { HttpClient } from '../testing/http-client.js';
import { startTestEngine, type TestEngine } from '../testing/test-engine.js';
import { NO_COMMAND_CONTEXT } from './command-context.js';
import { CommandExecutor } from './command-executor.js';
import { LatestDefinitionChanged } from './command-errors.js';

/**
 * Group commit of commands handed over together (InstanceStore.write, WriteGroup): one statement for the group, yet
 * each command all or nothing and answered on its own.
 */
describe('group commit', () => {
  let engine: TestEngine;
  let http: HttpClient;
  let pg: PgPool;

  beforeAll(async () => {
    engine = await startTestEngine();
    http = new HttpClient(engine.baseUrl);
    pg = engine.app.get(PgPool);
    await deployHotPathModels(http);
  });
  afterAll(async () => {
    await engine?.close();
  });

  const stateOf = async (processInstanceKey: string) =>
    (await pg.query<{ state: string }>('select state from process_instance where key = $1', [processInstanceKey]))[0]?.state;

  async function activatedJobs(count: number): Promise<ActivatedJobResult[]> {
    const instances = engine.app.get(ProcessInstanceService);
    const keys: string[] = [];
    for (let index = 0; index < count; index++)
      keys.push((await instances.create({ processDefinitionId: 'several-engines-job' }, NO_COMMAND_CONTEXT)).processInstanceKey);
    const activated = await http.post<{ jobs: ActivatedJobResult[] }>('/v2/jobs/activation', {
      type: 'several-engines-job',
      worker: 'group-commit',
      timeout: 60_000,
      maxJobsToActivate: 100,
    });
    const jobs = activated.body.jobs.filter((job) => keys.includes(job.processInstanceKey));
    expect(jobs).toHaveLength(count);
    return jobs;
  }

  it('should write the commands of a group that PostgreSQL accepts when it refuses one of them, and fail only that one', async () => {
    // given: three jobs, the second completed with a value PostgreSQL refuses (the edge refuses NUL; here it is let
    // through to stand for any write the database refuses)
    const jobs = await activatedJobs(3);
    const jobCommands = engine.app.get(JobCommandsService);

    // when: the three completions handed over at once
    const results = await Promise.allSettled(
      jobs.map((job, index) => jobCommands.complete(job.jobKey, { variables: index === 1 ? { note: 'a\u0000b' } : {} }, NO_COMMAND_CONTEXT)),
    );

    // then
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    const [first, refused, third] = jobs.map((job) => job.processInstanceKey);
    expect(await stateOf(first ?? '')).toBe('COMPLETED');
    expect(await stateOf(third ?? '')).toBe('COMPLETED');
    expect(await stateOf(refused ?? '')).toBe('ACTIVE');
    const [job] = await pg.query<{ state: string }>('select state from job where key = $1', [jobs[1]?.jobKey]);
    expect(job?.state).toBe('ACTIVATED');
    // the refused command changed nothing: its job completes afterwards
    await jobCommands.complete(jobs[1]?.jobKey ?? '', {}, NO_COMMAND_CONTEXT);
    expect(await stateOf(refused ?? '')).toBe('COMPLETED');
  });

  it('should leave out of a group of starts the one whose definition is no longer the latest it expected', async () => {
    // given: two versions of a process; a start that still takes the first for the latest
    const deploy = async () => {
      const xml = `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" id="d" targetNamespace="http://baton.dev/test">
  <bpmn:process id="group-commit-versions" isExecutable="true">
    <bpmn:startEvent id="start" /><bpmn:sequenceFlow id="f" sourceRef="start" targetRef="wait" />
    <bpmn:userTask id="wait" />
  </bpmn:process>
</bpmn:definitions>`.replace('<bpmn:userTask id="wait" />', `<bpmn:userTask id="wait" name="${Math.random()}" />`);
      const deployed = await http.deploy<DeploymentResult>({ 'group-commit-versions.bpmn': xml });
      expect(deployed.status).toBe(200);
      return deployed.body.deployments[0]?.processDefinition?.processDefinitionKey ?? '';
    };
    const [first, second] = [await deploy(), await deploy()];
    const definitions = engine.app.get(ProcessDefinitionRepository);
    const [older, latest] = [await definitions.findByKey(first), await definitions.findByKey(second)];
    if (!older || !latest) throw new Error('both versions deployed');
    const executor = engine.app.get(CommandExecutor);
    const info = (expected: string) => ({ tags: [], businessId: null, expectedLatestDefinitionKey: expected });

    // when: both starts handed over at once
    const results = await Promise.allSettled([executor.createInstance(older, {}, info(first)), executor.createInstance(latest, {}, info(second))]);

    // then: the stale one wrote nothing and says so (the service then looks up the latest version again)
    expect(results[0]).toEqual({ status: 'rejected', reason: expect.any(LatestDefinitionChanged) });
    expect(results[1]?.status).toBe('fulfilled');
    const created = await pg.query<{ key: string }>(
      `select process_definition_key::text as key from process_instance where bpmn_process_id = 'group-commit-versions'`,
    );
    expect(created).toEqual([{ key: second }]);
  });
});
