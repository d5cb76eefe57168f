import { DOCUMENT_REFERENCE_TYPE, type DocumentReference } from '@baton/api-contract';
import { FILES_KEY_PREFIX } from './form-files.js';

/** The documents a variable already holds, under the file picker key that stands for them in the form's data. */
export type SentDocuments = ReadonlyMap<string, DocumentReference[]>;

const isReference = (value: unknown): value is DocumentReference =>
  typeof value === 'object' && value !== null && (value as Record<string, unknown>)['camunda.document.type'] === DOCUMENT_REFERENCE_TYPE;

const isReferenceList = (value: unknown): value is DocumentReference[] => Array.isArray(value) && value.length > 0 && value.every(isReference);

/** The keys of a form schema's file pickers, inside groups and dynamic lists too. */
export function filePickerKeys(schema: unknown): Set<string> {
  const keys = new Set<string>();
  const visit = (component: unknown) => {
    if (typeof component !== 'object' || component === null) return;
    const { type, key, components } = component as { type?: unknown; key?: unknown; components?: unknown };
    if (type === 'filepicker' && typeof key === 'string') keys.add(key);
    if (Array.isArray(components)) components.forEach(visit);
  };
  visit(schema);
  return keys;
}

/**
 * The form's data with every list of document references a file picker's key names (what the picker sent) replaced
 * by a file picker key, and the references under each key: form-js's picker reads only keys of files it holds, and
 * said "No files selected" for a variable that names files. Found inside groups and dynamic lists too; other
 * variables holding references (a document preview's) are left alone.
 */
export function withDocumentKeys(data: Record<string, unknown>, pickers: ReadonlySet<string>): { data: Record<string, unknown>; sent: SentDocuments } {
  const sent = new Map<string, DocumentReference[]>();
  const replaced = (value: unknown, name: string): unknown => {
    if (pickers.has(name) && isReferenceList(value)) {
      const key = `${FILES_KEY_PREFIX}sent-${sent.size + 1}`;
      sent.set(key, value);
      return key;
    }
    if (Array.isArray(value)) return value.map((item) => replaced(item, ''));
    if (typeof value === 'object' && value !== null) return Object.fromEntries(Object.entries(value).map(([inner, item]) => [inner, replaced(item, inner)]));
    return value;
  };
  return { data: replaced(data, '') as Record<string, unknown>, sent };
}

/** Stand-ins for the picker to name: a document's content stays in the engine, only its name and type are shown. */
export const placeholderFiles = (references: readonly DocumentReference[]): File[] =>
  references.map((reference) => new File([], reference.metadata.fileName, { type: reference.metadata.contentType }));
