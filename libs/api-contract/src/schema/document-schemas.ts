/** Camunda's documents (`/v2/documents`), as the official client 9.1.5 knows them, and Baton's link download. */
import { type Static, Type } from 'typebox';
import { DateTime, LongKey, Nullable, ProcessDefinitionId } from './primitives.js';

/** The one document store Baton has: the engine's PostgreSQL. Camunda names its stores (`aws`, `gcp`, `in-memory`) the same way. */
export const DOCUMENT_STORE_ID = 'postgresql';
/** Camunda's discriminator of a document reference among a process's variables. */
export const DOCUMENT_REFERENCE_TYPE = 'camunda';
/** The default and the longest life of a document link: an hour (the client's default), a week (S3's longest presigned URL). */
export const DEFAULT_DOCUMENT_LINK_TTL_MS = 3_600_000;
export const MAX_DOCUMENT_LINK_TTL_MS = 7 * 24 * 3_600_000;
/**
 * Baton's request header on an upload for a user task's completion (the tasklist's file picker), naming the task: the
 * document is pending until that completion takes it, deleted when it is refused, swept when none comes.
 */
export const UPLOAD_FOR_USER_TASK_HEADER = 'baton-upload-for-user-task';

/** A document's id: generated as a UUID, or given by the uploader; URL-safe so that it needs no escaping in a path. */
export const DocumentId = Type.String({ minLength: 1, maxLength: 256, pattern: '^[A-Za-z0-9._~-]+$' });
/** The random token of a document link (256 bits, base64url). */
export const DocumentLinkToken = Type.String({ pattern: '^[A-Za-z0-9_-]{43}$' });
const StoreId = Type.Unsafe<typeof DOCUMENT_STORE_ID>({
  type: 'string',
  enum: [DOCUMENT_STORE_ID],
  minLength: 1,
  description: `Baton has one document store, "${DOCUMENT_STORE_ID}".`,
});
/** Hex SHA-256 of a document's content, as its reference carries it. */
const ContentHash = Type.String({ pattern: '^[0-9a-fA-F]{64}$' });

/** What an uploader tells about a document (a JSON part of the multipart form); anything left out is derived from the file part. */
export const DocumentMetadata = Type.Object(
  {
    contentType: Type.Optional(Type.String({ minLength: 1, maxLength: 255 })),
    fileName: Type.Optional(Type.String({ minLength: 1, maxLength: 512 })),
    expiresAt: Type.Optional(DateTime),
    size: Type.Optional(Type.Integer({ minimum: 0, description: 'Ignored: the size is counted from the content.' })),
    processDefinitionId: Type.Optional(ProcessDefinitionId),
    processInstanceKey: Type.Optional(LongKey),
    customProperties: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
  },
  { additionalProperties: false },
);
export type DocumentMetadata = Static<typeof DocumentMetadata>;

export const DocumentMetadataResponse = Type.Object({
  contentType: Type.String(),
  fileName: Type.String(),
  expiresAt: Nullable(DateTime),
  size: Type.Integer(),
  processDefinitionId: Nullable(ProcessDefinitionId),
  processInstanceKey: Nullable(LongKey),
  customProperties: Type.Record(Type.String(), Type.Unknown()),
});

export const DocumentReference = Type.Object({
  'camunda.document.type': Type.Literal(DOCUMENT_REFERENCE_TYPE),
  storeId: Type.String(),
  documentId: Type.String(),
  contentHash: Nullable(Type.String()),
  metadata: DocumentMetadataResponse,
});
export type DocumentReference = Static<typeof DocumentReference>;

export const DocumentCreationFailureDetail = Type.Object({
  fileName: Type.String(),
  status: Type.Integer(),
  title: Type.String(),
  detail: Type.String(),
});
export type DocumentCreationFailureDetail = Static<typeof DocumentCreationFailureDetail>;

export const DocumentCreationBatchResponse = Type.Object({
  failedDocuments: Type.Array(DocumentCreationFailureDetail),
  createdDocuments: Type.Array(DocumentReference),
});
export type DocumentCreationBatchResponse = Static<typeof DocumentCreationBatchResponse>;

/** The multipart form of an upload, as the OpenAPI document describes it (its handler reads it). */
export const DocumentCreationForm = Type.Object({
  file: Type.String({ format: 'binary' }),
  metadata: Type.Optional(DocumentMetadata),
});
export const DocumentBatchCreationForm = Type.Object({
  files: Type.Array(Type.String({ format: 'binary' }), { minItems: 1 }),
  metadataList: Type.Optional(Type.Array(DocumentMetadata, { description: 'One per file, in the order of the files.' })),
});

export const DocumentCreationQuery = Type.Object({ storeId: Type.Optional(StoreId), documentId: Type.Optional(DocumentId) });
export const DocumentStoreQuery = Type.Object({ storeId: Type.Optional(StoreId) });
export const DocumentContentQuery = Type.Object({ storeId: Type.Optional(StoreId), contentHash: Type.Optional(ContentHash) });

export const DocumentLinkRequest = Type.Object(
  {
    timeToLive: Type.Optional(
      Type.Integer({ minimum: 1, maximum: MAX_DOCUMENT_LINK_TTL_MS, default: DEFAULT_DOCUMENT_LINK_TTL_MS, description: 'How long the link works, in ms.' }),
    ),
  },
  { additionalProperties: false },
);
export type DocumentLinkRequest = Static<typeof DocumentLinkRequest>;

export const DocumentLink = Type.Object({ url: Type.String(), expiresAt: DateTime });
export type DocumentLink = Static<typeof DocumentLink>;
