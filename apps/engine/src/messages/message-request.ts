import type { JsonObject } from '@baton/feel';
import type { MessageCorrelationRequest, MessagePublicationRequest } from '@baton/api-contract';
import { DEFAULT_TENANT } from '../deployment/process-definition.js';
import { requireTenants } from '../auth/tenant-access.js';

export interface CorrelationRequest {
  name: string;
  correlationKey: string;
  variables: JsonObject;
  tenantId: string;
  /** Camunda's default is the empty string, which is no business id. */
  businessId: string | null;
}

export interface PublicationRequest extends CorrelationRequest {
  /** Milliseconds; 0 = correlate now or never. */
  timeToLive: number;
  messageId: string | null;
}

/** The defaults Camunda applies to a correlation body already checked against its schema. */
export function readCorrelation(body: MessageCorrelationRequest): CorrelationRequest {
  requireTenants('handle a message', [body.tenantId ?? DEFAULT_TENANT]);
  return {
    name: body.name,
    correlationKey: body.correlationKey ?? '',
    variables: (body.variables ?? {}) as JsonObject,
    tenantId: body.tenantId ?? DEFAULT_TENANT,
    businessId: body.businessId === undefined || body.businessId === '' ? null : body.businessId,
  };
}

export function readPublication(body: MessagePublicationRequest): PublicationRequest {
  const messageId = body.messageId;
  return { ...readCorrelation(body), timeToLive: body.timeToLive ?? 0, messageId: messageId === undefined || messageId === '' ? null : messageId };
}
