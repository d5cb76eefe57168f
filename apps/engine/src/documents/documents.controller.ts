import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  DEFAULT_DOCUMENT_LINK_TTL_MS,
  type DocumentCreationBatchResponse,
  type DocumentCreationFailureDetail,
  type DocumentLink,
  type DocumentLinkRequest,
  type DocumentReference,
  UPLOAD_FOR_USER_TASK_HEADER,
} from '@baton/api-contract';
import { AuditLog } from '../audit/audit-log.js';
import { Authentication } from '../auth/authentication.js';
import { EngineConfig } from '../config/engine-config.js';
import type { JsonBodyLimits } from '../http/json-body-check.js';
import { conflict, invalidRequest, notFound } from '../http/problem-detail.js';
import { type DocumentForm, readDocumentForm } from './document-form.js';
import { documentOf, flattenMetadataList, readMetadata } from './document-metadata.js';
import { type DocumentContent, DocumentStore } from './document.store.js';

/** The parts each upload takes beside its files. */
const FORM_FIELDS = { file: ['metadata'], files: ['metadataList'] } as const;

function refuseStrayParts(form: DocumentForm, fileField: keyof typeof FORM_FIELDS): void {
  const known: readonly string[] = FORM_FIELDS[fileField];
  const stray = [...form.fields.keys()].filter((name) => !known.includes(name));
  if (stray.length > 0) {
    throw invalidRequest(stray.map((name) => ({ field: name, message: `is not a part this upload takes (${fileField}, ${known.join(', ')})` })));
  }
}

/** The user task an upload is for (see PendingUploads), if the request names one. */
function pendingUserTaskKey(request: FastifyRequest): string | null {
  const value = request.headers[UPLOAD_FOR_USER_TASK_HEADER];
  if (value === undefined) return null;
  if (typeof value !== 'string' || !/^\d{1,19}$/.test(value)) {
    throw invalidRequest([{ field: UPLOAD_FOR_USER_TASK_HEADER, message: 'must be the key of a user task (one header, digits only)' }]);
  }
  return value;
}

const missing = (reason: string) => notFound(`No document ${reason} was found (it may have expired or been deleted)`);
const described = (documentId: string, contentHash: string | undefined) =>
  contentHash === undefined ? `with id '${documentId}'` : `with id '${documentId}' and contentHash '${contentHash}'`;

/**
 * Sends a document's content as an attachment. The content type is the uploader's, so the answer must not run in
 * the engine's origin (where the tasklist keeps its token): a download, never sniffed, sandboxed if opened.
 */
function sendContent(reply: FastifyReply, document: DocumentContent): Buffer {
  const asciiName = document.fileName.replace(/[^ -~]|["\\]/g, '_');
  reply
    .type(document.contentType)
    .header('content-disposition', `attachment; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(document.fileName)}`)
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "sandbox; default-src 'none'")
    .header('cache-control', 'private, no-store');
  return document.content;
}

/** Camunda's document API on the engine's PostgreSQL store (one store, "postgresql"). */
@Injectable()
export class DocumentsController {
  private readonly limits: JsonBodyLimits;

  constructor(
    private readonly store: DocumentStore,
    private readonly config: EngineConfig,
    private readonly authentication: Authentication,
    private readonly audit: AuditLog,
  ) {
    this.limits = { maxDepth: config.maxJsonDepth, maxVariableBytes: config.maxVariableBytes, maxVariables: config.maxVariables };
  }

  async create(request: FastifyRequest, documentId: string | undefined): Promise<DocumentReference> {
    const pending = pendingUserTaskKey(request);
    const form = await readDocumentForm(request, 'file', this.config.documentMaxBytes);
    refuseStrayParts(form, 'file');
    const [file, ...more] = form.files;
    if (!file) throw invalidRequest([{ field: 'file', message: 'is required: the form has no file part named file' }]);
    if (more.length > 0)
      throw invalidRequest([{ field: 'file', message: `must be one file, but the form has ${form.files.length} (POST /v2/documents/batch takes several)` }]);
    const metadataParts = form.fields.get('metadata') ?? [];
    if (metadataParts.length > 1) throw invalidRequest([{ field: 'metadata', message: `must be one part, but the form has ${metadataParts.length}` }]);
    const reading = metadataParts.length === 0 ? { metadata: {} } : readMetadata(metadataParts[0], 'metadata', this.limits, Date.now());
    if ('problem' in reading) throw reading.problem;
    const id = documentId ?? randomUUID();
    const stored = await this.store.create(documentOf(id, file, reading.metadata, pending));
    if (!stored) throw conflict(`A document with id '${id}' exists already`, 'ALREADY_EXISTS');
    await this.recordWrite('CREATE', stored.documentKey, id, stored.reference.metadata.fileName);
    return stored.reference;
  }

  /** Stores every file whose metadata holds, each under a new id; answers 207 when some were refused (each named in failedDocuments). */
  async createBatch(request: FastifyRequest, reply: FastifyReply): Promise<DocumentCreationBatchResponse> {
    const pending = pendingUserTaskKey(request);
    const form = await readDocumentForm(request, 'files', this.config.documentMaxBytes);
    refuseStrayParts(form, 'files');
    if (form.files.length === 0) throw invalidRequest([{ field: 'files', message: 'is required: the form has no file part named files' }]);
    const metadataList = flattenMetadataList(form.fields.get('metadataList') ?? []);
    if (metadataList.length > 0 && metadataList.length !== form.files.length) {
      throw invalidRequest([{ field: 'metadataList', message: `must hold one metadata per file (${form.files.length}), but holds ${metadataList.length}` }]);
    }
    const createdDocuments: DocumentReference[] = [];
    const failedDocuments: DocumentCreationFailureDetail[] = [];
    const now = Date.now();
    for (const [index, file] of form.files.entries()) {
      const reading = index < metadataList.length ? readMetadata(metadataList[index], `metadataList[${index}]`, this.limits, now) : { metadata: {} };
      if ('problem' in reading) {
        const { status, title, detail } = reading.problem;
        failedDocuments.push({ fileName: file.fileName, status, title, detail });
        continue;
      }
      const stored = await this.store.create(documentOf(randomUUID(), file, reading.metadata, pending));
      // A new UUID is taken only by a UUID collision, which the store reports as any conflict.
      if (!stored) {
        failedDocuments.push({ fileName: file.fileName, status: 409, title: 'ALREADY_EXISTS', detail: 'The generated document id exists already' });
        continue;
      }
      await this.recordWrite('CREATE', stored.documentKey, stored.reference.documentId, stored.reference.metadata.fileName);
      createdDocuments.push(stored.reference);
    }
    if (failedDocuments.length > 0) reply.code(207);
    return { failedDocuments, createdDocuments };
  }

  async download(documentId: string, contentHash: string | undefined, reply: FastifyReply): Promise<Buffer> {
    const document = await this.store.content(documentId, contentHash);
    if (!document) throw missing(described(documentId, contentHash));
    return sendContent(reply, document);
  }

  async delete(documentId: string): Promise<void> {
    const deleted = await this.store.delete(documentId);
    if (!deleted) throw missing(described(documentId, undefined));
    await this.recordWrite('DELETE', deleted.documentKey, documentId, deleted.fileName);
  }

  /**
   * A document written leaves an audit entry as a RESOURCE (Camunda's audit log has no entity type for documents) of
   * category DEPLOYED_RESOURCES, keyed by the document's key, its id and file name in the annotation. A write that
   * stored or deleted nothing leaves none, as for every entity.
   */
  private recordWrite(operationType: 'CREATE' | 'DELETE', documentKey: string, documentId: string, fileName: string): Promise<void> {
    const annotation = `document '${documentId}' (${fileName})`;
    return this.audit.record({ entityType: 'RESOURCE', subject: 'DOCUMENT', entityKey: documentKey, operationType, annotation }, 'SUCCESS');
  }

  /**
   * A link under the engine's own origin (PUBLIC_URL behind a proxy) that downloads the document without a token
   * until it expires. Camunda's in-memory store refuses links and its cloud stores hand out their bucket's presigned
   * URL; the store here is the engine's database, so the engine serves the link itself.
   */
  async link(documentId: string, contentHash: string | undefined, request: DocumentLinkRequest | undefined): Promise<DocumentLink> {
    const link = await this.store.link(documentId, contentHash, request?.timeToLive ?? DEFAULT_DOCUMENT_LINK_TTL_MS);
    if (!link) throw missing(described(documentId, contentHash));
    return { url: `${this.authentication.baseUrl()}/baton/v1/document-links/${link.token}`, expiresAt: link.expiresAt.toISOString() };
  }

  async downloadByLink(token: string, reply: FastifyReply): Promise<Buffer> {
    const document = await this.store.contentOfLink(token);
    if (!document) throw notFound('No live document link has that token (it may have expired, or its document been deleted)');
    return sendContent(reply, document);
  }
}
