import { Injectable } from '@nestjs/common';
import type { ExpressionEvaluationRequest, ExpressionEvaluationResult } from '@baton/api-contract';
import type { JsonObject } from '@baton/feel';
import { requireTenants } from '../auth/tenant-access.js';
import { DEFAULT_TENANT } from '../deployment/process-definition.js';
import { EngineClock } from '../runtime/engine-clock.js';
import { evaluateExpression } from './expression-evaluation.js';

/** `POST /v2/expression/evaluation`: an expression evaluated with the request's variables at the engine's clock; nothing is stored. */
@Injectable()
export class ExpressionEvaluationController {
  constructor(private readonly clock: EngineClock) {}

  evaluate(body: ExpressionEvaluationRequest): ExpressionEvaluationResult {
    requireTenants('evaluate an expression', [body.tenantId ?? DEFAULT_TENANT]);
    return evaluateExpression(body.expression, (body.variables ?? {}) as JsonObject, this.clock.now());
  }
}
