import { Module } from '@nestjs/common';
import { ExpressionEvaluationController } from './expression-evaluation.controller.js';

@Module({ providers: [ExpressionEvaluationController] })
export class ExpressionsModule {}
