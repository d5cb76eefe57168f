import { Module } from '@nestjs/common';
import { BatchItemHandlers } from './batch-item-handlers.js';
import { BatchOperationController } from './batch-operation.controller.js';
import { BatchOperationRunner } from './batch-operation-runner.js';
import { BatchOperationReadModel } from './batch-operation.read-model.js';
import { BatchOperations } from './batch-operation.repository.js';

/** Operations over many instances (a migration over a filter), tracked item by item and resumed after a crash. */
@Module({
  providers: [BatchOperationController, BatchOperations, BatchOperationRunner, BatchItemHandlers, BatchOperationReadModel],
  exports: [BatchOperations, BatchOperationRunner, BatchItemHandlers],
})
export class BatchOperationsModule {}
