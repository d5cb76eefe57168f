/**
 * Document writes are audited as other writes are: an upload (single or batch) and a deletion each leave an entry, as
 * a RESOURCE of category DEPLOYED_RESOURCES (Camunda's audit log has no entity type for documents) keyed by the
 * document's key, with its id and file name; a write that stored nothing leaves none. Real tokens of the demo realm.
 */
import type { AuditLogResult, DocumentCreationBatchResponse, DocumentReference, SearchQueryResponse } from '@baton/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientAs, userToken } from '../testing/demo-tokens.js';
import type { HttpClient } from '../testing/http-client.js';
import { startTestEngine, type TestEngine } from '../testing/test-engine.js';

describe('the audit of document writes', () => {
  let engine: TestEngine;
  let token: string;
  let olga: HttpClient;

  beforeAll(async () => {
    engine = await startTestEngine({ env: { AUTH: 'oidc' } });
    token = await userToken(engine.baseUrl, 'dave');
    olga = await clientAs(engine.baseUrl, 'olga');
  });
  afterAll(() => engine?.close());

  const send = async <T>(method: string, path: string, body?: FormData) => {
    const response = await fetch(`${engine.baseUrl}${path}`, { method, body, headers: { authorization: `Bearer ${token}` } });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : undefined) as T };
  };
  const formOf = (field: string, files: Record<string, string>, metadata?: Record<string, unknown>) => {
    const form = new FormData();
    for (const [name, content] of Object.entries(files)) form.append(field, new Blob([content]), name);
    if (metadata) form.append('metadata', JSON.stringify(metadata));
    return form;
  };

  it('should record an upload, a batch upload and a deletion with the actor, and nothing for a refused upload', async () => {
    const single = await send<DocumentReference>(
      'POST',
      '/v2/documents?documentId=audited-receipt',
      formOf('file', { 'receipt.pdf': 'r' }, { processInstanceKey: '42' }),
    );
    const again = await send('POST', '/v2/documents?documentId=audited-receipt', formOf('file', { 'other.pdf': 'o' }));
    const batch = await send<DocumentCreationBatchResponse>('POST', '/v2/documents/batch', formOf('files', { 'a.txt': 'a', 'b.txt': 'b' }));
    const deleted = await send('DELETE', '/v2/documents/audited-receipt');
    const missing = await send('DELETE', '/v2/documents/audited-receipt');

    const log = await olga.post<SearchQueryResponse<AuditLogResult>>('/v2/audit-logs/search', {
      filter: { entityType: 'RESOURCE' },
      sort: [{ field: 'auditLogKey' }],
    });

    expect([single.status, again.status, batch.status, deleted.status, missing.status]).toEqual([201, 409, 201, 204, 404]);
    const [first, second] = batch.body.createdDocuments;
    expect(
      log.body.items.map((entry) => [entry.operationType, entry.annotation, entry.actorId, entry.result, entry.category, entry.processInstanceKey]),
    ).toEqual([
      ['CREATE', "document 'audited-receipt' (receipt.pdf)", 'dave', 'SUCCESS', 'DEPLOYED_RESOURCES', '42'],
      ['CREATE', `document '${first?.documentId}' (a.txt)`, 'dave', 'SUCCESS', 'DEPLOYED_RESOURCES', null],
      ['CREATE', `document '${second?.documentId}' (b.txt)`, 'dave', 'SUCCESS', 'DEPLOYED_RESOURCES', null],
      ['DELETE', "document 'audited-receipt' (receipt.pdf)", 'dave', 'SUCCESS', 'DEPLOYED_RESOURCES', null],
    ]);
    // The upload and the deletion of one document name the same entity.
    expect(log.body.items[0]?.entityKey).toBe(log.body.items[3]?.entityKey);
    expect(new Set(log.body.items.map((entry) => entry.entityKey)).size).toBe(3);
  });
});
