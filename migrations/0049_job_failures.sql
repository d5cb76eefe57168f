-- Camunda's job statistics (issue 43) count a job as failed when its worker reported the failure: the job keeps the
-- time of its latest failure. Jobs that failed before this migration have none and are not counted as failed. The
-- column is written by the same row update that records the failure; no index: the statistics scan the job rows a
-- window of time selects, an administrator's occasional question.
alter table job add column failed_at timestamptz;
