import { Injectable } from '@nestjs/common';
import type { DeploymentValidationRequest, DeploymentValidationResult } from '@baton/api-contract';
import { DeploymentValidator } from './deployment-validator.js';

/** The dry-run deploy the modeler validates against while a model is drawn. */
@Injectable()
export class DeploymentValidationController {
  constructor(private readonly validator: DeploymentValidator) {}

  async validate(body: DeploymentValidationRequest): Promise<DeploymentValidationResult> {
    const { problems, warnings } = await this.validator.validate(body.resources);
    return { valid: problems.length === 0, problems, warnings };
  }
}
