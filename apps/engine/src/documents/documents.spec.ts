import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PgPool } from '../database/pg-pool.js';
import { Retention } from '../retention/retention.js';
import { startTestEngine, type TestEngine } from '../testing/test-engine.js';

const LIMIT = 2048;

interface Answer {
  status: number;
  body: Record<string, unknown>;
}

/** Documents over plain HTTP: what the official client never sends (bad forms, too large, unknown ids) and expiry. */
describe('documents over HTTP', () => {
  let engine: TestEngine;
  let pg: PgPool;

  beforeAll(async () => {
    engine = await startTestEngine({ env: { DOCUMENT_MAX_BYTES: String(LIMIT) } });
    pg = engine.app.get(PgPool);
  });
  afterAll(() => engine?.close());

  async function send(method: string, path: string, body?: FormData | string, headers: Record<string, string> = {}): Promise<Answer> {
    const response = await fetch(`${engine.baseUrl}${path}`, { method, body, headers });
    const text = await response.text();
    const json = (response.headers.get('content-type') ?? '').includes('json') && text !== '';
    return { status: response.status, body: json ? (JSON.parse(text) as Record<string, unknown>) : { text } };
  }

  const form = (parts: Record<string, (Blob | string)[]>) => {
    const data = new FormData();
    for (const [name, values] of Object.entries(parts)) for (const value of values) data.append(name, value);
    return data;
  };
  const upload = (parts: Record<string, (Blob | string)[]>, query = '') => send('POST', `/v2/documents${query}`, form(parts));

  it('should refuse a form without a file, naming the field', async () => {
    const answer = await upload({ metadata: ['{}'] });
    expect(answer).toMatchObject({ status: 400, body: { detail: expect.stringContaining("'file' is required") } });
  });

  it('should refuse a file over DOCUMENT_MAX_BYTES with 413 naming the limit, and keep nothing of it', async () => {
    const answer = await upload({ file: [new Blob([new Uint8Array(LIMIT + 1)])] });
    const batch = await send(
      'POST',
      '/v2/documents/batch',
      form({ files: [new Blob([new Uint8Array(LIMIT / 2)]), new Blob([new Uint8Array(LIMIT / 2 + 1)])] }),
    );
    const body = await send('POST', '/v2/documents', form({ file: [new Blob([new Uint8Array(LIMIT + 70_000)])] }));

    expect(answer).toMatchObject({
      status: 413,
      body: { detail: `The files of a document upload must have at most ${LIMIT} bytes together (DOCUMENT_MAX_BYTES)` },
    });
    expect(batch).toMatchObject({ status: 413, body: { detail: expect.stringContaining('DOCUMENT_MAX_BYTES') } });
    expect(body).toMatchObject({ status: 413, body: { detail: expect.stringContaining(`${LIMIT} bytes of files (DOCUMENT_MAX_BYTES)`) } });
    expect(await pg.query(`select document_id from document`)).toEqual([]);
  });

  it('should take a file of exactly DOCUMENT_MAX_BYTES', async () => {
    const answer = await upload({ file: [new Blob([new Uint8Array(LIMIT)])] });
    expect(answer).toMatchObject({ status: 201, body: { metadata: { size: LIMIT, contentType: 'application/octet-stream', fileName: 'blob' } } });
  });

  it('should refuse bad metadata and bad query values, naming each field', async () => {
    const notJson = await upload({ file: [new Blob(['x'])], metadata: ['{oops'] });
    const wrong = await upload({
      file: [new Blob(['x'])],
      metadata: [JSON.stringify({ expiresAt: 'tomorrow', processInstanceKey: 'abc', colour: 'red', contentType: 'text/html\r\nx: y' })],
    });
    const past = await upload({ file: [new Blob(['x'])], metadata: [JSON.stringify({ expiresAt: '2001-01-01T00:00:00Z' })] });
    const nul = await upload({ file: [new Blob(['x'])], metadata: [JSON.stringify({ customProperties: { a: 'b\u0000' } })] });
    const store = await upload({ file: [new Blob(['x'])] }, '?storeId=aws');
    const id = await upload({ file: [new Blob(['x'])] }, '?documentId=a%2Fb');
    const stray = await upload({ file: [new Blob(['x'])], tenantId: ['acme'] });

    expect(notJson).toMatchObject({ status: 400, body: { detail: expect.stringContaining("'metadata' is not JSON") } });
    expect(wrong.status).toBe(400);
    for (const field of ['metadata.expiresAt', 'metadata.processInstanceKey', 'metadata.colour']) expect(wrong.body.detail).toContain(`'${field}'`);
    const contentType = await upload({ file: [new Blob(['x'])], metadata: [JSON.stringify({ contentType: 'text/html\r\nx: y' })] });
    expect(contentType).toMatchObject({ status: 400, body: { detail: expect.stringContaining("'metadata.contentType' must be a media type") } });
    expect(past).toMatchObject({ status: 400, body: { detail: expect.stringContaining("'metadata.expiresAt' must be in the future") } });
    expect(nul).toMatchObject({ status: 400, body: { detail: expect.stringContaining('NUL') } });
    expect(store).toMatchObject({ status: 400, body: { detail: expect.stringContaining("'storeId'") } });
    expect(id).toMatchObject({ status: 400, body: { detail: expect.stringContaining("'documentId'") } });
    expect(stray).toMatchObject({ status: 400, body: { detail: expect.stringContaining("'tenantId' is not a part this upload takes") } });
  });

  it('should answer 404 for an unknown document on every operation, and 400 for an id that cannot be one', async () => {
    expect((await send('GET', '/v2/documents/no-such-document')).status).toBe(404);
    expect((await send('DELETE', '/v2/documents/no-such-document')).status).toBe(404);
    expect((await send('POST', '/v2/documents/no-such-document/links', '{}', { 'content-type': 'application/json' })).status).toBe(404);
    expect((await send('GET', `/baton/v1/document-links/${'A'.repeat(43)}`)).status).toBe(404);
    expect((await send('GET', '/baton/v1/document-links/short')).status).toBe(400);
    expect((await send('GET', '/v2/documents/x?contentHash=nothex')).status).toBe(400);
  });

  it('should refuse a JSON body on an upload route and a link lasting more than a week', async () => {
    const json = await send('POST', '/v2/documents', '{}', { 'content-type': 'application/json' });
    const created = await upload({ file: [new Blob(['x'])] });
    const link = await send('POST', `/v2/documents/${created.body.documentId as string}/links`, JSON.stringify({ timeToLive: 8 * 24 * 3_600_000 }), {
      'content-type': 'application/json',
    });

    expect(json.status).toBe(415);
    expect(link).toMatchObject({ status: 400, body: { detail: expect.stringContaining("'timeToLive'") } });
  });

  it('should refuse an upload in chunks without a Content-Length with 411 (its size could not be bounded first)', async () => {
    const encoded = new Response(form({ file: [new Blob(['x'])] }));
    const chunks = [new Uint8Array(await encoded.clone().arrayBuffer())];
    const body = new ReadableStream({ pull: (controller) => (chunks.length > 0 ? controller.enqueue(chunks.shift()) : controller.close()) });
    const contentType = encoded.headers.get('content-type') ?? '';

    const response = await fetch(`${engine.baseUrl}/v2/documents`, {
      method: 'POST',
      headers: { 'content-type': contentType },
      body,
      duplex: 'half',
    } as RequestInit);

    expect(response.status).toBe(411);
  });

  it('should answer 207 for a batch some of whose files are refused, storing the others', async () => {
    const answer = await send(
      'POST',
      '/v2/documents/batch',
      form({
        files: [new Blob(['good'], { type: 'text/plain' }), new Blob(['bad'])],
        metadataList: [JSON.stringify([{ fileName: 'good.txt' }, { size: 'big' }])],
      }),
    );

    expect(answer.status).toBe(207);
    expect((answer.body.createdDocuments as { metadata: { fileName: string } }[]).map((document) => document.metadata.fileName)).toEqual(['good.txt']);
    expect(answer.body.failedDocuments).toEqual([
      { fileName: 'blob', status: 400, title: 'INVALID_ARGUMENT', detail: expect.stringContaining("'metadataList[1].size'") },
    ]);
  });

  it('should serve a download as a sandboxed attachment that the browser does not sniff', async () => {
    const created = await upload({
      file: [new Blob(['<script>alert(1)</script>'], { type: 'text/html' })],
      metadata: [JSON.stringify({ fileName: 'ünïcode "x".html' })],
    });
    const response = await fetch(`${engine.baseUrl}/v2/documents/${created.body.documentId as string}`);

    expect(response.headers.get('content-type')).toBe('text/html');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="_n_code _x_.html"; filename*=UTF-8''%C3%BCn%C3%AFcode%20%22x%22.html`);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toBe("sandbox; default-src 'none'");
  });

  it('should stop serving an expired document and its link at once, and retention should sweep both', async () => {
    // given: a document with a link, whose expiry then passes
    const created = await upload({ file: [new Blob(['expiring'])], metadata: [JSON.stringify({ expiresAt: new Date(Date.now() + 3_600_000).toISOString() })] });
    const documentId = created.body.documentId as string;
    const link = await send('POST', `/v2/documents/${documentId}/links`, '{}', { 'content-type': 'application/json' });
    expect(link.status).toBe(201);
    expect(Date.parse(link.body.expiresAt as string)).toBeLessThanOrEqual(Date.parse((created.body.metadata as { expiresAt: string }).expiresAt));
    expect((await fetch(link.body.url as string)).status).toBe(200);
    await pg.query(`update document set expires_at = now() - interval '1 second' where document_id = $1`, [documentId]);

    // when
    const read = await send('GET', `/v2/documents/${documentId}`);
    const linked = await fetch(link.body.url as string);
    const round = await engine.app.get(Retention).runOnce();

    // then
    expect(read.status).toBe(404);
    expect(linked.status).toBe(404);
    expect(round.documents).toBe(1);
    expect(await pg.query(`select 1 from document where document_id = $1 union all select 1 from document_link where document_id = $1`, [documentId])).toEqual(
      [],
    );
  });
});
