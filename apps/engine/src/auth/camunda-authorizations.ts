import type { Caller } from './caller.js';

/** A Camunda permission on a resource type (`PROCESS_DEFINITION` / `CREATE_PROCESS_INSTANCE`). */
export interface Permission {
  readonly resourceType: string;
  readonly permissionType: string;
}

const onProcesses = (permissionType: string): Permission => ({ resourceType: 'PROCESS_DEFINITION', permissionType });

/** Starting instances of a process (its resource id is the process id). */
export const START_PROCESS = onProcesses('CREATE_PROCESS_INSTANCE');
/** Reading a process's instances, their element instances, variables and incidents. */
export const READ_INSTANCES = onProcesses('READ_PROCESS_INSTANCE');
/** Reading a process's user tasks, their forms and variables. */
export const READ_USER_TASKS = onProcesses('READ_USER_TASK');
/** Assigning, updating and completing a process's user tasks, whoever they are offered to. */
export const UPDATE_USER_TASKS = onProcesses('UPDATE_USER_TASK');
/** Setting variables of and resolving incidents of a process's instances. */
export const UPDATE_INSTANCES = onProcesses('UPDATE_PROCESS_INSTANCE');
export const MODIFY_INSTANCES = onProcesses('MODIFY_PROCESS_INSTANCE');
export const CANCEL_INSTANCES = onProcesses('CANCEL_PROCESS_INSTANCE');

const each = (permission: Permission, operationIds: readonly string[]) => operationIds.map((operationId) => [operationId, permission] as const);

/**
 * The operations a stored Camunda authorization lets a caller call without a Baton role that allows them, and the
 * permission it must grant on the process the request names (the access control checks a key's process, a search
 * keeps to the processes granted, the instance creation checks the process it starts).
 */
const AUTHORIZED_OPERATIONS: ReadonlyMap<string, Permission> = new Map([
  ['createProcessInstance', START_PROCESS],
  ...each(READ_INSTANCES, [
    'searchProcessInstances',
    'getProcessInstance',
    'getProcessInstanceSequenceFlows',
    'searchElementInstances',
    'getElementInstance',
    'searchVariables',
    'getVariable',
    'searchIncidents',
    'getIncident',
    'searchProcessInstanceIncidents',
    'searchElementInstanceIncidents',
  ]),
  ...each(READ_USER_TASKS, ['searchUserTasks', 'getUserTask', 'getUserTaskForm', 'searchUserTaskVariables', 'searchUserTaskEffectiveVariables']),
  ...each(UPDATE_USER_TASKS, ['assignUserTask', 'unassignUserTask', 'updateUserTask', 'completeUserTask']),
  ...each(UPDATE_INSTANCES, ['createElementInstanceVariables', 'resolveIncident', 'resolveProcessInstanceIncidents']),
  ['modifyProcessInstance', MODIFY_INSTANCES],
  ...each(CANCEL_INSTANCES, ['cancelProcessInstance']),
]);

/** The permission through which an operation may be called without a role, if any. */
export const permissionFor = (operationId: string): Permission | undefined => AUTHORIZED_OPERATIONS.get(operationId);

const grants = (caller: Caller, permission: Permission) =>
  (caller.authorizations ?? []).filter(
    (authorization) => authorization.resourceType === permission.resourceType && authorization.permissionTypes.includes(permission.permissionType),
  );

/**
 * Whether the caller's authorizations grant the permission on the resource `resourceId` (an authorization for `*`
 * grants it on every one), or, without one, on some resource of the type.
 */
export function holdsPermission(caller: Caller, permission: Permission, resourceId?: string): boolean {
  return grants(caller, permission).some(
    (authorization) => resourceId === undefined || authorization.resourceId === '*' || authorization.resourceId === resourceId,
  );
}

/** The resource ids the caller's authorizations grant the permission on: `*` for every one. */
export function grantedResourceIds(caller: Caller, permission: Permission): readonly string[] | '*' {
  const ids = grants(caller, permission).flatMap((authorization) => (authorization.resourceId === null ? [] : [authorization.resourceId]));
  return ids.includes('*') ? '*' : [...new Set(ids)];
}

/** Camunda's refusal of a resource the caller's authorizations do not reach (a 403, as Camunda answers it). */
export const unauthorizedMessage = (permission: Permission): string =>
  `Unauthorized to perform operation '${permission.permissionType}' on resource '${permission.resourceType}'`;
