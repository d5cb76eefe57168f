import { TENANT_ID_MAX_LENGTH, TENANT_ID_PATTERN } from '@baton/api-contract';
import { ApiProblem } from './problem-detail.js';

/** A file of a multipart form as MultipartFormInterceptor hands it over. */
export interface UploadedPart {
  readonly fieldname: string;
  readonly originalname: string;
  readonly buffer: Buffer;
}

const NUL = '\u0000';
/**
 * Longest resource (file) name, in UTF-16 units: room for a path, and at 3 UTF-8 bytes a unit at most still one
 * PostgreSQL index row (2,704 bytes) with its deployment key. A 5,000-character name of random text broke it with a 500.
 */
export const MAX_RESOURCE_NAME_LENGTH = 512;

const shortened = (text: string) => JSON.stringify(text.length <= 64 ? text : `${text.slice(0, 32)}…`);

/**
 * The multipart counterpart of the JSON body check: a NUL character in a file's name or content or in a text
 * field cannot be stored (PostgreSQL refuses it in text); a file name longer than {@link MAX_RESOURCE_NAME_LENGTH}
 * and a `tenantId` that is not one (the pattern and length of the JSON routes' tenant ids) cannot be indexed.
 * Returns the 400 naming every such part, or undefined. The form is read in the route's interceptor, after the edge
 * middlewares, hence a call from the route.
 */
export function checkMultipartForm(files: readonly UploadedPart[], fields: Readonly<Record<string, unknown>> | undefined): ApiProblem | undefined {
  const withNul: string[] = [];
  const problems: string[] = [];
  files.forEach((file, index) => {
    const part = `${file.fieldname}[${index}] (${shortened(file.originalname)})`;
    if (file.originalname.includes(NUL)) withNul.push(`the name of ${part}`);
    if (file.buffer.includes(0)) withNul.push(`the content of ${part}`);
    if (file.originalname.length > MAX_RESOURCE_NAME_LENGTH) {
      problems.push(`The name of ${part} has ${file.originalname.length} characters, more than ${MAX_RESOURCE_NAME_LENGTH}`);
    }
  });
  for (const [name, value] of Object.entries(fields ?? {})) {
    const values: unknown[] = Array.isArray(value) ? value : [value];
    if (name.includes(NUL) || values.some((item) => typeof item === 'string' && item.includes(NUL))) withNul.push(`the field ${shortened(name)}`);
  }
  const tenantId = fields?.tenantId;
  if (tenantId !== undefined && tenantId !== '') {
    const valid = typeof tenantId === 'string' && tenantId.length <= TENANT_ID_MAX_LENGTH && TENANT_ID_PATTERN.test(tenantId);
    if (!valid) {
      const shown = typeof tenantId === 'string' ? shortened(tenantId) : 'given more than once';
      problems.push(`The field tenantId must be <default> or at most ${TENANT_ID_MAX_LENGTH} letters, digits and _@.+-, but was ${shown}`);
    }
  }
  if (withNul.length > 0) problems.unshift(`The request must not contain the NUL character (\\u0000), found in ${withNul.join(', ')}`);
  return problems.length === 0 ? undefined : new ApiProblem(400, problems.join('; '));
}
