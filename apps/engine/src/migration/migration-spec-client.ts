import { readFileSync } from 'node:fs';
import { expect } from 'vitest';
import type { ActivatedJobResult, CreateProcessInstanceResult, DeploymentResult } from '@baton/api-contract';
import type { HttpClient } from '../testing/http-client.js';

/** A BPMN file of the repository, by path relative to the file that asks. */
export const bpmn = (relative: string, base: string): string => readFileSync(new URL(relative, base), 'utf8');

/** What the migration specs do over HTTP, named for what it means. */
export class MigrationSpecClient {
  constructor(private readonly http: HttpClient) {}

  /** Deploys one model and answers the key of the process definition it made (a new version when it changed). */
  async deploy(name: string, xml: string): Promise<string> {
    const deployed = await this.http.deploy<DeploymentResult>({ [name]: xml });
    expect(deployed.status).toBe(200);
    const key = deployed.body.deployments[0]?.processDefinition?.processDefinitionKey;
    if (!key) throw new Error(`${name} deployed no process`);
    return key;
  }

  /** Starts an instance of the process definition with this key (a version, not the latest). */
  async start(processDefinitionKey: string, variables: Record<string, unknown> = {}): Promise<string> {
    const started = await this.http.post<CreateProcessInstanceResult>('/v2/process-instances', { processDefinitionKey, variables });
    expect(started.status).toBe(200);
    return started.body.processInstanceKey;
  }

  migrate(processInstanceKey: string, body: Record<string, unknown>) {
    return this.http.post<{ detail?: string; errors?: { field: string; message: string }[] }>(`/v2/process-instances/${processInstanceKey}/migration`, body);
  }

  /** Activates the jobs of a type and answers those of one instance. */
  async jobs(type: string, processInstanceKey: string): Promise<ActivatedJobResult[]> {
    const response = await this.http.post<{ jobs: ActivatedJobResult[] }>('/v2/jobs/activation', {
      type,
      worker: 'migration-spec',
      timeout: 60_000,
      maxJobsToActivate: 100,
      requestTimeout: -1,
    });
    expect(response.status).toBe(200);
    return response.body.jobs.filter((job) => job.processInstanceKey === processInstanceKey);
  }

  /** Completes the instance's open jobs of a type (no activation needed, so other instances' jobs stay free); answers their keys. */
  async completeJobs(type: string, processInstanceKey: string, variables: Record<string, unknown> = {}): Promise<string[]> {
    const found = await this.http.post<{ items: { jobKey: string }[] }>('/v2/jobs/search', {
      filter: { processInstanceKey, type, state: { $in: ['CREATED', 'FAILED', 'RETRIES_UPDATED', 'TIMED_OUT'] } },
    });
    expect(found.status).toBe(200);
    for (const job of found.body.items) expect((await this.http.post(`/v2/jobs/${job.jobKey}/completion`, { variables })).status).toBe(204);
    return found.body.items.map((job) => job.jobKey);
  }

  async activeElements(processInstanceKey: string): Promise<string[]> {
    const found = await this.http.post<{ items: { elementId: string; type: string }[] }>('/v2/element-instances/search', {
      filter: { processInstanceKey, state: 'ACTIVE' },
      page: { limit: 100 },
    });
    return found.body.items.map((item) => (item.type === 'MULTI_INSTANCE_BODY' ? `${item.elementId} (body)` : item.elementId)).sort();
  }

  async instance(processInstanceKey: string) {
    return (
      await this.http.get<{ state: string; processDefinitionVersion: number; processDefinitionKey: string }>(`/v2/process-instances/${processInstanceKey}`)
    ).body;
  }
}
