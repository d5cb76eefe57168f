import type {
  JobActivationRequest,
  JobCompletionRequest,
  JobErrorRequest,
  JobFailRequest,
  MessageCorrelationRequest,
  MessagePublicationRequest,
  ProcessInstanceCreationRequest,
  UserTaskCompletionRequest,
} from '@baton/api-contract';
import { type DirectRequest, type DirectRoute, directRoute } from './http/direct-routes.js';
import { JobController } from './jobs/job.controller.js';
import { MessageController } from './messages/message.controller.js';
import { ProcessInstanceController } from './process-instances/process-instance.controller.js';
import { UserTaskController } from './user-tasks/user-task.controller.js';

/** A path parameter by its Nest name; the route's validation has checked it is there. */
const param = (request: DirectRequest, name: string): string => request.params[name] ?? '';

/** The `If-Match` header as Nest's `@Headers('if-match')` gives it. */
const ifMatch = (request: DirectRequest): string | undefined => request.headers['if-match'];

/**
 * The routes a running process sends most (starts, job workers, messages, user task completions), answered by
 * Fastify without Nest's per-request layer (http/direct-routes.ts). Each calls its controller's handler as Nest
 * would; the handler's route, status and validation are the Nest route's.
 */
export const DIRECT_API_ROUTES: readonly DirectRoute[] = [
  directRoute(ProcessInstanceController, 'create', (c, request) => c.create(request.body as ProcessInstanceCreationRequest)),
  directRoute(JobController, 'activate', (c, request, reply) => c.activate(request.body as JobActivationRequest, reply)),
  directRoute(JobController, 'complete', (c, request) => c.complete(param(request, 'key'), request.body as JobCompletionRequest | undefined)),
  directRoute(JobController, 'fail', (c, request) => c.fail(param(request, 'key'), request.body as JobFailRequest | undefined)),
  directRoute(JobController, 'throwError', (c, request) => c.throwError(param(request, 'key'), request.body as JobErrorRequest)),
  directRoute(MessageController, 'publish', (c, request) => c.publish(request.body as MessagePublicationRequest)),
  directRoute(MessageController, 'correlate', (c, request) => c.correlate(request.body as MessageCorrelationRequest)),
  directRoute(UserTaskController, 'complete', (c, request) =>
    c.complete(param(request, 'key'), request.body as UserTaskCompletionRequest | undefined, ifMatch(request)),
  ),
];
