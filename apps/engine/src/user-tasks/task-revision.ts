import { ApiProblem } from '../http/problem-detail.js';

/** The ETag of a user task: its revision, which moves whenever the task or a variable it can see changes. */
export function taskETag(revision: number): string {
  return `"${revision}"`;
}

/**
 * The revision an `If-Match` header names, for the command's optimistic check; null without a header or with
 * `*`. A tag that is not one of ours can never match (RFC 9110 compares strongly), so it is refused as such.
 */
export function expectedRevision(ifMatch: string | undefined): number | null {
  const value = ifMatch?.trim() ?? '';
  if (value === '' || value === '*') return null;
  const match = /^"(\d{1,9})"$/.exec(value);
  if (!match) {
    throw new ApiProblem(
      412,
      `If-Match ${value} does not name a revision of this user task; send the ETag of GET /v2/user-tasks/{userTaskKey}, such as "3"`,
      'PRECONDITION_FAILED',
    );
  }
  return Number(match[1]);
}
