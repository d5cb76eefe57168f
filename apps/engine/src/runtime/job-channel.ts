/** The channel an instance write NOTIFYs with the types of jobs that became activatable (job-notifications.ts listens). */
export const JOB_CHANNEL = 'baton_jobs';
