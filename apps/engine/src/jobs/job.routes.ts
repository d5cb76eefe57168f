import { routeHandlers } from '../http/contract-routes.js';
import { JobController } from './job.controller.js';

export const JOB_ROUTES = routeHandlers(JobController, {
  activateJobs: (jobs, { body, reply, context }) => jobs.activate(body, reply, context),
  completeJob: (jobs, { params, body, context }) => jobs.complete(params.jobKey, body, context),
  failJob: (jobs, { params, body, context }) => jobs.fail(params.jobKey, body, context),
  throwJobError: (jobs, { params, body, context }) => jobs.throwError(params.jobKey, body, context),
  updateJob: (jobs, { params, body, context }) => jobs.update(params.jobKey, body, context),
  searchJobs: (jobs, { body }) => jobs.search(body),
});
