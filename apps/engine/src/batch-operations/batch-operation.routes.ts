import { routeHandlers } from '../http/contract-routes.js';
import { BatchOperationController } from './batch-operation.controller.js';

export const BATCH_OPERATION_ROUTES = routeHandlers(BatchOperationController, {
  getBatchOperation: (batches, { params }) => batches.get(params.batchOperationKey),
  searchBatchOperations: (batches, { body }) => batches.search(body),
  searchBatchOperationItems: (batches, { body }) => batches.searchItems(body),
  suspendBatchOperation: (batches, { params }) => batches.suspend(params.batchOperationKey),
  resumeBatchOperation: (batches, { params }) => batches.resume(params.batchOperationKey),
  cancelBatchOperation: (batches, { params }) => batches.cancel(params.batchOperationKey),
});
