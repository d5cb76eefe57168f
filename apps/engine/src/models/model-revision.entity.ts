import { Column, Entity, PrimaryColumn } from 'typeorm';

/** One saved revision of a library model (table `model_revision`, migrations/0015); revisions are never changed. */
@Entity({ name: 'model_revision' })
export class ModelRevisionEntity {
  /** bigint: pg hands it over as a string, as every key of the engine. */
  @PrimaryColumn({ name: 'model_key', type: 'bigint' })
  modelKey: string;

  @PrimaryColumn({ type: 'integer' })
  revision: number;

  @Column({ name: 'tenant_id', type: 'text' })
  tenantId: string;

  @Column({ type: 'text' })
  name: string;

  @Column({ type: 'text' })
  xml: string;

  /** The model's forms, `{ name, content }[]`; typed loosely because TypeORM's types recurse without end into a JSON type. */
  @Column({ type: 'jsonb' })
  forms: object;

  @Column({ name: 'saved_by', type: 'text' })
  savedBy: string;

  @Column({ name: 'saved_at', type: 'timestamptz' })
  savedAt: Date;
}
