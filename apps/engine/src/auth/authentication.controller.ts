import { Injectable } from '@nestjs/common';
import type { CamundaUserResult } from '@baton/api-contract';
import { currentCaller } from './caller.js';

@Injectable()
export class AuthenticationController {
  /** Who the caller is, in Camunda's shape; tenants are named by their ids (Baton keeps no tenant records). */
  me(): CamundaUserResult {
    const caller = currentCaller();
    return {
      username: caller.id,
      displayName: caller.displayName,
      email: caller.email,
      authorizedComponents: ['*'],
      tenants: (caller.tenants ?? []).map((tenantId) => ({ tenantId, name: tenantId, description: null })),
      groups: [...caller.groups],
      roles: [...caller.roles],
      salesPlanType: null,
      c8Links: {},
      canLogout: caller.kind === 'USER',
    };
  }
}
