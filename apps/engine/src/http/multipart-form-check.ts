import { ApiProblem } from './problem-detail.js';

/** A file of a multipart form as MultipartFormInterceptor hands it over. */
export interface UploadedPart {
  readonly fieldname: string;
  readonly originalname: string;
  readonly buffer: Buffer;
}

const NUL = '\u0000';

/**
 * The multipart counterpart of the JSON body check: a NUL character in a file's name or content or in a text
 * field cannot be stored (PostgreSQL refuses it in text). Returns the 400 naming every such part, or undefined.
 * The form is read in the route's interceptor, after the edge middlewares, hence a call from the route.
 */
export function checkMultipartForm(files: readonly UploadedPart[], fields: Readonly<Record<string, unknown>> | undefined): ApiProblem | undefined {
  const found: string[] = [];
  files.forEach((file, index) => {
    const part = `${file.fieldname}[${index}] (${JSON.stringify(file.originalname)})`;
    if (file.originalname.includes(NUL)) found.push(`the name of ${part}`);
    if (file.buffer.includes(0)) found.push(`the content of ${part}`);
  });
  for (const [name, value] of Object.entries(fields ?? {})) {
    const values: unknown[] = Array.isArray(value) ? value : [value];
    if (name.includes(NUL) || values.some((item) => typeof item === 'string' && item.includes(NUL))) found.push(`the field ${JSON.stringify(name)}`);
  }
  if (found.length === 0) return undefined;
  return new ApiProblem(400, `The request must not contain the NUL character (\\u0000), found in ${found.join(', ')}`);
}
