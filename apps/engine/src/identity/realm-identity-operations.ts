import { API_ROUTES } from '@baton/api-contract';

/** Camunda's identity paths: users, groups, roles, tenants, mapping rules, authorizations and the first-run setup. */
const IDENTITY_PATH = /^\/v2\/(users|groups|roles|tenants|mapping-rules|authorizations|setup)(\/|$)/;

/**
 * The operations served from the embedded realm's identity (realm-identity.routes.ts serves exactly these, its spec
 * checks): of no tenant, and answered 501 while OIDC_ISSUER owns the identity. Read from the route table, so that the
 * access control can know them without loading their handlers.
 */
export const REALM_IDENTITY_OPERATIONS: ReadonlySet<string> = new Set(
  API_ROUTES.filter((route) => IDENTITY_PATH.test(route.path)).map((route) => route.operationId),
);
