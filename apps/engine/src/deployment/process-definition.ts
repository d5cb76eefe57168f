import type { ExecutableProcess } from '@baton/bpmn-model';

/** A deployed process definition with its compiled graph. */
export interface ProcessDefinition {
  key: string;
  bpmnProcessId: string;
  version: number;
  versionTag: string | null;
  name: string | null;
  tenantId: string;
  deploymentKey: string;
  resourceName: string;
  executable: ExecutableProcess;
}

/** The tenant of everything deployed without one, as the API contract spells it. */
export { DEFAULT_TENANT_ID as DEFAULT_TENANT } from '@baton/api-contract';
