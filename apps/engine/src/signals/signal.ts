import type { JsonObject } from '@baton/feel';

/** A signal to broadcast: from the API, or thrown by an instance (then waiting in the outbox). */
export interface Signal {
  key: string;
  name: string;
  variables: JsonObject;
  tenantId: string;
  /** When it was sent (engine time); set when it comes from the outbox. */
  createdAt?: Date;
}
