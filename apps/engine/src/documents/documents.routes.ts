import { routeHandlers } from '../http/contract-routes.js';
import { DocumentsController } from './documents.controller.js';

export const DOCUMENT_ROUTES = routeHandlers(DocumentsController, {
  createDocument: (documents, { request, query }) => documents.create(request, query.documentId),
  createDocuments: (documents, { request, reply }) => documents.createBatch(request, reply),
  getDocument: (documents, { params, query, reply }) => documents.download(params.documentId, query.contentHash, reply),
  deleteDocument: (documents, { params }) => documents.delete(params.documentId),
  createDocumentLink: (documents, { params, query, body }) => documents.link(params.documentId, query.contentHash, body),
  getDocumentLinkContent: (documents, { params, reply }) => documents.downloadByLink(params.documentLinkToken, reply),
});
