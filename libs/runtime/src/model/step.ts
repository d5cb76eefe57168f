import type { JsonObject, JsonValue } from '@baton/feel';

/** The item an inner instance of a multi-instance activity works on, and its 1-based place in the input collection. */
export interface LoopItem {
  counter: number;
  item: JsonValue;
}

/** Work left to do before every token waits. Steps run in FIFO order, so parallel branches interleave deterministically. */
export type Step =
  /**
   * `trigger` carries the variables of an event that already happened (event-based gateway, boundary event); `loop`
   * makes the activation an inner instance of a multi-instance activity (without it, such an activity activates its
   * body); `direct` marks an element a start instruction names (or an ad-hoc sub-process activates), which a joining
   * gateway does not wait at.
   */
  | {
      kind: 'activate';
      elementInstanceKey: string;
      elementId: string;
      flowScopeKey: string;
      trigger?: JsonObject;
      loop?: LoopItem;
      direct?: true;
    }
  | { kind: 'complete'; elementInstanceKey: string };
