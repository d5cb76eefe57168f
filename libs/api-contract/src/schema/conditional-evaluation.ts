/** `POST /v2/conditionals/evaluation`: root conditional start events evaluated against given variables (Camunda 8.9). */
import { Type, type Static } from 'typebox';
import { LongKey, TenantId, VariablesObject } from './primitives.js';

export const ConditionalEvaluationInstruction = Type.Object(
  {
    tenantId: Type.Optional(TenantId),
    /** Only the root conditional start events of this process definition; else those of the latest version of every process. */
    processDefinitionKey: Type.Optional(LongKey),
    /** The variables the conditions are evaluated against, and the new instances start with. */
    variables: VariablesObject,
  },
  { additionalProperties: false },
);
export type ConditionalEvaluationInstruction = Static<typeof ConditionalEvaluationInstruction>;

export const ProcessInstanceReference = Type.Object({ processDefinitionKey: LongKey, processInstanceKey: LongKey });

export const EvaluateConditionalResult = Type.Object({
  conditionalEvaluationKey: LongKey,
  tenantId: TenantId,
  processInstances: Type.Array(ProcessInstanceReference, { description: 'The instances started, one per conditional start event whose condition held.' }),
});
export type EvaluateConditionalResult = Static<typeof EvaluateConditionalResult>;
