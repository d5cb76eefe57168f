import type { Authentication } from '../auth/authentication.js';
import { ApiProblem } from '../http/problem-detail.js';

/** With OIDC_ISSUER, users, groups, roles, tenants and authorizations are the provider's: read and changed there. */
export function refuseWhileProviderOwnsIdentity(auth: Authentication): void {
  const issuer = auth.externalIssuer;
  if (issuer !== undefined) {
    throw new ApiProblem(501, `Users, groups, roles, tenants and authorizations are the identity provider's (OIDC_ISSUER ${issuer}): manage them there`);
  }
}
