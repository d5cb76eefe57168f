import type { CreateProcessInstanceResult, FormResult, ProcessDefinitionResult, SearchQueryResponse } from '@baton/api-contract';
import type { Http } from './http.js';

const path = (processDefinitionKey: string, suffix = '') => `/v2/process-definitions/${encodeURIComponent(processDefinitionKey)}${suffix}`;

/** What a reviewer may start: the latest version of every process with a start form. */
export async function startableProcesses(http: Http): Promise<ProcessDefinitionResult[]> {
  const response = await http<SearchQueryResponse<ProcessDefinitionResult>>('POST', '/v2/process-definitions/search', {
    body: { filter: { hasStartForm: true, isLatestVersion: true }, sort: [{ field: 'name', order: 'ASC' }], page: { limit: 100 } },
  });
  return response.body.items;
}

/** Every process a reviewer's tasks may belong to (latest versions), for the task list's process filter. */
export async function latestProcesses(http: Http): Promise<ProcessDefinitionResult[]> {
  const response = await http<SearchQueryResponse<ProcessDefinitionResult>>('POST', '/v2/process-definitions/search', {
    body: { filter: { isLatestVersion: true }, sort: [{ field: 'name', order: 'ASC' }], page: { limit: 200 } },
  });
  return response.body.items;
}

export async function getProcess(http: Http, processDefinitionKey: string): Promise<ProcessDefinitionResult> {
  return (await http<ProcessDefinitionResult>('GET', path(processDefinitionKey))).body;
}

export async function startForm(http: Http, processDefinitionKey: string): Promise<FormResult | null> {
  return (await http<FormResult | undefined>('GET', path(processDefinitionKey, '/form'))).body ?? null;
}

export async function processXml(http: Http, processDefinitionKey: string): Promise<string> {
  return (await http<string>('GET', path(processDefinitionKey, '/xml'), { as: 'text' })).body;
}

export async function startProcess(http: Http, processDefinitionKey: string, variables: Record<string, unknown>): Promise<CreateProcessInstanceResult> {
  return (await http<CreateProcessInstanceResult>('POST', '/v2/process-instances', { body: { processDefinitionKey, variables } })).body;
}
