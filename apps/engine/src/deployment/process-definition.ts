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

export const DEFAULT_TENANT = '<default>';
