import { createHash } from 'node:crypto';
import { NAME_MAX_LENGTH } from '@baton/api-contract';
import { badRequest } from '../http/problem-detail.js';

/** A `.form` resource of a deployment: a Camunda form (form-js JSON) identified by its `id`. */
export interface FormResource {
  resourceName: string;
  content: string;
  formId: string;
  versionTag: string | null;
  /** sha-256 of the content: an identical form keeps its version. */
  checksum: string;
}

export function isFormResource(resourceName: string): boolean {
  return resourceName.toLowerCase().endsWith('.form');
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Reads a form resource; a form that is not a JSON object with a non-empty string `id` of at most NAME_MAX_LENGTH
 * characters (the form index takes no longer; a BPMN model's form ids are held to the same) is refused naming the
 * resource.
 */
export function parseFormResource(resourceName: string, content: string): FormResource {
  let json: unknown;
  try {
    json = JSON.parse(content);
  } catch (error) {
    throw badRequest(`Resource '${resourceName}' cannot be deployed: it is not valid form JSON (${(error as Error).message})`);
  }
  if (!isObject(json)) throw badRequest(`Resource '${resourceName}' cannot be deployed: expected the form to be a JSON object`);
  const { id, versionTag } = json;
  if (typeof id !== 'string' || id.trim() === '') {
    throw badRequest(
      `Resource '${resourceName}' cannot be deployed: expected the form to have an 'id' (a non-empty string), but it has ${id === undefined ? 'none' : JSON.stringify(id)}`,
    );
  }
  if (id.length > NAME_MAX_LENGTH) {
    throw badRequest(`Resource '${resourceName}' cannot be deployed: its form 'id' has ${id.length} characters, more than ${NAME_MAX_LENGTH}`);
  }
  if (versionTag !== undefined && versionTag !== null && typeof versionTag !== 'string') {
    throw badRequest(`Resource '${resourceName}' cannot be deployed: expected the form's 'versionTag' to be a string, but it is ${JSON.stringify(versionTag)}`);
  }
  return {
    resourceName,
    content,
    formId: id,
    versionTag: typeof versionTag === 'string' && versionTag !== '' ? versionTag : null,
    checksum: createHash('sha256').update(content).digest('hex'),
  };
}

/** Two resources of one deployment defining the same form id would both claim the next version. */
export function refuseDuplicateFormIds(forms: FormResource[]): void {
  const seen = new Map<string, string>();
  for (const form of forms) {
    const other = seen.get(form.formId);
    if (other) throw badRequest(`Form '${form.formId}' is defined in both '${other}' and '${form.resourceName}' of this deployment`);
    seen.set(form.formId, form.resourceName);
  }
}
