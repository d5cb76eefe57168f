import { type Static, Type } from 'typebox';
import { LongKey } from './primitives.js';

/**
 * The tasklist's saved filters, kept per user in the engine (Camunda's tasklist keeps them in one browser only):
 * a name and the list's settings as the tasklist writes them in its URL (`view`, `process`, `variableName`, …).
 */
export const SavedTaskFilterName = Type.String({
  minLength: 1,
  maxLength: 100,
  pattern: '\\S',
  description: 'Unique per user: saving a name again replaces that filter.',
});

export const SavedTaskFilterSettings = Type.Record(Type.String({ pattern: '^[A-Za-z][A-Za-z0-9]{0,39}$' }), Type.String({ maxLength: 1000 }), {
  maxProperties: 30,
  description: "The task list's settings, as the tasklist writes them in its URL's query.",
});

export const SavedTaskFilterRequest = Type.Object({ name: SavedTaskFilterName, filter: SavedTaskFilterSettings }, { additionalProperties: false });
export type SavedTaskFilterRequest = Static<typeof SavedTaskFilterRequest>;

export const SavedTaskFilterResult = Type.Object(
  {
    savedTaskFilterKey: LongKey,
    name: Type.String(),
    filter: SavedTaskFilterSettings,
    savedAt: Type.String({ format: 'date-time' }),
  },
  { additionalProperties: false },
);
export type SavedTaskFilterResult = Static<typeof SavedTaskFilterResult>;

export const SavedTaskFilterList = Type.Object({ items: Type.Array(SavedTaskFilterResult) }, { additionalProperties: false });
export type SavedTaskFilterList = Static<typeof SavedTaskFilterList>;
