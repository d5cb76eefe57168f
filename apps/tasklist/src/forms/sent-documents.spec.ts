import type { DocumentReference } from '@baton/api-contract';
import type { EngineClient } from '@baton/web-client';
import { describe, expect, it } from 'vitest';
import { withUploadedFiles } from './form-files.js';
import { filePickerKeys, placeholderFiles, withDocumentKeys } from './sent-documents.js';

const reference = (fileName: string, contentType: string): DocumentReference => ({
  'camunda.document.type': 'camunda',
  storeId: 'postgresql',
  documentId: `doc-${fileName}`,
  contentHash: 'hash',
  metadata: { fileName, contentType, size: 3, expiresAt: null, processDefinitionId: null, processInstanceKey: null, customProperties: {} },
});
const taxi = reference('taxi.txt', 'text/plain');
const hotel = reference('hotel.pdf', 'application/pdf');

const schema = {
  components: [
    { key: 'amount', type: 'number' },
    { key: 'receipts', type: 'filepicker', multiple: true },
    { type: 'group', components: [{ key: 'contracts', type: 'filepicker' }] },
  ],
};

describe('documents already sent, in a form', () => {
  it("finds the file pickers' keys, inside groups too", () => {
    expect([...filePickerKeys(schema)]).toEqual(['receipts', 'contracts']);
  });

  it('puts a key in place of each list of references a picker names, and keeps the references under it', () => {
    const { data, sent } = withDocumentKeys({ amount: 42.5, receipts: [taxi, hotel], nested: { contracts: [hotel] }, preview: [taxi] }, filePickerKeys(schema));
    expect(data).toEqual({ amount: 42.5, receipts: 'files::sent-1', nested: { contracts: 'files::sent-2' }, preview: [taxi] });
    expect([...sent]).toEqual([
      ['files::sent-1', [taxi, hotel]],
      ['files::sent-2', [hotel]],
    ]);
  });

  it('leaves a picker value that names no documents as it is', () => {
    const { data, sent } = withDocumentKeys({ receipts: [], contracts: [{ name: 'not a reference' }] }, filePickerKeys(schema));
    expect(data).toEqual({ receipts: [], contracts: [{ name: 'not a reference' }] });
    expect(sent.size).toBe(0);
  });

  it('gives the picker empty stand-ins named and typed as the documents', () => {
    expect(placeholderFiles([taxi, hotel]).map((file) => [file.name, file.type, file.size])).toEqual([
      ['taxi.txt', 'text/plain', 0],
      ['hotel.pdf', 'application/pdf', 0],
    ]);
  });

  it('submits the references again for a picker left as it was, without uploading anything', async () => {
    const uploads: unknown[] = [];
    const engine = { call: async (...args: unknown[]) => uploads.push(args) } as unknown as EngineClient;
    const stand = placeholderFiles([taxi]);
    const submitted = await withUploadedFiles(engine, { receipts: 'files::sent-1' }, new Map([['files::sent-1', stand]]), new Map([['files::sent-1', [taxi]]]));
    expect(submitted).toEqual({ receipts: [taxi] });
    expect(uploads).toEqual([]);
  });
});
