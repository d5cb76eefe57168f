import type { FastifyRequest } from 'fastify';
import type { UploadedPart } from './multipart-form-check.js';

/** A request whose multipart form was read: its files (`files` is the multipart plugin's reader), its text fields as the body. */
export type FormRequest = FastifyRequest & { formFiles?: UploadedPart[] };

/**
 * Reads a multipart form (a deployment's) into the request: its files into `formFiles`, its text fields as the body.
 * @fastify/multipart streams the parts; each file's size is bounded where the plugin is registered (edge-checks.ts).
 * A request that is not multipart is left as it is.
 */
export async function readMultipartForm(request: FormRequest): Promise<void> {
  if (!request.isMultipart()) return;
  const files: UploadedPart[] = [];
  const fields: Record<string, unknown> = {};
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      files.push({ fieldname: part.fieldname, originalname: part.filename, buffer: await part.toBuffer() });
      continue;
    }
    // A field sent twice is kept as the list of its values.
    const value = part.value;
    const earlier = fields[part.fieldname];
    fields[part.fieldname] = earlier === undefined ? value : [earlier, value].flat();
  }
  request.formFiles = files;
  request.body = fields;
}
