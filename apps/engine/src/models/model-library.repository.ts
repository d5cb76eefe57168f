import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { QueryFailedError, type Repository } from 'typeorm';
import { ModelRevisionEntity } from './model-revision.entity.js';

const UNIQUE_VIOLATION = '23505';

/** The columns of a revision without its content, for lists. */
const SUMMARY_COLUMNS: (keyof ModelRevisionEntity)[] = ['modelKey', 'revision', 'tenantId', 'name', 'savedBy', 'savedAt'];

export type ModelRevisionSummary = Omit<ModelRevisionEntity, 'xml' | 'forms'>;

/** Saved revisions of library models; a revision, once written, is never changed. */
@Injectable()
export class ModelLibraryRepository {
  constructor(@InjectRepository(ModelRevisionEntity) private readonly revisions: Repository<ModelRevisionEntity>) {}

  /** The latest revision of every model of the given tenants (every tenant: null), most recently saved first. */
  async latestOfEachModel(tenantIds: readonly string[] | null): Promise<ModelRevisionSummary[]> {
    const query = this.revisions
      .createQueryBuilder('r')
      .select(SUMMARY_COLUMNS.map((column) => `r.${column}`))
      .distinctOn(['r.modelKey'])
      .orderBy('r.modelKey')
      .addOrderBy('r.revision', 'DESC');
    if (tenantIds !== null) query.where('r.tenantId in (:...tenantIds)', { tenantIds: tenantIds.length === 0 ? [''] : [...tenantIds] });
    const latest = await query.getMany();
    return latest.sort((a, b) => b.savedAt.getTime() - a.savedAt.getTime());
  }

  /** Every revision of a model, newest first, without content. */
  summaries(modelKey: string): Promise<ModelRevisionSummary[]> {
    return this.revisions.find({
      select: Object.fromEntries(SUMMARY_COLUMNS.map((column) => [column, true])),
      where: { modelKey },
      order: { revision: 'DESC' },
    });
  }

  latest(modelKey: string): Promise<ModelRevisionEntity | null> {
    return this.revisions.findOne({ where: { modelKey }, order: { revision: 'DESC' } });
  }

  find(modelKey: string, revision: number): Promise<ModelRevisionEntity | null> {
    return this.revisions.findOneBy({ modelKey, revision });
  }

  /** Writes a revision; false when that revision of the model was saved by someone else first. */
  async insert(revision: ModelRevisionEntity): Promise<boolean> {
    try {
      await this.revisions.insert(revision);
      return true;
    } catch (error) {
      if (error instanceof QueryFailedError && (error.driverError as { code?: string }).code === UNIQUE_VIOLATION) return false;
      throw error;
    }
  }
}
