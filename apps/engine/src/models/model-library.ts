import { Injectable } from '@nestjs/common';
import type { ModelCreationRequest, ModelForm, ModelRevisionRequest, ModelRevisionResult, ModelSummary } from '@baton/api-contract';
import { currentCaller, seesTenant } from '../auth/caller.js';
import { requireTenants } from '../auth/tenant-access.js';
import { DEFAULT_TENANT } from '../deployment/process-definition.js';
import { conflict, notFound } from '../http/problem-detail.js';
import { EngineClock } from '../runtime/engine-clock.js';
import { KeyGenerator } from '../runtime/key-generator.js';
import { ModelLibraryRepository, type ModelRevisionSummary } from './model-library.repository.js';
import type { ModelRevisionEntity } from './model-revision.entity.js';

const toSummary = (revision: ModelRevisionSummary): ModelSummary => ({
  modelKey: revision.modelKey,
  name: revision.name,
  tenantId: revision.tenantId,
  revision: revision.revision,
  savedAt: revision.savedAt.toISOString(),
  savedBy: revision.savedBy,
});

// The column holds what save() stored: the request's forms.
const toResult = (revision: ModelRevisionEntity): ModelRevisionResult => ({ ...toSummary(revision), xml: revision.xml, forms: revision.forms as ModelForm[] });

/**
 * The model library of each tenant: models saved from the modeler, every revision kept. A caller sees the models of
 * their tenants only; another tenant's model is answered as not found, as the engine answers for its other resources.
 */
@Injectable()
export class ModelLibrary {
  constructor(
    private readonly repository: ModelLibraryRepository,
    private readonly keys: KeyGenerator,
    private readonly clock: EngineClock,
  ) {}

  async list(tenantId: string | undefined): Promise<ModelSummary[]> {
    const caller = currentCaller();
    const tenants = tenantId === undefined ? caller.tenants : seesTenant(caller, tenantId) ? [tenantId] : [];
    return (await this.repository.latestOfEachModel(tenants)).map(toSummary);
  }

  async create(request: ModelCreationRequest): Promise<ModelRevisionResult> {
    const tenantId = request.tenantId ?? DEFAULT_TENANT;
    requireTenants('save a model', [tenantId]);
    await this.keys.reserve(1);
    const revision = this.revision(this.keys.next(), 1, tenantId, request.name, request.xml, request.forms ?? []);
    await this.repository.insert(revision);
    return toResult(revision);
  }

  async saveRevision(modelKey: string, request: ModelRevisionRequest): Promise<ModelRevisionResult> {
    const latest = await this.latestVisible(modelKey);
    if (request.basedOnRevision !== undefined && request.basedOnRevision !== latest.revision) {
      throw conflict(`Expected model '${modelKey}' to be at revision ${request.basedOnRevision}, but revision ${latest.revision} was saved since`);
    }
    const next = this.revision(modelKey, latest.revision + 1, latest.tenantId, request.name ?? latest.name, request.xml, request.forms ?? []);
    if (!(await this.repository.insert(next))) {
      throw conflict(`Expected to save revision ${next.revision} of model '${modelKey}', but another save took it first`);
    }
    return toResult(next);
  }

  async latest(modelKey: string): Promise<ModelRevisionResult> {
    return toResult(await this.latestVisible(modelKey));
  }

  async revisions(modelKey: string): Promise<ModelSummary[]> {
    await this.latestVisible(modelKey);
    return (await this.repository.summaries(modelKey)).map(toSummary);
  }

  async find(modelKey: string, revision: number): Promise<ModelRevisionResult> {
    const found = await this.repository.find(modelKey, revision);
    if (!found || !seesTenant(currentCaller(), found.tenantId)) throw notFound(`Revision ${revision} of model '${modelKey}' was not found`);
    return toResult(found);
  }

  private async latestVisible(modelKey: string): Promise<ModelRevisionEntity> {
    const latest = await this.repository.latest(modelKey);
    if (!latest || !seesTenant(currentCaller(), latest.tenantId)) throw notFound(`Model '${modelKey}' was not found`);
    return latest;
  }

  private revision(modelKey: string, revision: number, tenantId: string, name: string, xml: string, forms: ModelForm[]): ModelRevisionEntity {
    return { modelKey, revision, tenantId, name, xml, forms, savedBy: currentCaller().id, savedAt: new Date(this.clock.now()) };
  }
}
