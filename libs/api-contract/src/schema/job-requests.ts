/** Request bodies of the job endpoints (Camunda v2). */
import { Type, type Static } from 'typebox';
import { TENANT_FILTERS } from '../values/jobs.js';
import { MAX_DURATION_MS, Name, Nullable, OperationReference, OperatorReason, StringEnum, TenantId, VariablesObject } from './primitives.js';

export const JobActivationRequest = Type.Object(
  {
    type: Name({ minLength: 1 }),
    worker: Type.Optional(Name()),
    timeout: Type.Integer({ minimum: 1, maximum: MAX_DURATION_MS, format: 'int64', description: 'Lock duration in ms.' }),
    maxJobsToActivate: Type.Integer({ minimum: 1, format: 'int32' }),
    fetchVariable: Type.Optional(Type.Array(Name(), { description: 'Variable names to fetch; empty or omitted: all visible variables.' })),
    requestTimeout: Type.Optional(
      Type.Integer({ maximum: MAX_DURATION_MS, format: 'int64', description: 'Long-poll timeout in ms: 0 = default, < 0 = no long polling.' }),
    ),
    tenantIds: Type.Optional(Type.Array(TenantId, { minItems: 1 })),
    tenantFilter: Type.Optional(StringEnum(TENANT_FILTERS)),
  },
  { additionalProperties: false },
);
export type JobActivationRequest = Static<typeof JobActivationRequest>;

const Corrections = Nullable(
  Type.Object({
    assignee: Type.Optional(Nullable(Name())),
    dueDate: Type.Optional(Nullable(Type.String())),
    followUpDate: Type.Optional(Nullable(Type.String())),
    candidateUsers: Type.Optional(Nullable(Type.Array(Name()))),
    candidateGroups: Type.Optional(Nullable(Type.Array(Name()))),
    priority: Type.Optional(Nullable(Type.Integer({ minimum: 0, maximum: 100 }))),
  }),
);

/** A job result (user task corrections, ad-hoc sub-process activations): described, but refused by Baton for now. */
export const JobResult = Type.Union([
  Type.Object({
    type: Type.Literal('userTask'),
    denied: Type.Optional(Nullable(Type.Boolean())),
    deniedReason: Type.Optional(Nullable(Type.String())),
    corrections: Type.Optional(Corrections),
  }),
  Type.Object({
    type: Type.Literal('adHocSubProcess'),
    activateElements: Type.Optional(Type.Array(Type.Object({ elementId: Type.Optional(Type.String()), variables: Type.Optional(Nullable(VariablesObject)) }))),
    isCompletionConditionFulfilled: Type.Optional(Type.Boolean({ default: false })),
    isCancelRemainingInstances: Type.Optional(Type.Boolean({ default: false })),
  }),
]);
export type JobResult = Static<typeof JobResult>;

export const JobCompletionRequest = Type.Object(
  { variables: Type.Optional(Nullable(VariablesObject)), result: Type.Optional(JobResult) },
  { additionalProperties: false },
);
export type JobCompletionRequest = Static<typeof JobCompletionRequest>;

export const JobFailRequest = Type.Object(
  {
    retries: Type.Optional(Type.Integer({ minimum: 0, format: 'int32', default: 0, description: 'Retries left; 0 raises an incident.' })),
    errorMessage: Type.Optional(Type.String()),
    retryBackOff: Type.Optional(
      Type.Integer({ minimum: 0, maximum: MAX_DURATION_MS, format: 'int64', default: 0, description: 'Back-off in ms before the job can be activated again.' }),
    ),
    variables: Type.Optional(VariablesObject),
  },
  { additionalProperties: false },
);
export type JobFailRequest = Static<typeof JobFailRequest>;

export const JobErrorRequest = Type.Object(
  {
    errorCode: Name({ minLength: 1 }),
    errorMessage: Type.Optional(Nullable(Type.String())),
    variables: Type.Optional(Nullable(VariablesObject)),
  },
  { additionalProperties: false },
);
export type JobErrorRequest = Static<typeof JobErrorRequest>;

export const JobChangeset = Type.Object(
  {
    retries: Type.Optional(Nullable(Type.Integer({ minimum: 1, format: 'int32' }))),
    timeout: Type.Optional(
      Nullable(Type.Integer({ minimum: 0, maximum: MAX_DURATION_MS, format: 'int64' }), { description: 'New lock timeout in ms, from now.' }),
    ),
  },
  { additionalProperties: false },
);
export type JobChangeset = Static<typeof JobChangeset>;

/** Camunda's `JobUpdateRequest`, plus Baton's `reason`. */
export const JobUpdateRequest = Type.Object(
  { changeset: JobChangeset, operationReference: Type.Optional(OperationReference), reason: OperatorReason },
  { additionalProperties: false },
);
export type JobUpdateRequest = Static<typeof JobUpdateRequest>;
