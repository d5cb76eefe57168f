import type { SqlRunner } from '../database/database.js';
import type { IdempotentAnswer } from '../runtime/command-context.js';
import { stringifyJson } from '../json/json-codec.js';

/**
 * Stores the answer of a request with an Idempotency-Key (its context's `answer`; nothing without one) in the caller's transaction:
 * for requests that run several statements (a publication and its fan-out, a broadcast, a deployment, a job
 * activation), the one transaction after which the answer is decided and what is left is carried out (or recovered)
 * by the engine on its own. A crash after that commit then leaves the key with its answer, not "in progress".
 */
export async function storeAnswerIn(sql: SqlRunner, answer: IdempotentAnswer | undefined, body: unknown): Promise<void> {
  if (!answer) return;
  await sql.query(
    `update idempotency_key set response_status = $4, response_body = $5::jsonb
      where caller = $1 and route = $2 and key = $3 and partition_id = $6 and response_status is null`,
    [answer.caller, answer.route, answer.key, answer.status, stringifyJson(body ?? null), answer.partition],
  );
}
