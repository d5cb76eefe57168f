import { UPLOAD_FOR_USER_TASK_HEADER } from '@baton/api-contract';
import type { EngineClient } from '@baton/web-client';
import { describe, expect, it } from 'vitest';
import { withUploadedFiles } from './form-files.js';

/** An engine that answers each upload with a reference named after the file, and keeps the requests. */
function recordingEngine() {
  const requests: { operation: string; headers?: Record<string, string>; fileName: string }[] = [];
  const engine = {
    call: async (operation: string, input: { body: FormData; headers?: Record<string, string> }) => {
      const file = input.body.get('file') as File;
      requests.push({ operation, headers: input.headers, fileName: file.name });
      return { documentId: `doc-${file.name}` };
    },
  } as unknown as EngineClient;
  return { engine, requests };
}

describe("a form's picked files", () => {
  it("uploads each file naming the user task whose completion it is for, so that a refused completion's files are deleted", async () => {
    const { engine, requests } = recordingEngine();
    const picked = new Map([['files::1', [new File(['a'], 'taxi.txt'), new File(['b'], 'hotel.pdf')]]]);

    const submitted = await withUploadedFiles(engine, { receipts: 'files::1' }, picked, new Map(), '2251799813685400');

    expect(submitted).toEqual({ receipts: [{ documentId: 'doc-taxi.txt' }, { documentId: 'doc-hotel.pdf' }] });
    expect(requests).toEqual([
      { operation: 'createDocument', headers: { [UPLOAD_FOR_USER_TASK_HEADER]: '2251799813685400' }, fileName: 'taxi.txt' },
      { operation: 'createDocument', headers: { [UPLOAD_FOR_USER_TASK_HEADER]: '2251799813685400' }, fileName: 'hotel.pdf' },
    ]);
  });

  it('uploads without naming a task for a start form', async () => {
    const { engine, requests } = recordingEngine();

    await withUploadedFiles(engine, { receipts: 'files::1' }, new Map([['files::1', [new File(['a'], 'taxi.txt')]]]));

    expect(requests).toEqual([{ operation: 'createDocument', headers: undefined, fileName: 'taxi.txt' }]);
  });
});
