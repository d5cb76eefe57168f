import { Injectable } from '@nestjs/common';
import { EngineConfig } from '../config/engine-config.js';
import { EngineProcessId, HOLDER_GRACE_SECONDS, holderGoneSql } from '../database/engine-process-id.js';
import { PgPool } from '../database/pg-pool.js';
import { EngineClock } from '../runtime/engine-clock.js';
import { stringifyJson } from '../json/json-codec.js';

export interface IdempotencyScope {
  caller: string;
  route: string;
  key: string;
  /** The row's partition (idempotency-partition.ts): every statement on the row names it, so that Citus finds its shard. */
  partition: number;
  requestHash: string;
  /** Unique per request: which reservation of the key is this request's (a later one may have taken it over). */
  reservation: string;
}

export interface StoredAnswer {
  status: number;
  body: unknown;
}

export type Reservation = { kind: 'reserved' } | { kind: 'replay'; answer: StoredAnswer } | { kind: 'different-request' } | { kind: 'in-progress' };

/**
 * A key whose first request's engine died before an answer was stored. Every request stores its answer with the
 * commit that decides it (one instance command, or the deciding transaction of a request of several statements),
 * so without an answer nothing was decided, and the repeat may run it.
 */
const ABANDONED = `idempotency_key.response_status is null and ${holderGoneSql(`split_part(idempotency_key.reserved_by, '/', 1)`)}
  and idempotency_key.reserved_at < now() - make_interval(secs => ${HOLDER_GRACE_SECONDS})`;

/** Reserves a key: inserts it, or takes over an expired one (or, `takeover`, one matching that condition too). */
const RESERVE_SQL = (takeover: string) => `
  insert into idempotency_key (caller, route, key, request_hash, created_at, expires_at, reserved_by, reserved_at, partition_id)
  values ($1, $2, $3, $4, $5, $6, $7, now(), $8)
  on conflict on constraint idempotency_key_pkey do update
    set request_hash = excluded.request_hash, response_status = null, response_body = null,
        created_at = excluded.created_at, expires_at = excluded.expires_at,
        reserved_by = excluded.reserved_by, reserved_at = excluded.reserved_at
    where idempotency_key.expires_at <= $5${takeover}
  returning request_hash, response_status, response_body, true as inserted`;

/** How often, and how far apart, freeing a key is tried while the database does not answer (a minute in all). */
const RELEASE_ATTEMPTS = 60;
const RELEASE_RETRY_MS = 1000;

interface KeyRow {
  request_hash: string;
  response_status: number | null;
  response_body: unknown;
  inserted: boolean;
}

/** Remembers the answers to requests sent with an Idempotency-Key, per caller and route, for a configurable time. */
@Injectable()
export class IdempotencyStore {
  /** On Citus an abandoned key is taken over apart from the insert (see takeOver). */
  private readonly citus: boolean;

  constructor(
    private readonly pg: PgPool,
    private readonly clock: EngineClock,
    private readonly config: EngineConfig,
    private readonly holder: EngineProcessId,
  ) {
    this.citus = config.databaseMode === 'citus';
  }

  /**
   * Claims the key for this request, or tells what the first request with it got. An expired key is claimed afresh,
   * and so is one left without an answer by an engine process that died (its request committed nothing).
   */
  async reserve(scope: IdempotencyScope): Promise<Reservation> {
    const now = this.clock.now();
    const expiresAt = now + this.config.idempotencyTtlHours * 3_600_000;
    const [row] = await this.pg.query<KeyRow>(this.citus ? RESERVE_SQL('') : RESERVE_SQL(` or (${ABANDONED})`), [
      scope.caller,
      scope.route,
      scope.key,
      scope.requestHash,
      new Date(now).toISOString(),
      new Date(expiresAt).toISOString(),
      this.reservedBy(scope),
      scope.partition,
    ]);
    if (row) return { kind: 'reserved' };
    const [existing] = await this.pg.query<KeyRow & { reserved_by: string | null; abandoned: boolean }>(
      `select request_hash, response_status, response_body, false as inserted, reserved_by,
              ${this.citus ? ABANDONED : 'false'} as abandoned
         from idempotency_key where caller = $1 and route = $2 and key = $3 and partition_id = $4`,
      [scope.caller, scope.route, scope.key, scope.partition],
    );
    if (!existing) return this.reserve(scope);
    if (existing.abandoned && (await this.takeOver(scope, existing.reserved_by, now, expiresAt))) return { kind: 'reserved' };
    if (existing.request_hash !== scope.requestHash) return { kind: 'different-request' };
    if (existing.response_status === null) return { kind: 'in-progress' };
    return { kind: 'replay', answer: { status: existing.response_status, body: existing.response_body } };
  }

  /**
   * On Citus, where the insert cannot look at pg_stat_activity (Citus refuses a subquery in an insert), a key its
   * holder abandoned is taken over by a second statement, only while it is still as it was read.
   */
  private async takeOver(scope: IdempotencyScope, abandonedBy: string | null, now: number, expiresAt: number): Promise<boolean> {
    const rows = await this.pg.query(
      `update idempotency_key
          set request_hash = $4, response_status = null, response_body = null, created_at = $5, expires_at = $6, reserved_by = $7, reserved_at = now()
        where caller = $1 and route = $2 and key = $3 and partition_id = $9 and response_status is null and reserved_by is not distinct from $8
        returning 1`,
      [
        scope.caller,
        scope.route,
        scope.key,
        scope.requestHash,
        new Date(now).toISOString(),
        new Date(expiresAt).toISOString(),
        this.reservedBy(scope),
        abandonedBy,
        scope.partition,
      ],
    );
    return rows.length === 1;
  }

  /** Stores the answer, unless the request's own transaction stored one already (that one is what was decided). */
  async remember(scope: IdempotencyScope, answer: StoredAnswer): Promise<void> {
    await this.pg.query(
      `update idempotency_key set response_status = $4, response_body = $5
        where caller = $1 and route = $2 and key = $3 and partition_id = $6 and response_status is null`,
      [scope.caller, scope.route, scope.key, answer.status, stringifyJson(answer.body ?? null), scope.partition],
    );
  }

  /**
   * Frees the key after a failure that changed nothing, so that the client may retry with it. The failure is often
   * the database itself (a dropped connection, a restart): then the key is freed as soon as the database answers
   * again, else it would answer 409 "in progress" until it expires. Only a key without an answer is freed: a commit
   * whose acknowledgement was lost stored its answer with it.
   */
  async release(scope: IdempotencyScope): Promise<void> {
    try {
      await this.deleteUnanswered(scope);
    } catch {
      void this.releaseLater(scope);
    }
  }

  /** Tries again in the background, so that the failed request answers now. */
  private async releaseLater(scope: IdempotencyScope): Promise<void> {
    for (let attempt = 0; attempt < RELEASE_ATTEMPTS; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, RELEASE_RETRY_MS).unref());
      try {
        await this.deleteUnanswered(scope);
        return;
      } catch {
        // still unreachable; a key left behind by a process that then died is taken over by a repeat (ABANDONED)
      }
    }
  }

  private async deleteUnanswered(scope: IdempotencyScope): Promise<void> {
    await this.pg.query(
      `delete from idempotency_key where caller = $1 and route = $2 and key = $3 and partition_id = $5 and response_status is null and reserved_by = $4`,
      [scope.caller, scope.route, scope.key, this.reservedBy(scope), scope.partition],
    );
  }

  /** `<engine process id>/<reservation>`: the engine tells whether its holder lives, the reservation whose it is. */
  private reservedBy(scope: IdempotencyScope): string {
    return `${this.holder.value}/${scope.reservation}`;
  }

  async deleteExpired(): Promise<number> {
    const rows = await this.pg.query(`delete from idempotency_key where expires_at <= $1 returning 1`, [new Date(this.clock.now()).toISOString()]);
    return rows.length;
  }
}
