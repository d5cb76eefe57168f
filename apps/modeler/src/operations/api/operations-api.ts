import type {
  AuditLogResult,
  DecisionDefinitionResult,
  DecisionInstanceGetQueryResult,
  DecisionInstanceSearchQuery,
  DecisionInstanceResult,
  BatchOperationCreatedResult,
  BatchOperationItemResult,
  BatchOperationResult,
  ElementDurationQueryResult,
  ElementInstanceResult,
  IncidentResult,
  JobSearchResult,
  MigrationPlanReport,
  OperationsOverview,
  ProcessDefinitionResult,
  ProcessElementStatisticsQueryResult,
  ProcessInstanceCallHierarchyEntry,
  ProcessInstanceFilter,
  ProcessInstanceHistoryResponse,
  ProcessInstanceMigrationRequest,
  ProcessInstanceModificationRequest,
  ProcessInstanceResult,
  ProcessInstanceSearchQuery,
  ProcessInstanceSequenceFlowsQueryResult,
  SearchQueryResponse,
  SetVariableRequest,
  UserTaskResult,
  VariableResult,
  VariableSearchResult,
} from '@baton/api-contract';
import { call, json } from '../../api/engine-api';

type MigrationPlan = Pick<ProcessInstanceMigrationRequest, 'targetProcessDefinitionKey' | 'mappingInstructions'>;

/** Every item of a search, page by page (for the short lists of one instance: its jobs, tasks, variables). */
async function searchAll<T>(path: string, filter: Record<string, unknown>, sort?: { field: string; order?: 'ASC' | 'DESC' }[]): Promise<T[]> {
  const items: T[] = [];
  for (let from = 0; ; from += 1000) {
    const page = await json<SearchQueryResponse<T>>('POST', path, { filter, page: { from, limit: 1000 }, ...(sort ? { sort } : {}) });
    items.push(...page.items);
    if (page.items.length < 1000 || items.length >= page.page.totalItems) return items;
  }
}

/** The engine's API as the operations console uses it, always with the operator's token. */
export const operationsApi = {
  overview: () => json<OperationsOverview>('GET', '/baton/v1/operations/overview'),

  definitions: () =>
    searchAll<ProcessDefinitionResult>('/v2/process-definitions/search', {}, [
      { field: 'processDefinitionId', order: 'ASC' },
      { field: 'version', order: 'DESC' },
    ]),
  definitionVersions: (processDefinitionId: string) =>
    searchAll<ProcessDefinitionResult>('/v2/process-definitions/search', { processDefinitionId }, [{ field: 'version', order: 'DESC' }]),
  definition: (key: string) => json<ProcessDefinitionResult>('GET', `/v2/process-definitions/${key}`),
  definitionXml: (key: string) => call<string>('GET', `/v2/process-definitions/${key}/xml`),
  elementDurations: (key: string) => json<ElementDurationQueryResult>('GET', `/baton/v1/process-definitions/${key}/statistics/element-durations`),
  definitionStatistics: (key: string, filter?: Record<string, unknown>) =>
    json<ProcessElementStatisticsQueryResult>('POST', `/v2/process-definitions/${key}/statistics/element-instances`, filter ? { filter } : {}),

  searchInstances: (query: ProcessInstanceSearchQuery) => json<SearchQueryResponse<ProcessInstanceResult>>('POST', '/v2/process-instances/search', query),
  instance: (key: string) => json<ProcessInstanceResult>('GET', `/v2/process-instances/${key}`),
  instanceStatistics: (key: string) => json<ProcessElementStatisticsQueryResult>('GET', `/v2/process-instances/${key}/statistics/element-instances`),
  sequenceFlows: (key: string) => json<ProcessInstanceSequenceFlowsQueryResult>('GET', `/v2/process-instances/${key}/sequence-flows`),
  callHierarchy: (key: string) => json<ProcessInstanceCallHierarchyEntry[]>('GET', `/v2/process-instances/${key}/call-hierarchy`),
  children: (key: string) => searchAll<ProcessInstanceResult>('/v2/process-instances/search', { parentProcessInstanceKey: key }),
  history: (key: string) => json<ProcessInstanceHistoryResponse>('GET', `/baton/v1/process-instances/${key}/history`),
  auditLog: (processInstanceKey: string) => searchAll<AuditLogResult>('/v2/audit-logs/search', { processInstanceKey }, [{ field: 'timestamp', order: 'ASC' }]),
  variables: (processInstanceKey: string) => searchAll<VariableSearchResult>('/v2/variables/search', { processInstanceKey }, [{ field: 'name', order: 'ASC' }]),
  // A search answer may truncate a long value; the variable itself has it whole.
  variable: (variableKey: string) => json<VariableResult>('GET', `/v2/variables/${variableKey}`),
  elementInstances: (processInstanceKey: string) =>
    searchAll<ElementInstanceResult>('/v2/element-instances/search', { processInstanceKey }, [{ field: 'startDate', order: 'ASC' }]),
  jobs: (processInstanceKey: string) => searchAll<JobSearchResult>('/v2/jobs/search', { processInstanceKey }),
  userTasks: (processInstanceKey: string) => searchAll<UserTaskResult>('/v2/user-tasks/search', { processInstanceKey }),
  decisionInstances: (processInstanceKey: string) =>
    searchAll<DecisionInstanceResult>('/v2/decision-instances/search', { processInstanceKey }, [{ field: 'decisionEvaluationInstanceKey', order: 'ASC' }]),
  searchDecisionInstances: (query: DecisionInstanceSearchQuery) =>
    json<SearchQueryResponse<DecisionInstanceResult>>('POST', '/v2/decision-instances/search', query),
  decisionDefinitions: () =>
    searchAll<DecisionDefinitionResult>('/v2/decision-definitions/search', {}, [
      { field: 'decisionDefinitionId', order: 'ASC' },
      { field: 'version', order: 'DESC' },
    ]),
  decisionInstance: (key: string) => json<DecisionInstanceGetQueryResult>('GET', `/v2/decision-instances/${key}`),
  decisionXml: (decisionDefinitionKey: string) => call<string>('GET', `/v2/decision-definitions/${decisionDefinitionKey}/xml`),
  incidents: (processInstanceKey: string) => searchAll<IncidentResult>('/v2/incidents/search', { processInstanceKey, state: 'ACTIVE' }),

  // The reason is Baton's field beside Camunda's: the audit log keeps it, the timeline shows it.
  cancel: (key: string, reason: string) => json<void>('POST', `/v2/process-instances/${key}/cancellation`, { reason }),
  // Camunda 8.10's suspension takes the reason in its own body; the audit log keeps it.
  suspend: (key: string, reason: string) => json<void>('POST', `/v2/process-instances/${key}/suspension`, { reason }),
  resume: (key: string, reason: string) => json<void>('POST', `/v2/process-instances/${key}/resumption`, { reason }),
  resolveIncident: (incidentKey: string, reason: string) => json<void>('POST', `/v2/incidents/${incidentKey}/resolution`, { reason }),
  updateJobRetries: (jobKey: string, retries: number, reason: string) => json<void>('PATCH', `/v2/jobs/${jobKey}`, { changeset: { retries }, reason }),
  setVariables: (scopeKey: string, request: SetVariableRequest) => json<void>('PUT', `/v2/element-instances/${scopeKey}/variables`, request),
  modify: (key: string, request: ProcessInstanceModificationRequest) => json<void>('POST', `/v2/process-instances/${key}/modification`, request),

  dryRunMigration: (key: string, plan: MigrationPlan) => json<MigrationPlanReport>('POST', `/v2/process-instances/${key}/migration`, { ...plan, dryRun: true }),
  startBatchMigration: (filter: ProcessInstanceFilter, migrationPlan: MigrationPlan, reason: string) =>
    json<BatchOperationCreatedResult>('POST', '/v2/process-instances/migration', { filter, migrationPlan, reason }),
  // Newest first: the list pages back only as far as an operator looks (a page of 100).
  batches: async () =>
    (
      await json<SearchQueryResponse<BatchOperationResult>>('POST', '/v2/batch-operations/search', {
        page: { limit: 100 },
        sort: [{ field: 'startDate', order: 'DESC' }],
      })
    ).items,
  batchAction: (key: string, action: 'suspend' | 'resume' | 'cancel') =>
    json<void>('POST', `/v2/batch-operations/${key}/${action === 'suspend' ? 'suspension' : action === 'resume' ? 'resumption' : 'cancellation'}`),
  batch: (key: string) => json<BatchOperationResult>('GET', `/v2/batch-operations/${key}`),
  batchItems: (batchOperationKey: string) => searchAll<BatchOperationItemResult>('/v2/batch-operation-items/search', { batchOperationKey }),
};

export type { MigrationPlan };
