import type { JobResult as RestJobResult } from '@baton/api-contract';
import type { CompleteJobRequest, FailJobRequest, JobResult, ThrowErrorRequest, UpdateJobRetriesRequest, UpdateJobTimeoutRequest } from './gateway-messages.js';
import type { GatewayOperations } from './gateway-operations.js';
import { type UnaryRpc, unary } from './gateway-rpc.js';
import { defined, jsonDocument, longNumber, operationReference, optionalText } from './message-fields.js';

/** A job result as the REST body carries it: a user task listener's verdict, or an ad-hoc sub-process's activations. */
function restJobResult(result: JobResult): RestJobResult {
  if (result.type === 'adHocSubProcess') {
    return defined({
      type: 'adHocSubProcess' as const,
      activateElements: result.activateElements.map(({ elementId, variables }) => defined({ elementId, variables: jsonDocument('variables', variables) })),
      isCompletionConditionFulfilled: result.isCompletionConditionFulfilled,
      isCancelRemainingInstances: result.isCancelRemainingInstances,
    });
  }
  const corrections = result.corrections;
  return defined({
    type: 'userTask' as const,
    denied: result.denied,
    deniedReason: result.deniedReason,
    corrections: corrections
      ? defined({
          assignee: corrections.assignee,
          dueDate: corrections.dueDate,
          followUpDate: corrections.followUpDate,
          candidateUsers: corrections.candidateUsers?.values,
          candidateGroups: corrections.candidateGroups?.values,
          priority: corrections.priority,
        })
      : undefined,
  });
}

/** The job commands of the gateway, on the REST operations of `/v2/jobs/{jobKey}`. */
export function jobRpcs(operations: GatewayOperations): Record<string, UnaryRpc> {
  return {
    CompleteJob: unary('COMPLETE', async (request: CompleteJobRequest, metadata) => {
      const body = defined({ variables: jsonDocument('variables', request.variables), result: request.result ? restJobResult(request.result) : undefined });
      await operations.call(metadata, 'completeJob', { jobKey: request.jobKey }, body);
      return {};
    }),
    FailJob: unary('FAIL', async (request: FailJobRequest, metadata) => {
      const body = defined({
        retries: request.retries,
        errorMessage: optionalText(request.errorMessage),
        retryBackOff: longNumber(request.retryBackOff),
        variables: jsonDocument('variables', request.variables),
      });
      await operations.call(metadata, 'failJob', { jobKey: request.jobKey }, body);
      return {};
    }),
    ThrowError: unary('THROW_ERROR', async (request: ThrowErrorRequest, metadata) => {
      const body = defined({
        errorCode: request.errorCode,
        errorMessage: optionalText(request.errorMessage),
        variables: jsonDocument('variables', request.variables),
      });
      await operations.call(metadata, 'throwJobError', { jobKey: request.jobKey }, body);
      return {};
    }),
    UpdateJobRetries: unary('UPDATE_RETRIES', async (request: UpdateJobRetriesRequest, metadata) => {
      const body = defined({ changeset: { retries: request.retries }, operationReference: operationReference(request.operationReference) });
      await operations.call(metadata, 'updateJob', { jobKey: request.jobKey }, body);
      return {};
    }),
    UpdateJobTimeout: unary('UPDATE_TIMEOUT', async (request: UpdateJobTimeoutRequest, metadata) => {
      const body = defined({ changeset: { timeout: longNumber(request.timeout) }, operationReference: operationReference(request.operationReference) });
      await operations.call(metadata, 'updateJob', { jobKey: request.jobKey }, body);
      return {};
    }),
  };
}
