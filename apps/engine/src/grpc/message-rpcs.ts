import type { MessagePublicationResult, SignalBroadcastResult } from '@baton/api-contract';
import type { BroadcastSignalRequest, PublishMessageRequest } from './gateway-messages.js';
import type { GatewayOperations } from './gateway-operations.js';
import { type UnaryRpc, unary } from './gateway-rpc.js';
import { defined, jsonDocument, longNumber, optionalText } from './message-fields.js';

/** Messages and signals of the gateway, on `POST /v2/messages/publication` and `POST /v2/signals/broadcast`. */
export function messageRpcs(operations: GatewayOperations): Record<string, UnaryRpc> {
  return {
    PublishMessage: unary('PUBLISH', async (request: PublishMessageRequest, metadata) => {
      const body = defined({
        name: request.name,
        correlationKey: request.correlationKey,
        timeToLive: longNumber(request.timeToLive),
        messageId: optionalText(request.messageId),
        variables: jsonDocument('variables', request.variables),
        tenantId: optionalText(request.tenantId),
        businessId: optionalText(request.businessId ?? ''),
      });
      const published = (await operations.call(metadata, 'publishMessage', {}, body)) as MessagePublicationResult;
      return { key: published.messageKey, tenantId: published.tenantId };
    }),
    BroadcastSignal: unary('BROADCAST', async (request: BroadcastSignalRequest, metadata) => {
      const body = defined({
        signalName: request.signalName,
        variables: jsonDocument('variables', request.variables),
        tenantId: optionalText(request.tenantId),
      });
      const broadcast = (await operations.call(metadata, 'broadcastSignal', {}, body)) as SignalBroadcastResult;
      return { key: broadcast.signalKey, tenantId: broadcast.tenantId };
    }),
  };
}
