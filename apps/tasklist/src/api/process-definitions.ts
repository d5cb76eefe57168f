import type { EngineClient } from '@baton/web-client';

/** What a reviewer may start: the latest version of every process with a start form. */
export async function startableProcesses(engine: EngineClient) {
  const page = await engine.call('searchProcessDefinitions', {
    body: { filter: { hasStartForm: true, isLatestVersion: true }, sort: [{ field: 'name', order: 'ASC' }], page: { limit: 100 } },
  });
  return page.items;
}

/** Every process a reviewer's tasks may belong to (latest versions), for the task list's process filter. */
export async function latestProcesses(engine: EngineClient) {
  const page = await engine.call('searchProcessDefinitions', {
    body: { filter: { isLatestVersion: true }, sort: [{ field: 'name', order: 'ASC' }], page: { limit: 200 } },
  });
  return page.items;
}

export function getProcess(engine: EngineClient, processDefinitionKey: string) {
  return engine.call('getProcessDefinition', { params: { processDefinitionKey } });
}

export async function startForm(engine: EngineClient, processDefinitionKey: string) {
  return (await engine.call('getStartProcessForm', { params: { processDefinitionKey } })) ?? null;
}

export async function processXml(engine: EngineClient, processDefinitionKey: string): Promise<string> {
  return (await engine.call('getProcessDefinitionXml', { params: { processDefinitionKey } })) ?? '';
}

export function startProcess(engine: EngineClient, processDefinitionKey: string, variables: Record<string, unknown>) {
  return engine.call('createProcessInstance', { body: { processDefinitionKey, variables } });
}
