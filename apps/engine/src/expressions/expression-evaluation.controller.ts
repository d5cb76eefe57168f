import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import type { ExpressionEvaluationRequest, ExpressionEvaluationResult } from '@baton/api-contract';
import type { JsonObject } from '@baton/feel';
import { requireTenants } from '../auth/tenant-access.js';
import { DEFAULT_TENANT } from '../deployment/process-definition.js';
import { EngineClock } from '../runtime/engine-clock.js';
import { evaluateExpression } from './expression-evaluation.js';

/** `POST /v2/expression/evaluation`: an expression evaluated with the request's variables at the engine's clock; nothing is stored. */
@Controller('v2/expression')
export class ExpressionEvaluationController {
  constructor(private readonly clock: EngineClock) {}

  @Post('evaluation')
  @HttpCode(200)
  evaluate(@Body() body: ExpressionEvaluationRequest): ExpressionEvaluationResult {
    requireTenants('evaluate an expression', [body.tenantId ?? DEFAULT_TENANT]);
    return evaluateExpression(body.expression, (body.variables ?? {}) as JsonObject, this.clock.now());
  }
}
