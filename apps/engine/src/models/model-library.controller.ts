import { Injectable } from '@nestjs/common';
import type { ModelCreationRequest, ModelList, ModelListQuery, ModelRevisionQuery, ModelRevisionRequest, ModelRevisionResult } from '@baton/api-contract';
import { ModelLibrary } from './model-library.js';

/** The per-tenant model library of the modeler: `/baton/v1/models`. */
@Injectable()
export class ModelLibraryController {
  constructor(private readonly library: ModelLibrary) {}

  async list(query: ModelListQuery): Promise<ModelList> {
    return { items: await this.library.list(query.tenantId) };
  }

  create(body: ModelCreationRequest): Promise<ModelRevisionResult> {
    return this.library.create(body);
  }

  find(modelKey: string, query: ModelRevisionQuery): Promise<ModelRevisionResult> {
    return query.revision === undefined ? this.library.latest(modelKey) : this.library.find(modelKey, query.revision);
  }

  async revisions(modelKey: string): Promise<ModelList> {
    return { items: await this.library.revisions(modelKey) };
  }

  saveRevision(modelKey: string, body: ModelRevisionRequest): Promise<ModelRevisionResult> {
    return this.library.saveRevision(modelKey, body);
  }
}
