import type { Caller } from './caller.js';

/** A Camunda permission on a resource type (`PROCESS_DEFINITION` / `CREATE_PROCESS_INSTANCE`). */
export interface Permission {
  readonly resourceType: string;
  readonly permissionType: string;
}

/** Starting instances of a process (its resource id is the process id). */
export const START_PROCESS: Permission = { resourceType: 'PROCESS_DEFINITION', permissionType: 'CREATE_PROCESS_INSTANCE' };

/**
 * The operations a stored Camunda authorization lets a caller call without a Baton role that allows them, and the
 * permission it must grant. The route's handler then checks the permission on the resource the request names.
 */
const AUTHORIZED_OPERATIONS: Readonly<Record<string, Permission>> = {
  createProcessInstance: START_PROCESS,
};

/** The permission through which an operation may be called without a role, if any. */
export const permissionFor = (operationId: string): Permission | undefined => AUTHORIZED_OPERATIONS[operationId];

/**
 * Whether the caller's authorizations grant the permission on the resource `resourceId` (an authorization for `*`
 * grants it on every one), or, without one, on some resource of the type.
 */
export function holdsPermission(caller: Caller, permission: Permission, resourceId?: string): boolean {
  return (caller.authorizations ?? []).some(
    (authorization) =>
      authorization.resourceType === permission.resourceType &&
      authorization.permissionTypes.includes(permission.permissionType) &&
      (resourceId === undefined || authorization.resourceId === '*' || authorization.resourceId === resourceId),
  );
}
