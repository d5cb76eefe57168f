import { type DocumentReference, UPLOAD_FOR_USER_TASK_HEADER } from '@baton/api-contract';
import type { EngineClient } from '@baton/web-client';

/** How form-js names the files a file picker holds: the field's value is this prefix and an id, the files are kept aside. */
export const FILES_KEY_PREFIX = 'files::';

/**
 * Uploads one picked file. For a user task's completion the upload names the task: the engine keeps the document once
 * that completion is taken and deletes it when the completion is refused, so a refused completion leaves no file behind.
 */
async function upload(engine: EngineClient, file: File, forUserTask: string | undefined): Promise<DocumentReference> {
  const form = new FormData();
  form.append('file', file, file.name);
  form.append('metadata', JSON.stringify({ fileName: file.name, ...(file.type ? { contentType: file.type } : {}) }));
  return engine.call('createDocument', { body: form, ...(forUserTask ? { headers: { [UPLOAD_FOR_USER_TASK_HEADER]: forUserTask } } : {}) });
}

/**
 * The submitted values with every file picker's files uploaded as Camunda documents and its value replaced by their
 * document references, as Camunda's tasklist submits them: a process reads the list, and a worker downloads each
 * document by its reference. Values inside dynamic lists and groups are found too. A key in `kept` stands for
 * documents already sent, which the reviewer left as they were: their references go back unchanged. `forUserTask`: the
 * user task whose completion the values are for.
 */
export async function withUploadedFiles(
  engine: EngineClient,
  data: Record<string, unknown>,
  files: ReadonlyMap<string, File[]>,
  kept: ReadonlyMap<string, DocumentReference[]> = new Map(),
  forUserTask?: string,
): Promise<Record<string, unknown>> {
  const replaced = async (value: unknown): Promise<unknown> => {
    if (typeof value === 'string' && value.startsWith(FILES_KEY_PREFIX)) {
      const references = kept.get(value);
      if (references) return references;
      const picked = files.get(value) ?? [];
      return Promise.all(picked.map((file) => upload(engine, file, forUserTask)));
    }
    if (Array.isArray(value)) return Promise.all(value.map(replaced));
    if (typeof value === 'object' && value !== null) {
      return Object.fromEntries(await Promise.all(Object.entries(value).map(async ([name, inner]) => [name, await replaced(inner)] as const)));
    }
    return value;
  };
  return (await replaced(data)) as Record<string, unknown>;
}
