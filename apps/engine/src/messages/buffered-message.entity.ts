import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * A published message waiting in the buffer (table `message`, schema from migrations/0003 and 0005). Buffering
 * is no command of an instance, so the table lives outside the one-statement write of the hot path and is
 * reached through TypeORM's repository.
 */
@Entity({ name: 'message' })
export class BufferedMessageEntity {
  /** bigint: pg hands it over as a string, as every key of the engine. */
  @PrimaryColumn({ type: 'bigint' })
  key: string;

  @Column({ type: 'text' })
  name: string;

  @Column({ name: 'correlation_key', type: 'text' })
  correlationKey: string;

  /** Unique per tenant, name and correlation key among live messages; null when the sender gave none. */
  @Column({ name: 'message_id', type: 'text', nullable: true })
  messageId: string | null;

  @Column({ name: 'tenant_id', type: 'text' })
  tenantId: string;

  /** The business id of the instance a message start event starts with it (migration 0048); null for none. */
  @Column({ name: 'business_id', type: 'text', nullable: true })
  businessId: string | null;

  /** A JSON object; typed loosely because TypeORM's find and insert types recurse without end into a JSON type. */
  @Column({ type: 'jsonb' })
  variables: object;

  @Column({ name: 'published_at', type: 'timestamptz' })
  publishedAt: Date;

  /** Engine time from which the message is dead, whether or not the cleanup deleted it yet. */
  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;
}
