/** Identifies the instance every row belongs to. */
export interface InstanceIdentity {
  processInstanceKey: string;
  processDefinitionKey: string;
  bpmnProcessId: string;
  version: number;
  tenantId: string;
}
