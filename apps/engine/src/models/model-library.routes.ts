import { routeHandlers } from '../http/contract-routes.js';
import { ModelLibraryController } from './model-library.controller.js';

export const MODEL_LIBRARY_ROUTES = routeHandlers(ModelLibraryController, {
  listModels: (library, { query }) => library.list(query),
  createModel: (library, { body }) => library.create(body),
  getModel: (library, { params, query }) => library.find(params.modelKey, query),
  listModelRevisions: (library, { params }) => library.revisions(params.modelKey),
  saveModelRevision: (library, { params, body }) => library.saveRevision(params.modelKey, body),
});
