import { Module } from '@nestjs/common';
import { OperationsOverviewController } from './operations-overview.controller.js';
import { OperationsOverviewReadModel } from './operations-overview.read-model.js';

@Module({ providers: [OperationsOverviewController, OperationsOverviewReadModel] })
export class OperationsModule {}
