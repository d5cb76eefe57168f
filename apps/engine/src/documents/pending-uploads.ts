import { Injectable } from '@nestjs/common';
import { DOCUMENT_REFERENCE_TYPE } from '@baton/api-contract';
import { PgPool } from '../database/pg-pool.js';

/** The ids of the documents (Camunda document references) a completion's variables name, at any depth. */
export function referencedDocumentIds(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(referencedDocumentIds);
  if (typeof value !== 'object' || value === null) return [];
  const record = value as Record<string, unknown>;
  if (record['camunda.document.type'] === DOCUMENT_REFERENCE_TYPE && typeof record.documentId === 'string') return [record.documentId];
  return Object.values(record).flatMap(referencedDocumentIds);
}

/**
 * Files uploaded for a user task's completion (the tasklist's file picker uploads them right before it completes): a
 * completion that names them takes them, one refused deletes them, and those no completion named expire with their
 * pending time (retention sweeps them). They are held before the completion runs, so that an engine stopping in
 * between leaves a file kept rather than a completed task naming a file that expires.
 */
@Injectable()
export class PendingUploads {
  constructor(private readonly pg: PgPool) {}

  /** Holds the documents named that were uploaded for this task (no longer expiring); answers their ids. */
  async hold(userTaskKey: string, documentIds: readonly string[]): Promise<string[]> {
    if (documentIds.length === 0) return [];
    const rows = await this.pg.query<{ document_id: string }>(
      `update document set pending_until = null where pending_user_task_key = $1 and document_id = any($2::text[]) returning document_id`,
      [userTaskKey, documentIds],
    );
    return rows.map((row) => row.document_id);
  }

  /** After the completion: taken, the documents are the task's variables' for good; refused, they go. */
  async settle(userTaskKey: string, documentIds: readonly string[], taken: boolean): Promise<void> {
    if (documentIds.length === 0) return;
    await this.pg.query(
      taken
        ? `update document set pending_user_task_key = null where pending_user_task_key = $1 and document_id = any($2::text[])`
        : `delete from document where pending_user_task_key = $1 and document_id = any($2::text[])`,
      [userTaskKey, documentIds],
    );
  }
}
