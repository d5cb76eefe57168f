import { createHash, randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { Caller } from '../auth/caller.js';
import type { UploadedPart } from '../http/multipart-form-check.js';
import { ApiProblem, badRequest, CONCURRENT_MODIFICATION, conflict, unprocessable } from '../http/problem-detail.js';
import type { IdempotentAnswer } from '../runtime/command-context.js';
import { idempotencyPartition } from './idempotency-partition.js';
import { IdempotencyStore, type IdempotencyScope, type Reservation, type StoredAnswer } from './idempotency.store.js';
import { stringifyJson } from '../json/json-codec.js';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
/**
 * Longest Idempotency-Key: ample for a UUID (36) or a client's composite key, and with the caller and the route still
 * one PostgreSQL index row (2,704 bytes); a 10 kB key broke it with a 500.
 */
export const MAX_IDEMPOTENCY_KEY_LENGTH = 256;
const MUTATING_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** What the key's scope is made of: the request as parsed (a multipart form with its files read). */
export interface KeyedRequest {
  method: string;
  /** The path, without its query string. */
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: unknown;
  formFiles?: UploadedPart[];
}

function hashRequest(request: KeyedRequest): string {
  const hash = createHash('sha256').update(stringifyJson(request.body ?? null));
  for (const file of request.formFiles ?? []) hash.update(`\0${file.fieldname}\0${file.originalname}\0`).update(file.buffer);
  return hash.digest('hex');
}

/**
 * The key's scope when the request carries an `Idempotency-Key` that applies to it: a mutating request, not a search
 * (a reading endpoint that happens to use POST; a key there changes nothing, so it is ignored). Keys belong to the user
 * or client the token names, not to the token: a refreshed token still finds them.
 */
export function idempotencyScope(request: KeyedRequest, caller: Caller): IdempotencyScope | undefined {
  const key = request.headers[IDEMPOTENCY_HEADER];
  if (typeof key !== 'string' || key === '' || !MUTATING_METHODS.has(request.method) || request.path.endsWith('/search')) return undefined;
  if (key.length > MAX_IDEMPOTENCY_KEY_LENGTH) {
    throw badRequest(`The Idempotency-Key header has ${key.length} characters, more than ${MAX_IDEMPOTENCY_KEY_LENGTH}`);
  }
  const owner = caller.kind === 'ANONYMOUS' ? 'anonymous' : `${caller.kind}:${caller.id}`;
  const route = `${request.method} ${request.path}`;
  return {
    caller: owner,
    route,
    key,
    partition: idempotencyPartition(owner, route, key),
    requestHash: hashRequest(request),
    reservation: randomUUID(),
  };
}

/** A claimed key: run the request with `answer` pending, or answer what its first request got. */
export type Opening = { kind: 'run'; answer: IdempotentAnswer } | { kind: 'replay'; answer: StoredAnswer };

/** The problem a request failed with, as its client reads it. */
export interface FailedAnswer {
  status: number;
  title: string;
  detail: string;
}

/**
 * `Idempotency-Key` on any mutating request: the first request with a key runs and its answer (success or a 4xx
 * problem) is stored; a repeat with the same body gets that answer and changes nothing; the same key with another
 * body is refused with 422, and a repeat while the first still runs with 409.
 */
@Injectable()
export class IdempotentRequests {
  constructor(private readonly store: IdempotencyStore) {}

  /** Claims the key for this request, whose success answers `status`; throws the problem a repeat is refused with. */
  async open(scope: IdempotencyScope, status: number): Promise<Opening> {
    let reservation: Reservation;
    try {
      reservation = await this.store.reserve(scope);
    } catch (error) {
      // The reservation may have committed though its answer was lost (a dropped connection): free it, or the key
      // would answer "in progress" until it expires. Only this request's own reservation is freed.
      await this.store.release(scope);
      throw error;
    }
    switch (reservation.kind) {
      case 'different-request':
        throw unprocessable(`Idempotency-Key '${scope.key}' was already used for a different request to ${scope.route}`);
      case 'in-progress':
        throw conflict(`A request with Idempotency-Key '${scope.key}' is still being processed; retry later`, 'ALREADY_EXISTS');
      case 'replay': {
        const { answer } = reservation;
        if (answer.status < 400) return { kind: 'replay', answer };
        const problem = answer.body as { title: string; detail: string };
        throw new ApiProblem(answer.status, problem.detail, problem.title);
      }
      case 'reserved':
        return { kind: 'run', answer: { caller: scope.caller, route: scope.route, key: scope.key, partition: scope.partition, status } };
    }
  }

  /** The request answered `answer`: a repeat gets it (unless the request's own commit stored one already). */
  answered(scope: IdempotencyScope, answer: StoredAnswer): Promise<void> {
    return this.store.remember(scope, answer);
  }

  /**
   * The request failed: a 4xx problem is its answer, but not a concurrent modification (a repeat may well succeed);
   * anything else (a 500, no answer at all) changed nothing, so the key is freed for a retry.
   */
  async failed(scope: IdempotencyScope, problem: FailedAnswer | undefined): Promise<void> {
    if (problem && problem.status < 500 && problem.title !== CONCURRENT_MODIFICATION) {
      await this.store.remember(scope, { status: problem.status, body: { title: problem.title, detail: problem.detail } });
    } else {
      await this.store.release(scope);
    }
  }
}
