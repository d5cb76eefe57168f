/** What job activation and job push (job-activation.store.ts, job-push.ts) use of the instance tables (see tables/). */
export type { InstanceIdentity } from './tables/instance-identity.js';
export { jobFromRow, jobToRow, type JobRow } from './tables/job.table.js';
