import { Module } from '@nestjs/common';
import { ExpressionEvaluationController } from './expression-evaluation.controller.js';

@Module({ controllers: [ExpressionEvaluationController] })
export class ExpressionsModule {}
