import { compileValueValidator, type DocumentMetadata, DocumentMetadataSchema } from '@baton/api-contract';
import { checkJsonBody, type JsonBodyLimits } from '../http/json-body-check.js';
import { ApiProblem, type FieldError, invalidRequest } from '../http/problem-detail.js';
import type { UploadedFile } from './document-form.js';
import type { NewDocument } from './document.store.js';

const validate = compileValueValidator(DocumentMetadataSchema);

/** A media type a Content-Type header can carry back as it is (type/subtype, parameters of printable ASCII). */
const MEDIA_TYPE = /^[A-Za-z0-9!#$&^_.+-]+\/[A-Za-z0-9!#$&^_.+-]+(;[ -~]*)?$/;
const FALLBACK_MEDIA_TYPE = 'application/octet-stream';

export type MetadataReading = { readonly metadata: DocumentMetadata } | { readonly problem: ApiProblem };

const prefixed = (field: string, inner: string) => (inner === '' ? field : `${field}.${inner}`);

/**
 * A metadata part of a form (JSON text, or JSON the multipart reader parsed already), checked as a JSON body is (NUL
 * characters, lone surrogates, depth: PostgreSQL's jsonb refuses the first two) and validated against Camunda's
 * DocumentMetadata; each problem names `field` and the property. An expiry in the past is refused: the document
 * would be gone before anyone read it.
 */
export function readMetadata(value: unknown, field: string, limits: JsonBodyLimits, now: number): MetadataReading {
  let parsed = value;
  if (typeof value === 'string') {
    try {
      parsed = JSON.parse(value);
    } catch (error) {
      return { problem: invalidRequest([{ field, message: `is not JSON: ${error instanceof Error ? error.message : String(error)}` }]) };
    }
  }
  const hostile = checkJsonBody(parsed, limits);
  if (hostile) return { problem: new ApiProblem(hostile.status, `${field}: ${hostile.detail}`, hostile.title) };
  const problems: FieldError[] = validate(parsed).map((problem) => ({ field: prefixed(field, problem.field), message: problem.message }));
  if (problems.length > 0) return { problem: invalidRequest(problems) };
  const metadata = parsed as DocumentMetadata;
  if (metadata.contentType !== undefined && !MEDIA_TYPE.test(metadata.contentType)) {
    problems.push({ field: `${field}.contentType`, message: `must be a media type such as application/pdf, but was '${metadata.contentType}'` });
  }
  if (metadata.expiresAt !== undefined && Date.parse(metadata.expiresAt) <= now) {
    problems.push({ field: `${field}.expiresAt`, message: `must be in the future, but was ${metadata.expiresAt}` });
  }
  return problems.length > 0 ? { problem: invalidRequest(problems) } : { metadata };
}

/**
 * The metadata parts of a batch, one per file: the official client sends one JSON object per part, Camunda's
 * description one JSON array; either is taken, in order.
 */
export function flattenMetadataList(values: readonly unknown[]): unknown[] {
  return values.flatMap((value) => {
    if (typeof value !== 'string') return Array.isArray(value) ? value : [value];
    const text = value.trim();
    if (!text.startsWith('[')) return [value];
    try {
      return JSON.parse(text) as unknown[];
    } catch {
      return [value];
    }
  });
}

/** A part's file name as a stored name: no control characters (PostgreSQL refuses NUL), no lone surrogate, at most 512 units. */
const partName = (name: string) =>
  [...name]
    .filter((character) => character >= ' ' && character !== '\x7f')
    .join('')
    .toWellFormed()
    .slice(0, 512)
    .toWellFormed();

/** The document a file and its metadata make: what the metadata leaves out comes from the file's part, the size from its content. */
export function documentOf(documentId: string, file: UploadedFile, metadata: DocumentMetadata, pendingUserTaskKey: string | null): NewDocument {
  const partType = MEDIA_TYPE.test(file.mimeType) ? file.mimeType : FALLBACK_MEDIA_TYPE;
  return {
    documentId,
    content: file.content,
    contentType: metadata.contentType ?? partType,
    fileName: metadata.fileName ?? (partName(file.fileName) || documentId),
    expiresAt: metadata.expiresAt ?? null,
    processDefinitionId: metadata.processDefinitionId ?? null,
    processInstanceKey: metadata.processInstanceKey ?? null,
    customProperties: metadata.customProperties ?? {},
    pendingUserTaskKey,
  };
}
