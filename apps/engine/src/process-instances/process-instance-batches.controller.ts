import { Injectable } from '@nestjs/common';
import type { BatchOperationCreatedResult, OperationReferenceRequest, ProcessInstanceFilterBatchRequest } from '@baton/api-contract';
import { IncidentResolutionBatch } from './incident-resolution-batch.js';
import { ProcessInstanceCancellationBatch } from './process-instance-cancellation-batch.js';
import { ProcessInstanceDeletion } from './process-instance-deletion.js';
import { ProcessInstanceSuspensionBatch, RESUME_PROCESS_INSTANCE, SUSPEND_PROCESS_INSTANCE } from './process-instance-suspension-batch.js';

/** Cancellation, incident resolution and deletion of instances: batches over a filter, and one instance's deletion. */
@Injectable()
export class ProcessInstanceBatchesController {
  constructor(
    private readonly cancellation: ProcessInstanceCancellationBatch,
    private readonly incidentResolution: IncidentResolutionBatch,
    private readonly deletion: ProcessInstanceDeletion,
    private readonly suspension: ProcessInstanceSuspensionBatch,
  ) {}

  suspendMany(body: ProcessInstanceFilterBatchRequest): Promise<BatchOperationCreatedResult> {
    return this.suspension.create(SUSPEND_PROCESS_INSTANCE, body);
  }

  resumeMany(body: ProcessInstanceFilterBatchRequest): Promise<BatchOperationCreatedResult> {
    return this.suspension.create(RESUME_PROCESS_INSTANCE, body);
  }

  cancelMany(body: ProcessInstanceFilterBatchRequest): Promise<BatchOperationCreatedResult> {
    return this.cancellation.create(body);
  }

  resolveIncidentsOfMany(body: ProcessInstanceFilterBatchRequest | undefined): Promise<BatchOperationCreatedResult> {
    return this.incidentResolution.create(body);
  }

  resolveIncidents(processInstanceKey: string): Promise<BatchOperationCreatedResult> {
    return this.incidentResolution.createForInstance(processInstanceKey);
  }

  deleteMany(body: ProcessInstanceFilterBatchRequest): Promise<BatchOperationCreatedResult> {
    return this.deletion.create(body);
  }

  delete(processInstanceKey: string, body: OperationReferenceRequest | undefined): Promise<void> {
    return this.deletion.delete(processInstanceKey, body);
  }
}
