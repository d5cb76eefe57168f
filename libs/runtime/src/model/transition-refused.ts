/**
 * Thrown by the lifecycle gate when an event would move an element instance through a transition its lifecycle
 * does not allow. The command that caused it is rejected as a whole.
 */
export class TransitionRefused extends Error {
  override name = 'TransitionRefused';
}
