import type { FastifyRequest } from 'fastify';
import { ApiProblem, badRequest } from '../http/problem-detail.js';

/** A file of a document upload as its form part carried it. */
export interface UploadedFile {
  /** The part's file name (a FormData Blob without one is sent as "blob"). */
  readonly fileName: string;
  /** The part's media type. */
  readonly mimeType: string;
  readonly content: Buffer;
}

/** A document upload's form: the files of its file field, and its other parts as JSON values or text, in order. */
export interface DocumentForm {
  readonly files: readonly UploadedFile[];
  readonly fields: ReadonlyMap<string, readonly unknown[]>;
}

const tooLarge = (maxBytes: number) =>
  new ApiProblem(413, `The files of a document upload must have at most ${maxBytes} bytes together (DOCUMENT_MAX_BYTES)`, 'PAYLOAD_TOO_LARGE');

/**
 * Reads a document upload (`fileField`: `file` or `files`) within `maxBytes` of files, the parts streamed by
 * @fastify/multipart; the body's whole size was bounded before (request-body-guard). Other parts are kept as sent:
 * text, or JSON when the part says it is (`application/json`, parsed by the plugin). A part of another field that
 * comes as a file (a Blob of JSON in a browser's FormData) is read as UTF-8 text.
 */
export async function readDocumentForm(request: FastifyRequest, fileField: string, maxBytes: number): Promise<DocumentForm> {
  if (!request.isMultipart()) throw badRequest('The request body must be a multipart/form-data form');
  const files: UploadedFile[] = [];
  const fields = new Map<string, unknown[]>();
  const keep = (name: string, value: unknown) => fields.set(name, [...(fields.get(name) ?? []), value]);
  let total = 0;
  try {
    for await (const part of request.parts({ limits: { fileSize: maxBytes } })) {
      if (part.type === 'field') {
        keep(part.fieldname, part.value);
        continue;
      }
      const content = await part.toBuffer();
      if (part.fieldname !== fileField) {
        keep(part.fieldname, content.toString('utf8'));
        continue;
      }
      total += content.length;
      if (total > maxBytes) throw tooLarge(maxBytes);
      files.push({ fileName: part.filename, mimeType: part.mimetype, content });
    }
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(maxBytes);
    if (code === 'FST_INVALID_JSON_FIELD_ERROR') throw badRequest('A part of the form that declares application/json is not valid JSON');
    throw error;
  }
  return { files, fields };
}
