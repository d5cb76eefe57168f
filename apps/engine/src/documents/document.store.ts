import { createHash, randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { DOCUMENT_REFERENCE_TYPE, DOCUMENT_STORE_ID, type DocumentReference } from '@baton/api-contract';
import { PgPool } from '../database/pg-pool.js';

/** A document to store: its content and what is known about it. */
export interface NewDocument {
  readonly documentId: string;
  readonly content: Buffer;
  readonly contentType: string;
  readonly fileName: string;
  readonly expiresAt: string | null;
  readonly processDefinitionId: string | null;
  readonly processInstanceKey: string | null;
  readonly customProperties: Record<string, unknown>;
  /** The user task whose completion the file was uploaded for (see {@link PENDING_UPLOAD_MS}), if any. */
  readonly pendingUserTaskKey: string | null;
}

/** A document as stored: what Camunda's API answers, and the key its audit entries name. */
export interface StoredDocument {
  readonly reference: DocumentReference;
  readonly documentKey: string;
}

/**
 * How long a file uploaded for a user task's completion stays when no completion takes it: the tasklist uploads
 * right before it completes, so an hour is long enough for the completion and short enough for the orphans.
 */
export const PENDING_UPLOAD_MS = 60 * 60 * 1000;

/** A stored document's content, as a download serves it. */
export interface DocumentContent {
  readonly content: Buffer;
  readonly contentType: string;
  readonly fileName: string;
}

interface ReferenceRow {
  document_id: string;
  content_hash: string;
  content_type: string;
  file_name: string;
  size: string;
  expires_at: Date | null;
  process_definition_id: string | null;
  process_instance_key: string | null;
  custom_properties: Record<string, unknown>;
  document_key: string;
}

const REFERENCE_COLUMNS =
  'document_id, content_hash, content_type, file_name, size, expires_at, process_definition_id, process_instance_key, custom_properties';
/** A document past its expiry (or a pending upload past its time) is gone for every reader, whether or not retention has swept it yet. */
const LIVE = '(expires_at is null or expires_at > now()) and (pending_until is null or pending_until > now())';

const sha256 = (bytes: Buffer | string) => createHash('sha256').update(bytes).digest('hex');

const toReference = (row: ReferenceRow): DocumentReference => ({
  'camunda.document.type': DOCUMENT_REFERENCE_TYPE,
  storeId: DOCUMENT_STORE_ID,
  documentId: row.document_id,
  contentHash: row.content_hash,
  metadata: {
    contentType: row.content_type,
    fileName: row.file_name,
    expiresAt: row.expires_at?.toISOString() ?? null,
    size: Number(row.size),
    processDefinitionId: row.process_definition_id,
    processInstanceKey: row.process_instance_key,
    customProperties: row.custom_properties,
  },
});

/**
 * Camunda's documents in PostgreSQL (migration 0045): the content as bytea with its SHA-256, the metadata beside it.
 * Expiry is measured by the database's clock, as retention measures it, so that every engine process agrees.
 */
@Injectable()
export class DocumentStore {
  constructor(private readonly pg: PgPool) {}

  /** Stores a document; undefined when one with its id exists already (expired or not: its id stays taken until swept). */
  async create(document: NewDocument): Promise<StoredDocument | undefined> {
    const [row] = await this.pg.query<ReferenceRow>(
      `insert into document (document_id, content, content_hash, content_type, file_name, size, expires_at, process_definition_id,
                             process_instance_key, custom_properties, created_at, pending_user_task_key, pending_until)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::jsonb, now(), $11, case when $11::bigint is null then null else now() + $12::float8 * interval '1 millisecond' end)
       on conflict (document_id) do nothing
       returning ${REFERENCE_COLUMNS}, document_key::text`,
      [
        document.documentId,
        document.content,
        sha256(document.content),
        document.contentType,
        document.fileName,
        document.content.length,
        document.expiresAt,
        document.processDefinitionId,
        document.processInstanceKey,
        JSON.stringify(document.customProperties),
        document.pendingUserTaskKey,
        PENDING_UPLOAD_MS,
      ],
    );
    return row && { reference: toReference(row), documentKey: row.document_key };
  }

  /** A live document's content; undefined when there is none with that id, or (given a hash) none with that content. */
  async content(documentId: string, contentHash: string | undefined): Promise<DocumentContent | undefined> {
    const [row] = await this.pg.query<{ content: Buffer; content_type: string; file_name: string }>(
      `select content, content_type, file_name from document where document_id = $1 and ${LIVE} and ($2::text is null or content_hash = lower($2))`,
      [documentId, contentHash ?? null],
    );
    return row && { content: row.content, contentType: row.content_type, fileName: row.file_name };
  }

  /** Whether a live document has that id (and, given a hash, that content). */
  async exists(documentId: string, contentHash: string | undefined): Promise<boolean> {
    const rows = await this.pg.query(`select 1 from document where document_id = $1 and ${LIVE} and ($2::text is null or content_hash = lower($2))`, [
      documentId,
      contentHash ?? null,
    ]);
    return rows.length > 0;
  }

  /** Deletes a document and its links; answers its key and file name, undefined when no live document has that id. */
  async delete(documentId: string): Promise<{ documentKey: string; fileName: string } | undefined> {
    const [row] = await this.pg.query<{ document_key: string; file_name: string }>(
      `delete from document where document_id = $1 and ${LIVE} returning document_key::text, file_name`,
      [documentId],
    );
    return row && { documentKey: row.document_key, fileName: row.file_name };
  }

  /**
   * A link to a live document for `timeToLiveMs` (never past the document's own expiry): a random token, of which only
   * the hash is stored. Undefined when no live document has that id and hash.
   */
  async link(documentId: string, contentHash: string | undefined, timeToLiveMs: number): Promise<{ token: string; expiresAt: Date } | undefined> {
    const token = randomBytes(32).toString('base64url');
    const [row] = await this.pg.query<{ expires_at: Date }>(
      `insert into document_link (token_hash, document_id, expires_at)
       select $1, document_id, least(now() + $4::float8 * interval '1 millisecond', coalesce(expires_at, 'infinity'))
         from document where document_id = $2 and ${LIVE} and ($3::text is null or content_hash = lower($3))
       returning expires_at`,
      [sha256(token), documentId, contentHash ?? null, timeToLiveMs],
    );
    return row && { token, expiresAt: row.expires_at };
  }

  /** The content a live link's token opens; undefined for an unknown token, an expired link, or a document gone. */
  async contentOfLink(token: string): Promise<DocumentContent | undefined> {
    const [row] = await this.pg.query<{ content: Buffer; content_type: string; file_name: string }>(
      `select d.content, d.content_type, d.file_name from document_link l join document d on d.document_id = l.document_id
        where l.token_hash = $1 and l.expires_at > now() and (d.expires_at is null or d.expires_at > now())
          and (d.pending_until is null or d.pending_until > now())`,
      [sha256(token)],
    );
    return row && { content: row.content, contentType: row.content_type, fileName: row.file_name };
  }
}
