import { Injectable } from '@nestjs/common';
import { Database } from '../database/database.js';
import { conflict } from '../http/problem-detail.js';
import { EngineClock } from '../runtime/engine-clock.js';

/**
 * Deletes a deployed decision requirements graph with its decisions, as Zeebe deletes a DMN resource: nothing
 * evaluates them any more (a business rule task bound to `latest` finds the previous version, one bound to them by
 * `deployment` or `versionTag` finds none), while the decision instances that evaluated them keep them as their record.
 */
@Injectable()
export class DecisionRequirementsDeletion {
  constructor(
    private readonly database: Database,
    private readonly clock: EngineClock,
  ) {}

  async delete(key: string, what: string): Promise<void> {
    await this.database.transaction(async (sql) => {
      const [graph] = await sql.query<{ decision_requirements_id: string; tenant_id: string; decision_ids: string[] }>(
        `select r.decision_requirements_id, r.tenant_id, array(select d.decision_id from decision_definition d where d.decision_requirements_key = r.key) as decision_ids
           from decision_requirements r where r.key = $1`,
        [key],
      );
      if (!graph) throw conflict(`Expected to delete ${what}, but it was deleted meanwhile`);
      // Serialised with deployments of the graph and its decisions, under their locks taken in their order
      // (decisions/decision-deployment.ts), so that a deployment's next version and this deletion do not cross.
      const lockNames = [`drg:${graph.decision_requirements_id}`, ...graph.decision_ids.map((id) => `decision:${id}`)].sort();
      for (const name of lockNames) await sql.query(`select pg_advisory_xact_lock(hashtext($1))`, [`deploy-${name}:${graph.tenant_id}`]);
      const now = new Date(this.clock.now()).toISOString();
      const deleted = await sql.query(`update decision_requirements set deleted_at = $2 where key = $1 and deleted_at is null returning key`, [key, now]);
      if (deleted.length === 0) throw conflict(`Expected to delete ${what}, but it was deleted meanwhile`);
      await sql.query(`update decision_definition set deleted_at = $2 where decision_requirements_key = $1 and deleted_at is null`, [key, now]);
    });
  }
}
