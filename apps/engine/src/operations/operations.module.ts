import { Module } from '@nestjs/common';
import { OperationsOverviewController } from './operations-overview.controller.js';
import { OperationsOverviewReadModel } from './operations-overview.read-model.js';

@Module({ controllers: [OperationsOverviewController], providers: [OperationsOverviewReadModel] })
export class OperationsModule {}
