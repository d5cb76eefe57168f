import { Injectable } from '@nestjs/common';
import { EngineConfig } from '../config/engine-config.js';
import type { SqlRunner } from '../database/database.js';
import { PgPool } from '../database/pg-pool.js';
import { InvalidState } from '../runtime/command-errors.js';

/** Served by the index process_instance_running_business_id (migration 0038). */
const RUNNING_WITH_BUSINESS_ID_SQL = `
  select key::text as key from process_instance
   where bpmn_process_id = $1 and tenant_id = $2 and business_id = $3
     and parent_process_instance_key is null and state in ('ACTIVE', 'SUSPENDED')
   limit 1`;

/** The running root instance of the process and tenant that holds the business id, if any. */
export async function holderOfBusinessId(sql: SqlRunner, bpmnProcessId: string, tenantId: string, businessId: string): Promise<string | null> {
  const [running] = await sql.query<{ key: string }>(RUNNING_WITH_BUSINESS_ID_SQL, [bpmnProcessId, tenantId, businessId]);
  return running?.key ?? null;
}

/**
 * Camunda 8.9's Business ID Uniqueness Control, when BUSINESS_ID_UNIQUENESS is on: a root instance is not started
 * with the business id of a running root instance of the same process and tenant (instances a call activity started
 * are not counted, as in Camunda). Checked before the creation's write: two starts racing with the same business id
 * may both pass.
 */
@Injectable()
export class BusinessIdUniqueness {
  constructor(
    private readonly config: EngineConfig,
    private readonly pg: PgPool,
  ) {}

  async check(bpmnProcessId: string, tenantId: string, businessId: string | null): Promise<void> {
    if (!this.config.businessIdUniqueness || businessId === null) return;
    const running = await holderOfBusinessId(this.pg, bpmnProcessId, tenantId, businessId);
    if (running !== null) {
      throw new InvalidState(
        `Expected to create a process instance of '${bpmnProcessId}' with business id '${businessId}', but the process instance with key '${running}' already runs with it`,
      );
    }
  }
}
