import type { JobSearchResult } from '@baton/api-contract';

/** What a job is for, as Camunda's kind and listener event type say: the element's own work, or a listener's. */
export function jobKindLabel(job: Pick<JobSearchResult, 'kind' | 'listenerEventType' | 'isDenied'>): string {
  const event = job.listenerEventType === 'UNSPECIFIED' ? '' : ` (${job.listenerEventType.toLowerCase()})`;
  const kind =
    job.kind === 'EXECUTION_LISTENER'
      ? 'Execution listener'
      : job.kind === 'TASK_LISTENER'
        ? 'Task listener'
        : job.kind === 'AD_HOC_SUB_PROCESS'
          ? 'Ad-hoc sub-process'
          : 'Element';
  return `${kind}${event}${job.isDenied ? ', denied' : ''}`;
}
