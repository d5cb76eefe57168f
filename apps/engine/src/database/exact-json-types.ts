import pg from 'pg';
import { parseJson } from '../json/json-codec.js';

/** PostgreSQL's type ids of json and jsonb. */
const JSON_TYPE_IDS: ReadonlySet<number> = new Set([114, 3802]);

/**
 * The pg type parsers of the engine's connections: json and jsonb read with {@link parseJson}, so that a variable
 * holding an integer beyond 2^53 comes back from the database as the exact bigint it was written as; every other
 * type as pg reads it.
 */
export const EXACT_JSON_TYPES: pg.CustomTypesConfig = {
  getTypeParser: ((typeId: number, format?: 'text' | 'binary') =>
    format !== 'binary' && JSON_TYPE_IDS.has(typeId) ? parseJson : pg.types.getTypeParser(typeId, format)) as pg.CustomTypesConfig['getTypeParser'],
};
