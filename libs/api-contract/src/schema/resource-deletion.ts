/** `POST /v2/resources/{resourceKey}/deletion`: Camunda's `DeleteResourceRequest` and `DeleteResourceResponse`, plus Baton's extras. */
import { Type, type Static } from 'typebox';
import { BatchOperationCreatedResult } from './migration-responses.js';
import { LongKey, Nullable, OperationReference } from './primitives.js';

export const DeleteResourceRequest = Nullable(
  Type.Object(
    {
      operationReference: Type.Optional(OperationReference),
      deleteHistory: Type.Optional(
        Type.Boolean({ description: 'Camunda: also delete the history. Baton keeps the history of finished instances; only false is served.' }),
      ),
      cancelRunningInstances: Type.Optional(
        Type.Boolean({
          description:
            'Baton: cancel the running instances of the process definition first. Without it, a definition that running instances use is not deleted (409).',
        }),
      ),
      reason: Type.Optional(Type.String({ maxLength: 1000, description: 'Baton: why the resource is deleted, kept in the audit log.' })),
    },
    { additionalProperties: false },
  ),
);
export type DeleteResourceRequest = Static<typeof DeleteResourceRequest>;

export const DeleteResourceResult = Type.Object({
  resourceKey: LongKey,
  /** Camunda's batch that deletes the history when `deleteHistory` is set; Baton keeps history, so always null. */
  batchOperation: Nullable(BatchOperationCreatedResult),
});
export type DeleteResourceResult = Static<typeof DeleteResourceResult>;

/** `GET /v2/resources/{resourceKey}`: a deployed resource (a process, a decision requirements graph or a form). */
export const ResourceResult = Type.Object({
  resourceName: Type.String(),
  version: Type.Integer(),
  versionTag: Type.Union([Type.String(), Type.Null()]),
  resourceId: Type.String(),
  tenantId: Type.String(),
  resourceKey: LongKey,
});
export type ResourceResult = Static<typeof ResourceResult>;
