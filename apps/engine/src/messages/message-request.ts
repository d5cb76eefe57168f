import type { JsonObject } from '@baton/feel';
import { DEFAULT_TENANT } from '../deployment/process-definition.js';
import { badRequest } from '../http/problem-detail.js';
import { objectBody, optionalInteger, optionalString, optionalVariables, refuseUnknownFields, requiredString, type Body } from '../http/request-fields.js';

const PUBLICATION_FIELDS = ['name', 'correlationKey', 'timeToLive', 'messageId', 'variables', 'tenantId'] as const;
const CORRELATION_FIELDS = ['name', 'correlationKey', 'variables', 'tenantId'] as const;

export interface CorrelationRequest {
  name: string;
  correlationKey: string;
  variables: JsonObject;
  tenantId: string;
}

export interface PublicationRequest extends CorrelationRequest {
  /** Milliseconds; 0 = correlate now or never. */
  timeToLive: number;
  messageId: string | null;
}

function commonFields(body: Body): CorrelationRequest {
  const tenantId = optionalString(body, 'tenantId') ?? DEFAULT_TENANT;
  if (tenantId === '') throw badRequest(`Expected 'tenantId' to be a non-empty string`);
  return {
    name: requiredString(body, 'name'),
    correlationKey: optionalString(body, 'correlationKey') ?? '',
    variables: optionalVariables(body),
    tenantId,
  };
}

export function readPublication(raw: unknown): PublicationRequest {
  const body = objectBody(raw, 'a message publication');
  refuseUnknownFields(body, PUBLICATION_FIELDS, 'the message publication');
  const messageId = optionalString(body, 'messageId');
  return { ...commonFields(body), timeToLive: optionalInteger(body, 'timeToLive', 0) ?? 0, messageId: messageId === undefined || messageId === '' ? null : messageId };
}

export function readCorrelation(raw: unknown): CorrelationRequest {
  const body = objectBody(raw, 'a message correlation');
  refuseUnknownFields(body, CORRELATION_FIELDS, 'the message correlation');
  return commonFields(body);
}
