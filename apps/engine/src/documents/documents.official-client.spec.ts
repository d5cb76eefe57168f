import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CamundaClient as Client, clientInput as input, refusalOf, strictCamundaClient } from '../testing/official-client.js';
import { startTestEngine, type TestEngine } from '../testing/test-engine.js';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
/** What the client hands back for a download: a Blob, or the text it read. */
const textOf = async (content: unknown) => (content instanceof Blob ? content.text() : String(content));

/** Camunda's document API over the official client (res:strict): upload, batch, download, link, delete. */
describe('documents, with the official client (res:strict)', () => {
  let engine: TestEngine;
  let camunda: Client;

  beforeAll(async () => {
    engine = await startTestEngine();
    // Requests unchecked: the client's own schema types an upload's file as a string (`file: z.string()`), so
    // req:strict refuses every Blob it is given; every answer is checked.
    camunda = strictCamundaClient(engine.baseUrl, 'req:none,res:strict');
  });
  afterAll(() => engine?.close());

  it('should upload a document and answer its reference in Camunda shape', async () => {
    // when
    const reference = await camunda.createDocument(
      input('createDocument', {
        file: new Blob(['invoice 42'], { type: 'text/plain' }),
        metadata: { fileName: 'invoice.txt', processDefinitionId: 'invoice', customProperties: { reviewer: 'alice' } },
      }),
    );

    // then
    expect(reference).toEqual({
      'camunda.document.type': 'camunda',
      storeId: 'postgresql',
      documentId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      contentHash: sha256('invoice 42'),
      metadata: {
        contentType: 'text/plain',
        fileName: 'invoice.txt',
        expiresAt: null,
        size: 10,
        processDefinitionId: 'invoice',
        processInstanceKey: null,
        customProperties: { reviewer: 'alice' },
      },
    });
  });

  it('should download what was uploaded, checking the content hash when given', async () => {
    // given
    const reference = await camunda.createDocument(
      input('createDocument', { file: new Blob(['contract text'], { type: 'text/plain' }), documentId: 'contract-7' }),
    );

    // when
    const content = await camunda.getDocument(input('getDocument', { documentId: 'contract-7', contentHash: reference.contentHash }));
    const wrongHash = await refusalOf(camunda.getDocument(input('getDocument', { documentId: 'contract-7', contentHash: sha256('other') })));
    const again = await refusalOf(camunda.createDocument(input('createDocument', { file: new Blob(['x']), documentId: 'contract-7' })));

    // then
    expect(reference.documentId).toBe('contract-7');
    expect(await textOf(content)).toBe('contract text');
    expect(wrongHash).toMatchObject({ status: 404 });
    expect(again).toMatchObject({ status: 409 });
  });

  it('should upload a batch, each file with its metadata', async () => {
    // when
    const batch = await camunda.createDocuments(
      input('createDocuments', {
        files: [new Blob(['first'], { type: 'text/plain' }), new Blob(['{"second":true}'], { type: 'application/json' })],
        metadataList: [{ fileName: 'first.txt' }, { fileName: 'second.json', customProperties: { n: 2 } }],
      }),
    );

    // then
    expect(batch.failedDocuments).toEqual([]);
    expect(batch.createdDocuments.map((document) => [document.metadata.fileName, document.metadata.contentType, document.metadata.size])).toEqual([
      ['first.txt', 'text/plain', 5],
      ['second.json', 'application/json', 15],
    ]);
    // (the client reads a JSON download as JSON, which its own response schema, a string, then refuses: fetched here)
    expect(await textOf(await camunda.getDocument(input('getDocument', { documentId: batch.createdDocuments[0]?.documentId })))).toBe('first');
    expect(await (await fetch(`${engine.baseUrl}/v2/documents/${batch.createdDocuments[1]?.documentId}`)).text()).toBe('{"second":true}');
  });

  it('should create a link that downloads the document without a token until it expires', async () => {
    // given
    const reference = await camunda.createDocument(
      input('createDocument', { file: new Blob(['linked'], { type: 'text/plain' }), metadata: { fileName: 'l.txt' } }),
    );
    const before = Date.now();

    // when
    const link = await camunda.createDocumentLink(
      input('createDocumentLink', { documentId: reference.documentId, contentHash: reference.contentHash, timeToLive: 60_000 }),
    );
    const download = await fetch(link.url);

    // then
    expect(link.url.startsWith(`${engine.baseUrl}/baton/v1/document-links/`)).toBe(true);
    expect(Date.parse(link.expiresAt)).toBeGreaterThanOrEqual(before + 59_000);
    expect(Date.parse(link.expiresAt)).toBeLessThanOrEqual(Date.now() + 60_000);
    expect(download.status).toBe(200);
    expect(await download.text()).toBe('linked');
    expect(download.headers.get('content-disposition')).toContain('attachment; filename="l.txt"');
  });

  it('should delete a document, its links with it, and answer 404 for it afterwards', async () => {
    // given
    const reference = await camunda.createDocument(input('createDocument', { file: new Blob(['short-lived']) }));
    const link = await camunda.createDocumentLink(input('createDocumentLink', { documentId: reference.documentId }));

    // when
    await camunda.deleteDocument(input('deleteDocument', { documentId: reference.documentId }));

    // then
    expect(await refusalOf(camunda.getDocument(input('getDocument', { documentId: reference.documentId })))).toMatchObject({ status: 404 });
    expect(await refusalOf(camunda.deleteDocument(input('deleteDocument', { documentId: reference.documentId })))).toMatchObject({ status: 404 });
    expect((await fetch(link.url)).status).toBe(404);
  });
});
