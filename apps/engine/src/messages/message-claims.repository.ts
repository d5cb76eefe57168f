import { Injectable } from '@nestjs/common';
import { EngineConfig } from '../config/engine-config.js';
import type { SqlRunner } from '../database/database.js';
import { EngineProcessId, HOLDER_GRACE_SECONDS, holderGoneSql } from '../database/engine-process-id.js';
import { PgPool } from '../database/pg-pool.js';
import { takesRowLocks } from '../database/row-locks.js';

/**
 * How long an unconfirmed claim is trusted before the sweep looks at what became of it. A trigger that is still
 * running after this long is very unlikely; the sweep then decides by the instance's history, not by guessing.
 */
export const CLAIM_TIMEOUT_SECONDS = 60;

/** A claim left unconfirmed too long, or by a holder that has no connection left. */
const STALE = `not c.confirmed and (c.claimed_at < now() - make_interval(secs => ${CLAIM_TIMEOUT_SECONDS})
                or (${holderGoneSql('c.claimed_by')} and c.claimed_at < now() - make_interval(secs => ${HOLDER_GRACE_SECONDS})))`;

const RECOVER_STALE_SQL = `
  with stale as (
    select c.message_key, c.bpmn_process_id,
           exists (select 1 from history_event h
                    where h.process_instance_key = c.process_instance_key and h.type = 'EventTriggered'
                      and h.payload->>'messageKey' = c.message_key::text) as taken
      from message_correlation c
     where ${STALE}
       for update of c skip locked
  ),
  confirmed as (
    update message_correlation c set confirmed = true from stale s
     where s.taken and c.message_key = s.message_key and c.bpmn_process_id = s.bpmn_process_id
  )
  delete from message_correlation c using stale s
   where not s.taken and c.message_key = s.message_key and c.bpmn_process_id = s.bpmn_process_id`;

/**
 * RECOVER_STALE_SQL on Citus, where message_correlation is a reference table beside the distributed history: no row
 * locks, and no subquery correlated with the reference table (Citus refuses both), so the histories are joined with
 * the stale claims instead; the update and the delete check again that a claim is still unconfirmed.
 */
const RECOVER_STALE_UNLOCKED_SQL = `
  with stale as (
    select c.message_key, c.bpmn_process_id, c.process_instance_key from message_correlation c where ${STALE}
  ),
  taken as (
    select distinct s.message_key, s.bpmn_process_id
      from stale s join history_event h on h.process_instance_key = s.process_instance_key
     where h.type = 'EventTriggered' and h.payload->>'messageKey' = s.message_key::text
  ),
  confirmed as (
    update message_correlation c set confirmed = true from taken t
     where c.message_key = t.message_key and c.bpmn_process_id = t.bpmn_process_id and not c.confirmed
  )
  delete from message_correlation c using stale s
   where c.message_key = s.message_key and c.bpmn_process_id = s.bpmn_process_id and not c.confirmed
     and not exists (select 1 from taken t where t.message_key = s.message_key and t.bpmn_process_id = s.bpmn_process_id)`;

/**
 * A buffered message reaches at most one subscription per process (by BPMN process id): before it is handed to
 * an instance, a row (message, process) is claimed; the claim is confirmed when the instance took it, and
 * withdrawn when the instance had moved on, so another subscription of that process may have the message.
 * The claim and the trigger are two commits; a crash between them leaves an unconfirmed claim that
 * {@link MessageClaims.recoverStale} settles from the history (the EventTriggered event names the message): a few
 * seconds after it was made when the engine process that made it has no connection left (it died) or handed it to
 * the sweep (its hand-over failed), else after {@link CLAIM_TIMEOUT_SECONDS}.
 */
/** What a claim that no hand-over of this engine process is busy with any more names as its holder. */
const HANDED_TO_THE_SWEEP = 'handed-to-the-sweep';

interface ClaimOf {
  messageKey: string;
  bpmnProcessId: string;
  subscriptionKey: string;
}

@Injectable()
export class MessageClaims {
  /**
   * Claims whose hand-over failed while the database did not answer (a restart): handed to the sweep at its next
   * round. The engine keeps its connections' name across a restart, so it does not count as gone, and such a claim
   * would otherwise wait {@link CLAIM_TIMEOUT_SECONDS} though nothing was working on it.
   */
  private readonly unhanded = new Map<string, ClaimOf>();

  /** false on Citus (database/row-locks.ts): the sweep's update and delete check again that a claim is unconfirmed. */
  private readonly rowLocks: boolean;

  constructor(
    private readonly pg: PgPool,
    private readonly holder: EngineProcessId,
    config: EngineConfig,
  ) {
    this.rowLocks = takesRowLocks(config);
  }

  async claim(messageKey: string, bpmnProcessId: string, subscriptionKey: string, processInstanceKey: string): Promise<boolean> {
    try {
      const rows = await this.pg.prepared(
        'message-claim',
        `insert into message_correlation (message_key, bpmn_process_id, process_instance_key, subscription_key, confirmed, claimed_at, claimed_by)
         values ($1, $2, $3, $4, false, now(), $5)
         on conflict do nothing returning 1`,
        [messageKey, bpmnProcessId, processInstanceKey, subscriptionKey, this.holder.value],
      );
      return rows.length === 1;
    } catch (error) {
      // The claim may have committed though its answer was lost (a dropped connection): nobody would hand it over.
      await this.handToSweep(messageKey, bpmnProcessId, subscriptionKey);
      throw error;
    }
  }

  /** For a message start event: written confirmed, in the transaction that creates the instance. */
  async claimConfirmed(sql: SqlRunner, messageKey: string, bpmnProcessId: string, processInstanceKey: string): Promise<boolean> {
    const rows = await sql.query(
      `insert into message_correlation (message_key, bpmn_process_id, process_instance_key, subscription_key, confirmed, claimed_at)
       values ($1, $2, $3, null, true, now())
       on conflict do nothing returning 1`,
      [messageKey, bpmnProcessId, processInstanceKey],
    );
    return rows.length === 1;
  }

  async confirm(messageKey: string, bpmnProcessId: string): Promise<void> {
    await this.pg.prepared('message-claim-confirm', `update message_correlation set confirmed = true where message_key = $1 and bpmn_process_id = $2`, [
      messageKey,
      bpmnProcessId,
    ]);
  }

  async withdraw(messageKey: string, bpmnProcessId: string): Promise<void> {
    await this.pg.query(`delete from message_correlation where message_key = $1 and bpmn_process_id = $2 and not confirmed`, [messageKey, bpmnProcessId]);
  }

  /**
   * Gives up a claim of this engine process whose hand-over failed midway: it names a holder no engine process is, so
   * the sweep settles it from the history within seconds instead of after {@link CLAIM_TIMEOUT_SECONDS}. When the
   * database does not answer either, the next round of the sweep hands it over.
   */
  async handToSweep(messageKey: string, bpmnProcessId: string, subscriptionKey: string): Promise<void> {
    this.unhanded.set(`${messageKey}/${bpmnProcessId}`, { messageKey, bpmnProcessId, subscriptionKey });
    await this.handUnhandedToSweep().catch(() => undefined);
  }

  private async handUnhandedToSweep(): Promise<void> {
    const claims = [...this.unhanded.entries()];
    if (claims.length === 0) return;
    // Only this process' claim for that subscription: another engine may hold the message's claim for the process now.
    await this.pg.query(
      `update message_correlation c set claimed_by = '${HANDED_TO_THE_SWEEP}'
         from unnest($1::bigint[], $2::text[], $3::bigint[]) as u(message_key, bpmn_process_id, subscription_key)
        where c.message_key = u.message_key and c.bpmn_process_id = u.bpmn_process_id and c.subscription_key = u.subscription_key
          and not c.confirmed and c.claimed_by = $4`,
      [
        claims.map(([, claim]) => claim.messageKey),
        claims.map(([, claim]) => claim.bpmnProcessId),
        claims.map(([, claim]) => claim.subscriptionKey),
        this.holder.value,
      ],
    );
    for (const [id, claim] of claims) if (this.unhanded.get(id) === claim) this.unhanded.delete(id);
  }

  /**
   * Settles claims left unconfirmed for a while: confirmed when the instance's history shows it took the
   * message, withdrawn otherwise (so the sweep can hand the message to a subscription again). One statement, so that
   * staleness is judged once: as two, a claim could turn stale between them (its holder's connection gone, or the
   * timeout reached) and be withdrawn though the instance took the message, which the sweep then handed over again.
   */
  async recoverStale(): Promise<void> {
    await this.handUnhandedToSweep();
    await this.pg.query(this.rowLocks ? RECOVER_STALE_SQL : RECOVER_STALE_UNLOCKED_SQL);
  }
}
