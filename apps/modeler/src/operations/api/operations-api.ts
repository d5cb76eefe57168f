import type { MigrationPlanReport, ProcessInstanceFilter, ProcessInstanceMigrationRequest, RouteBody } from '@baton/api-contract';
import { engine } from '../../auth/session';

type MigrationPlan = Pick<ProcessInstanceMigrationRequest, 'targetProcessDefinitionKey' | 'mappingInstructions'>;

const PAGE = 1000;
const pageFrom = (from: number) => ({ from, limit: PAGE });

/** Every item of a search, page by page (for the short lists of one instance: its jobs, tasks, variables). */
async function searchAll<T>(search: (page: { from: number; limit: number }) => Promise<{ items: T[]; page: { totalItems: number } }>): Promise<T[]> {
  const items: T[] = [];
  for (let from = 0; ; from += PAGE) {
    const answer = await search(pageFrom(from));
    items.push(...answer.items);
    if (answer.items.length < PAGE || items.length >= answer.page.totalItems) return items;
  }
}

const byVersion = [
  { field: 'processDefinitionId', order: 'ASC' },
  { field: 'version', order: 'DESC' },
] as const;

/** The engine's API as the operations console uses it, always with the operator's token; answers typed by the contract. */
export const operationsApi = {
  overview: () => engine.call('getOperationsOverview'),

  definitions: () => searchAll((page) => engine.call('searchProcessDefinitions', { body: { filter: {}, page, sort: [...byVersion] } })),
  definitionVersions: (processDefinitionId: string) =>
    searchAll((page) =>
      engine.call('searchProcessDefinitions', { body: { filter: { processDefinitionId }, page, sort: [{ field: 'version', order: 'DESC' }] } }),
    ),
  definition: (processDefinitionKey: string) => engine.call('getProcessDefinition', { params: { processDefinitionKey } }),
  definitionXml: async (processDefinitionKey: string) => (await engine.call('getProcessDefinitionXml', { params: { processDefinitionKey } })) ?? '',
  elementDurations: (processDefinitionKey: string) => engine.call('getProcessDefinitionElementDurations', { params: { processDefinitionKey } }),
  definitionStatistics: (processDefinitionKey: string, filter?: NonNullable<RouteBody<'getProcessDefinitionStatistics'>>['filter']) =>
    engine.call('getProcessDefinitionStatistics', { params: { processDefinitionKey }, body: filter ? { filter } : {} }),

  searchInstances: (query: RouteBody<'searchProcessInstances'>) => engine.call('searchProcessInstances', { body: query }),
  instance: (processInstanceKey: string) => engine.call('getProcessInstance', { params: { processInstanceKey } }),
  instanceStatistics: (processInstanceKey: string) => engine.call('getProcessInstanceStatistics', { params: { processInstanceKey } }),
  sequenceFlows: (processInstanceKey: string) => engine.call('getProcessInstanceSequenceFlows', { params: { processInstanceKey } }),
  callHierarchy: (processInstanceKey: string) => engine.call('getProcessInstanceCallHierarchy', { params: { processInstanceKey } }),
  children: (processInstanceKey: string) =>
    searchAll((page) => engine.call('searchProcessInstances', { body: { filter: { parentProcessInstanceKey: processInstanceKey }, page } })),
  history: (processInstanceKey: string) => engine.call('getProcessInstanceHistory', { params: { processInstanceKey } }),
  auditLog: (processInstanceKey: string) =>
    searchAll((page) => engine.call('searchAuditLogs', { body: { filter: { processInstanceKey }, page, sort: [{ field: 'timestamp', order: 'ASC' }] } })),
  variables: (processInstanceKey: string) =>
    searchAll((page) => engine.call('searchVariables', { body: { filter: { processInstanceKey }, page, sort: [{ field: 'name', order: 'ASC' }] } })),
  // A search answer may truncate a long value; the variable itself has it whole.
  variable: (variableKey: string) => engine.call('getVariable', { params: { variableKey } }),
  elementInstances: (processInstanceKey: string) =>
    searchAll((page) =>
      engine.call('searchElementInstances', { body: { filter: { processInstanceKey }, page, sort: [{ field: 'startDate', order: 'ASC' }] } }),
    ),
  jobs: (processInstanceKey: string) => searchAll((page) => engine.call('searchJobs', { body: { filter: { processInstanceKey }, page } })),
  userTasks: (processInstanceKey: string) => searchAll((page) => engine.call('searchUserTasks', { body: { filter: { processInstanceKey }, page } })),
  decisionInstances: (processInstanceKey: string) =>
    searchAll((page) =>
      engine.call('searchDecisionInstances', {
        body: { filter: { processInstanceKey }, page, sort: [{ field: 'decisionEvaluationInstanceKey', order: 'ASC' }] },
      }),
    ),
  searchDecisionInstances: (query: RouteBody<'searchDecisionInstances'>) => engine.call('searchDecisionInstances', { body: query }),
  decisionDefinitions: () =>
    searchAll((page) =>
      engine.call('searchDecisionDefinitions', {
        body: {
          filter: {},
          page,
          sort: [
            { field: 'decisionDefinitionId', order: 'ASC' },
            { field: 'version', order: 'DESC' },
          ],
        },
      }),
    ),
  decisionInstance: (decisionEvaluationInstanceKey: string) => engine.call('getDecisionInstance', { params: { decisionEvaluationInstanceKey } }),
  decisionXml: async (decisionDefinitionKey: string) => (await engine.call('getDecisionDefinitionXml', { params: { decisionDefinitionKey } })) ?? '',
  incidents: (processInstanceKey: string) =>
    searchAll((page) => engine.call('searchIncidents', { body: { filter: { processInstanceKey, state: 'ACTIVE' }, page } })),

  // The reason is Baton's field beside Camunda's: the audit log keeps it, the timeline shows it.
  cancel: (processInstanceKey: string, reason: string) => engine.call('cancelProcessInstance', { params: { processInstanceKey }, body: { reason } }),
  // Camunda 8.10's suspension takes the reason in its own body; the audit log keeps it.
  suspend: (processInstanceKey: string, reason: string) => engine.call('suspendProcessInstance', { params: { processInstanceKey }, body: { reason } }),
  resume: (processInstanceKey: string, reason: string) => engine.call('resumeProcessInstance', { params: { processInstanceKey }, body: { reason } }),
  resolveIncident: (incidentKey: string, reason: string) => engine.call('resolveIncident', { params: { incidentKey }, body: { reason } }),
  updateJobRetries: (jobKey: string, retries: number, reason: string) =>
    engine.call('updateJob', { params: { jobKey }, body: { changeset: { retries }, reason } }),
  setVariables: (elementInstanceKey: string, request: RouteBody<'createElementInstanceVariables'>) =>
    engine.call('createElementInstanceVariables', { params: { elementInstanceKey }, body: request }),
  modify: (processInstanceKey: string, request: RouteBody<'modifyProcessInstance'>) =>
    engine.call('modifyProcessInstance', { params: { processInstanceKey }, body: request }),

  // The dry run's report is the route's extra 200 answer (the table's success is the migration's 204): typed by its schema here.
  dryRunMigration: async (processInstanceKey: string, plan: MigrationPlan) =>
    (await engine.call('migrateProcessInstance', { params: { processInstanceKey }, body: { ...plan, dryRun: true } })) as unknown as MigrationPlanReport,
  startBatchMigration: (filter: ProcessInstanceFilter, migrationPlan: MigrationPlan, reason: string) =>
    engine.call('migrateProcessInstancesBatchOperation', { body: { filter, migrationPlan, reason } }),
  // Newest first: the list pages back only as far as an operator looks (a page of 100).
  batches: (page: { from: number; limit: number }) => engine.call('searchBatchOperations', { body: { page, sort: [{ field: 'startDate', order: 'DESC' }] } }),
  batchAction: (batchOperationKey: string, action: 'suspend' | 'resume' | 'cancel') =>
    engine.call(action === 'suspend' ? 'suspendBatchOperation' : action === 'resume' ? 'resumeBatchOperation' : 'cancelBatchOperation', {
      params: { batchOperationKey },
    }),
  batch: (batchOperationKey: string) => engine.call('getBatchOperation', { params: { batchOperationKey } }),
  batchItems: (batchOperationKey: string) => searchAll((page) => engine.call('searchBatchOperationItems', { body: { filter: { batchOperationKey }, page } })),
};

export type { MigrationPlan };
