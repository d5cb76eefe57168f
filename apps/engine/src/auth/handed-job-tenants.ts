import { Injectable } from '@nestjs/common';

/** Enough for the jobs workers hold at once in a busy engine process; the oldest entry goes first. */
const CAPACITY = 65_536;

/**
 * The tenants of the jobs this engine process handed to workers, so that the access control of the completion that
 * follows (a failure, an error, a new timeout) needs no read of the job's tenant. An entry cannot be stale in any
 * engine process: a job's tenant never changes and a key is never given twice. A job that is not here (handed out by
 * another process, or long ago) is read as before.
 */
@Injectable()
export class HandedJobTenants {
  private readonly tenants = new Map<string, string>();

  handed(jobs: readonly { jobKey: string; tenantId: string }[]): void {
    for (const { jobKey, tenantId } of jobs) {
      if (this.tenants.size >= CAPACITY) this.tenants.delete(this.tenants.keys().next().value as string);
      this.tenants.set(jobKey, tenantId);
    }
  }

  tenantOf(jobKey: string): string | undefined {
    return this.tenants.get(jobKey);
  }
}
