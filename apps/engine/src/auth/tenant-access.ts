import { ApiProblem } from '../http/problem-detail.js';
import { currentCaller, seesTenant } from './caller.js';

/**
 * Refuses (403, as Zeebe refuses a tenant "not assigned to this user") a request that creates or takes work in a
 * tenant the caller does not belong to.
 */
export function requireTenants(action: string, tenantIds: readonly string[]): void {
  const caller = currentCaller();
  const foreign = tenantIds.filter((tenantId) => !seesTenant(caller, tenantId));
  if (foreign.length === 0) return;
  throw new ApiProblem(
    403,
    `Expected to ${action} with tenant identifier${foreign.length > 1 ? 's' : ''} ${foreign.map((id) => `'${id}'`).join(', ')}, but the tenant is not assigned to ${caller.id}`,
    'FORBIDDEN',
  );
}
