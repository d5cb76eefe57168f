import { createHmac, randomBytes } from 'node:crypto';
import { Injectable, type OnModuleDestroy } from '@nestjs/common';
import type { ClientBase } from 'pg';
import { PgPool } from '../database/pg-pool.js';
import { verifyPassword } from './password-hash.js';
import { type IdentityRows, type RealmAccount, RealmIdentity } from './realm-identity.js';

/** How often an engine process looks for another's identity writes (one small read, never per request). */
const REVISION_POLL_MS = 2000;
/** Credentials remembered once their hash matched, so that HTTP basic auth pays scrypt once, not per request. */
const VERIFIED_CACHE_SIZE = 1000;

const LOAD = {
  revision: `select revision::text as revision from realm_identity_revision where id = 1`,
  users: `select key::text as key, username, name, email, password_hash as "passwordHash" from realm_user order by username`,
  entities: `select key::text as key, kind, id, name, description from realm_entity order by kind, id`,
  mappingRules: `select key::text as key, mapping_rule_id as "mappingRuleId", name, claim_name as "claimName", claim_value as "claimValue"
                   from realm_mapping_rule order by mapping_rule_id`,
  memberships: `select entity_kind as "entityKind", entity_id as "entityId", member_type as "memberType", member_id as "memberId" from realm_membership`,
  authorizations: `select key::text as "authorizationKey", owner_id as "ownerId", owner_type as "ownerType", resource_type as "resourceType",
                          resource_id as "resourceId", resource_property_name as "resourcePropertyName", permission_types as "permissionTypes"
                     from realm_authorization order by key`,
};

/**
 * The embedded realm's identity, read into memory: logins, tokens and each request's access check read this copy,
 * never the database. A write here reloads it at once; writes by other engine processes on the database are seen
 * within {@link REVISION_POLL_MS}, by a revision each write raises.
 */
@Injectable()
export class RealmIdentityStore implements OnModuleDestroy {
  private snapshot: RealmIdentity | undefined;
  private loading: Promise<RealmIdentity> | undefined;
  private poll: NodeJS.Timeout | undefined;
  private readonly verified = new Map<string, string>();
  private readonly verifiedKey = randomBytes(32);

  constructor(private readonly pg: PgPool) {}

  onModuleDestroy(): void {
    clearInterval(this.poll);
  }

  /** The identity, loaded at the first call; from then on kept current. */
  ready(): Promise<RealmIdentity> {
    if (this.snapshot) return Promise.resolve(this.snapshot);
    this.loading ??= this.load().then((identity) => {
      this.poll ??= setInterval(() => void this.refreshIfChanged().catch(() => undefined), REVISION_POLL_MS).unref();
      return identity;
    });
    return this.loading;
  }

  /** The loaded identity (after {@link ready}). */
  current(): RealmIdentity {
    if (!this.snapshot) throw new Error('The realm identity is read before it was loaded');
    return this.snapshot;
  }

  /** The account whose password this is, or undefined (unknown user or wrong password, told apart by nothing). */
  async checkPassword(username: unknown, password: unknown): Promise<RealmAccount | undefined> {
    if (typeof username !== 'string' || typeof password !== 'string') return undefined;
    const identity = await this.ready();
    const fingerprint = createHmac('sha256', this.verifiedKey).update(`${username}\0${password}`).digest('base64');
    if (this.verified.get(fingerprint) === identity.revision) return identity.account(username);
    const user = identity.user(username);
    if (!(await verifyPassword(password, user?.passwordHash))) return undefined;
    if (this.verified.size >= VERIFIED_CACHE_SIZE) this.verified.delete(this.verified.keys().next().value ?? '');
    this.verified.set(fingerprint, identity.revision);
    return identity.account(username);
  }

  /**
   * Runs `change` in a transaction that raises the revision, then reloads: the next request sees the change. A
   * change that throws leaves the identity as it was.
   */
  async write<T>(change: (client: ClientBase) => Promise<T>): Promise<T> {
    const result = await this.pg.withConnection(async (client) => {
      await client.query('begin');
      try {
        const value = await change(client);
        await client.query('update realm_identity_revision set revision = revision + 1 where id = 1');
        await client.query('commit');
        return value;
      } catch (error) {
        await client.query('rollback');
        throw error;
      }
    });
    await this.load();
    return result;
  }

  private async refreshIfChanged(): Promise<void> {
    const [row] = await this.pg.query<{ revision: string }>(LOAD.revision);
    if (row && row.revision !== this.snapshot?.revision) await this.load();
  }

  private async load(): Promise<RealmIdentity> {
    // One transaction, so the lists and the revision are of the same moment.
    const identity = await this.pg.withConnection(async (client) => {
      await client.query('begin isolation level repeatable read read only');
      try {
        const read = async <R>(sql: string) => (await client.query(sql)).rows as R[];
        const [revision] = await read<{ revision: string }>(LOAD.revision);
        const rows: IdentityRows = {
          users: await read(LOAD.users),
          entities: await read(LOAD.entities),
          mappingRules: await read(LOAD.mappingRules),
          memberships: await read(LOAD.memberships),
          authorizations: await read(LOAD.authorizations),
        };
        return new RealmIdentity(rows, revision?.revision ?? '0');
      } finally {
        await client.query('commit');
      }
    });
    // Two loads may cross: the older revision does not replace the newer.
    if (!this.snapshot || BigInt(identity.revision) >= BigInt(this.snapshot.revision)) {
      this.snapshot = identity;
      this.verified.clear();
    }
    return this.snapshot;
  }
}
