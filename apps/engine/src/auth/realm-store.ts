import type { Adapter, AdapterFactory, AdapterPayload } from 'oidc-provider';
import type { PgPool } from '../database/pg-pool.js';

/**
 * A secret of the realm (its signing key, its cookie keys), made by the first engine process that needs it and read by
 * every other: the insert that loses the race changes nothing, and all read the winner's value.
 */
export async function realmSecret<T>(pg: PgPool, name: string, make: () => Promise<T> | T): Promise<T> {
  const read = async () => (await pg.query<{ value: T }>(`select value from realm_secret where name = $1`, [name]))[0]?.value;
  const stored = await read();
  if (stored !== undefined) return stored;
  await pg.query(`insert into realm_secret (name, value) values ($1, $2::jsonb) on conflict (name) do nothing`, [name, JSON.stringify(await make())]);
  const made = await read();
  if (made === undefined) throw new Error(`realm secret ${name} vanished`);
  return made;
}

/** Expired rows are deleted now and then by the writes themselves: a demo realm needs no scheduler of its own. */
const PURGE_EVERY_WRITES = 200;

/**
 * oidc-provider's storage in PostgreSQL (its `Adapter` contract): sessions, interactions, codes, grants and refresh
 * tokens outlive the process and are shared by every engine on the database.
 */
export function postgresRealmAdapter(pg: PgPool): AdapterFactory {
  let writes = 0;
  const live = `(expires_at is null or expires_at > now())`;
  const findOne = async (where: string, params: unknown[]): Promise<AdapterPayload | undefined> => {
    const [row] = await pg.query<{ payload: AdapterPayload }>(`select payload from realm_artifact where ${where} and ${live} limit 1`, params);
    return row?.payload;
  };

  return (model: string): Adapter => ({
    async upsert(id, payload, expiresIn) {
      await pg.query(
        `insert into realm_artifact (model, id, payload, grant_id, uid, user_code, expires_at)
         values ($1, $2, $3::jsonb, $4, $5, $6, case when $7::int is null then null else now() + make_interval(secs => $7::int) end)
         on conflict (model, id) do update set payload = excluded.payload, grant_id = excluded.grant_id, uid = excluded.uid,
           user_code = excluded.user_code, expires_at = excluded.expires_at`,
        [model, id, JSON.stringify(payload), payload.grantId ?? null, payload.uid ?? null, payload.userCode ?? null, expiresIn || null],
      );
      if (++writes % PURGE_EVERY_WRITES === 0) await pg.query(`delete from realm_artifact where expires_at < now()`);
    },
    find: (id) => findOne('model = $1 and id = $2', [model, id]),
    findByUid: (uid) => findOne('model = $1 and uid = $2', [model, uid]),
    findByUserCode: (userCode) => findOne('model = $1 and user_code = $2', [model, userCode]),
    async consume(id) {
      await pg.query(
        `update realm_artifact set payload = payload || jsonb_build_object('consumed', extract(epoch from now())::bigint) where model = $1 and id = $2`,
        [model, id],
      );
    },
    async destroy(id) {
      await pg.query(`delete from realm_artifact where model = $1 and id = $2`, [model, id]);
    },
    async revokeByGrantId(grantId) {
      await pg.query(`delete from realm_artifact where grant_id = $1`, [grantId]);
    },
  });
}
