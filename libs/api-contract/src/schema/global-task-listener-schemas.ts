/** Camunda 8.9's global task listeners: `/v2/global-task-listeners`. */
import { Type, type Static } from 'typebox';
import { IntegerFilter, StringFilter } from './filters.js';
import { Name, StringEnum, TenantId } from './primitives.js';
import { IdentityId } from './realm-identity-schemas.js';
import { FilterObject, SearchQuery } from './search-request.js';

/** Camunda's event types; `all` stands for every one. */
export const GLOBAL_TASK_LISTENER_EVENT_TYPES = ['all', 'creating', 'assigning', 'updating', 'completing', 'canceling'] as const;
export const GLOBAL_TASK_LISTENER_SOURCES = ['CONFIGURATION', 'API'] as const;
export const GLOBAL_TASK_LISTENER_SORT_FIELDS = ['id', 'type', 'afterNonGlobal', 'priority', 'source'] as const;

const EventTypes = Type.Array(StringEnum(GLOBAL_TASK_LISTENER_EVENT_TYPES), { minItems: 1, description: 'The transitions it listens to; `all`: every one.' });
const fields = {
  type: Name({ minLength: 1, description: 'The job type of its listener jobs.' }),
  retries: Type.Integer({ minimum: 0, maximum: 1000, description: 'Retries of its listener jobs (default 3).' }),
  afterNonGlobal: Type.Boolean({ description: "Whether it runs after the model's own listeners (default: before them)." }),
  priority: Type.Integer({ minimum: -1000, maximum: 1000, description: 'Higher priorities run first (default 50).' }),
};

export const CreateGlobalTaskListenerRequest = Type.Object(
  {
    id: IdentityId,
    type: fields.type,
    eventTypes: EventTypes,
    retries: Type.Optional(fields.retries),
    afterNonGlobal: Type.Optional(fields.afterNonGlobal),
    priority: Type.Optional(fields.priority),
  },
  { additionalProperties: false },
);
export type CreateGlobalTaskListenerRequest = Static<typeof CreateGlobalTaskListenerRequest>;

export const UpdateGlobalTaskListenerRequest = Type.Object(
  {
    type: Type.Optional(fields.type),
    eventTypes: Type.Optional(EventTypes),
    retries: Type.Optional(fields.retries),
    afterNonGlobal: Type.Optional(fields.afterNonGlobal),
    priority: Type.Optional(fields.priority),
  },
  { additionalProperties: false },
);
export type UpdateGlobalTaskListenerRequest = Static<typeof UpdateGlobalTaskListenerRequest>;

export const GlobalTaskListenerResult = Type.Object({
  id: Type.String(),
  type: Type.String(),
  retries: Type.Integer(),
  eventTypes: Type.Array(StringEnum(GLOBAL_TASK_LISTENER_EVENT_TYPES)),
  afterNonGlobal: Type.Boolean(),
  priority: Type.Integer(),
  source: StringEnum(GLOBAL_TASK_LISTENER_SOURCES),
});
export type GlobalTaskListenerResult = Static<typeof GlobalTaskListenerResult>;

const EventTypeFilter = Type.Union([
  StringEnum(GLOBAL_TASK_LISTENER_EVENT_TYPES),
  Type.Object(
    {
      $eq: Type.Optional(StringEnum(GLOBAL_TASK_LISTENER_EVENT_TYPES)),
      $neq: Type.Optional(StringEnum(GLOBAL_TASK_LISTENER_EVENT_TYPES)),
      $in: Type.Optional(Type.Array(StringEnum(GLOBAL_TASK_LISTENER_EVENT_TYPES))),
    },
    { additionalProperties: false },
  ),
]);

export const GlobalTaskListenerSearchQuery = SearchQuery(
  FilterObject({
    id: StringFilter,
    type: StringFilter,
    retries: IntegerFilter,
    eventTypes: Type.Array(EventTypeFilter, { description: 'Each must hold: the listener listens to that event type.' }),
    afterNonGlobal: Type.Boolean(),
    priority: IntegerFilter,
    source: Type.Union([
      StringEnum(GLOBAL_TASK_LISTENER_SOURCES),
      Type.Object({ $eq: Type.Optional(StringEnum(GLOBAL_TASK_LISTENER_SOURCES)) }, { additionalProperties: false }),
    ]),
  }),
  GLOBAL_TASK_LISTENER_SORT_FIELDS,
);
export type GlobalTaskListenerSearchQuery = Static<typeof GlobalTaskListenerSearchQuery>;

/** Baton's own: the tenant whose global task listeners a call reads or changes (default `<default>`); Camunda's are cluster-wide. */
export const GlobalTaskListenerTenantQuery = Type.Object(
  { tenantId: Type.Optional(TenantId) },
  { additionalProperties: false, description: "Baton keeps global task listeners per tenant: name the tenant (default '<default>')." },
);
