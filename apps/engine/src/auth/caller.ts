import { AsyncLocalStorage } from 'node:async_hooks';

/** Who sent the request being served, as its token says. */
export interface Caller {
  /** The user name (`preferred_username`), or the client id of a client-credentials token. */
  readonly id: string;
  readonly kind: 'USER' | 'CLIENT' | 'ANONYMOUS';
  readonly roles: readonly string[];
  readonly groups: readonly string[];
  /** The tenants the caller may see and touch; null = every tenant (AUTH=none). */
  readonly tenants: readonly string[] | null;
  readonly displayName: string | null;
  readonly email: string | null;
  /** Camunda authorizations the embedded realm stores for the caller (its own, its groups', roles' and mapping rules'). */
  readonly authorizations?: readonly CallerAuthorization[];
  /**
   * Set when no role but a stored authorization let this request through, and only for some processes: the process
   * ids it reaches. Searches keep to their rows (see search-query.ts); a key's process is checked by the access control.
   */
  readonly authorizedProcesses?: readonly string[];
}

/** A Camunda authorization as the access checks read it: permissions on one resource, or on every one (`*`). */
export interface CallerAuthorization {
  readonly resourceType: string;
  readonly resourceId: string | null;
  readonly permissionTypes: readonly string[];
}

/** The caller of AUTH=none: an administrator of every tenant. */
export const ANONYMOUS_ADMIN: Caller = Object.freeze({
  id: 'anonymous',
  kind: 'ANONYMOUS',
  roles: ['admin'],
  groups: [],
  tenants: null,
  displayName: null,
  email: null,
});

/**
 * The caller of a public route (`/v2/status`, `/metrics`) when tokens are checked: nobody in particular, who may see
 * no tenant and has no role, so that a public handler that reached for the caller would find no one to act as.
 */
export const PUBLIC_CALLER: Caller = Object.freeze({
  id: 'anonymous',
  kind: 'ANONYMOUS',
  roles: [],
  groups: [],
  tenants: [],
  displayName: null,
  email: null,
});

const callers = new AsyncLocalStorage<Caller>();

/** Runs `next` (the rest of the request) with `caller` as the current caller. */
export const runAsCaller = (caller: Caller, next: () => void): void => callers.run(caller, next);

/**
 * The caller of the request being served; outside a request (schedulers, specs calling services directly) nobody
 * is restricted, as the engine itself acts there.
 */
export const currentCaller = (): Caller => callers.getStore() ?? ANONYMOUS_ADMIN;

export const isAdmin = (caller: Caller): boolean => caller.roles.includes('admin');

/** Whether the caller may see a resource of `tenantId`. */
export const seesTenant = (caller: Caller, tenantId: string): boolean => caller.tenants === null || caller.tenants.includes(tenantId);

/**
 * A reviewer sees and acts on the tasks they are the assignee of or a candidate for (by user or group); operators
 * see every task of their tenants, admins every task.
 */
export const seesAllUserTasks = (caller: Caller): boolean => caller.tenants === null || isAdmin(caller) || caller.roles.includes('operator');

export interface TaskParticipants {
  assignee: string | null;
  candidateUsers: readonly string[];
  candidateGroups: readonly string[];
}

export const mayActOnTask = (caller: Caller, task: TaskParticipants): boolean =>
  caller.tenants === null ||
  isAdmin(caller) ||
  task.assignee === caller.id ||
  task.candidateUsers.includes(caller.id) ||
  task.candidateGroups.some((group) => caller.groups.includes(group));

/** Developers start any process; a reviewer only one whose start event links a form, at that start event (the tasklist's offer). */
export const startsAnyProcess = (caller: Caller): boolean => caller.tenants === null || isAdmin(caller) || caller.roles.includes('developer');
