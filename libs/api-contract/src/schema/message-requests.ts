/** Request bodies of message publication and correlation, and of signal broadcasts (Camunda v2). */
import { Type, type Static } from 'typebox';
import { BUSINESS_ID_MAX_LENGTH } from '../common.js';
import { MAX_INSTANT_MS, Name, TenantId, VariablesObject } from './primitives.js';

/** Camunda 8.10: the business id of the instance a message start event would start. */
const MessageBusinessId = Type.String({
  maxLength: BUSINESS_ID_MAX_LENGTH,
  description:
    'The business id of the process instance a message start event starts (Camunda 8.10). With BUSINESS_ID_UNIQUENESS on, no instance is ' +
    'started while a root instance of the process runs with it: a published message then waits (its time to live) for that one to end. ' +
    'No effect on a message that reaches a waiting instance.',
});

export const MessageCorrelationRequest = Type.Object(
  {
    name: Name({ minLength: 1 }),
    correlationKey: Type.Optional(Name({ default: '' })),
    variables: Type.Optional(VariablesObject),
    tenantId: Type.Optional(TenantId),
    businessId: Type.Optional(MessageBusinessId),
  },
  { additionalProperties: false },
);
export type MessageCorrelationRequest = Static<typeof MessageCorrelationRequest>;

export const MessagePublicationRequest = Type.Object(
  {
    name: Name({ minLength: 1 }),
    correlationKey: Type.Optional(Name({ default: '', description: 'Empty: only message start events without a correlation key can take the message.' })),
    timeToLive: Type.Optional(
      Type.Integer({ minimum: 0, format: 'int64', default: 0, description: 'How long (ms) the message waits for a subscription; 0: correlate now or never.' }),
    ),
    messageId: Type.Optional(
      Name({
        description:
          'Once a message with this id was published, another with the same name, correlation key, tenant and id is refused (409 ALREADY_EXISTS) ' +
          'for the idempotency window (IDEMPOTENCY_TTL_HOURS), and while the first is buffered.',
      }),
    ),
    variables: Type.Optional(VariablesObject),
    tenantId: Type.Optional(TenantId),
    businessId: Type.Optional(MessageBusinessId),
  },
  { additionalProperties: false },
);
export type MessagePublicationRequest = Static<typeof MessagePublicationRequest>;

export const SignalBroadcastRequest = Type.Object(
  { signalName: Name({ minLength: 1 }), variables: Type.Optional(VariablesObject), tenantId: Type.Optional(TenantId) },
  { additionalProperties: false },
);
export type SignalBroadcastRequest = Static<typeof SignalBroadcastRequest>;

export const ClockPinRequest = Type.Object(
  { timestamp: Type.Integer({ minimum: 0, maximum: MAX_INSTANT_MS, format: 'int64' }) },
  { additionalProperties: false },
);
export type ClockPinRequest = Static<typeof ClockPinRequest>;
