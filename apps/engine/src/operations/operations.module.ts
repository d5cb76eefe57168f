import { Module } from '@nestjs/common';
import { OperationsOverviewController } from './operations-overview.controller.js';

@Module({ controllers: [OperationsOverviewController] })
export class OperationsModule {}
