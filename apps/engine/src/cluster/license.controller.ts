import { Injectable } from '@nestjs/common';

/** Camunda's `LicenseResponse`, as the official client validates it. */
export interface LicenseResponse {
  validLicense: boolean;
  licenseType: string;
  isCommercial: boolean;
  expiresAt: string | null;
}

/**
 * The licence Baton is distributed under. The repository states none yet (no LICENSE file, no `license` in
 * package.json), so it says so rather than invent one.
 */
const BATON_LICENCE = 'none stated';

/**
 * `GET /v2/license`. Baton is not Camunda and holds no Camunda licence, so `validLicense` is false, as Camunda
 * answers without one; `licenseType` says what answers instead.
 */
@Injectable()
export class LicenseController {
  license(): LicenseResponse {
    return {
      validLicense: false,
      licenseType: `Baton, an open BPMN 2.0 engine with a Camunda 8 compatible API, not Camunda (licence: ${BATON_LICENCE})`,
      isCommercial: false,
      expiresAt: null,
    };
  }
}
