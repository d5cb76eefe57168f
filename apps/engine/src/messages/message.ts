import type { JsonObject } from '@baton/feel';

/** A message on its way to the subscriptions that wait for it. */
export interface Message {
  key: string;
  name: string;
  /** `''` when the sender gave none: only message start events without a lock can take it. */
  correlationKey: string;
  variables: JsonObject;
  tenantId: string;
  /** Camunda 8.10: the business id of the instance a message start event starts with the message; null for none. */
  businessId: string | null;
  /**
   * Published messages (with any time to live) are recorded and may be handed out again after a crash, so every
   * hand-over is claimed in the database; a correlation (the correlate API) is not, and is not claimed.
   */
  buffered: boolean;
}

/** A process instance the message reached. */
export interface Correlation {
  bpmnProcessId: string;
  processInstanceKey: string;
}

/** A message start event of the latest version of a process (a definition-level subscription row). */
export interface MessageStartEvent {
  /** The definition-level subscription the message reaches. */
  subscriptionKey: string;
  processDefinitionKey: string;
  bpmnProcessId: string;
  elementId: string;
}
