import type { ConditionalVariableEvent, ExecutableProcess } from '@baton/bpmn-model';
import type { RuntimeEvent } from '../model/runtime-event.js';

/** A variable written in a scope during a command: what a conditional event may react to. */
export interface VariableChange {
  scopeKey: string;
  name: string;
  event: ConditionalVariableEvent;
}

/** Whether a process has conditional events that wait inside its instances (its root conditional start events do not). */
const WATCHES = new WeakMap<ExecutableProcess, boolean>();

export function watchesConditions(process: ExecutableProcess): boolean {
  let watches = WATCHES.get(process);
  if (watches === undefined) {
    watches = Object.values(process.elements).some(
      (element) => element.eventDefinition?.kind === 'conditional' && !(element.type === 'START_EVENT' && element.flowScopeId === process.id),
    );
    WATCHES.set(process, watches);
  }
  return watches;
}

/**
 * What a command did that a conditional event must look at: the conditional subscriptions it opened (evaluated once
 * their scope has activated), the variables it wrote and the incidents it resolved. Only the commands of a process with conditional events keep
 * one (see ProcessingContext), so the others pay nothing for them.
 */
export class ConditionWatch {
  private opened: string[] = [];
  private changes: VariableChange[] = [];
  private resolved: string[] = [];

  note(event: RuntimeEvent): void {
    if (event.type === 'VariableCreated' || event.type === 'VariableUpdated') {
      this.changes.push({ scopeKey: event.scopeKey, name: event.name, event: event.type === 'VariableCreated' ? 'create' : 'update' });
    } else if (event.type === 'SubscriptionOpened' && event.subscription.kind === 'conditional') {
      this.opened.push(event.subscription.key);
    } else if (event.type === 'IncidentResolved') {
      // A condition that failed is evaluated again once its incident is resolved (the variables may have been fixed).
      this.resolved.push(event.elementInstanceKey);
    }
  }

  /**
   * On resumption the parked conditional subscriptions reopen: they are not scopes that just activated (a condition
   * that stayed true must not fire again), so only the writes made while suspended are looked at.
   */
  resumed(writes: readonly VariableChange[]): void {
    this.opened = [];
    this.changes.push(...writes);
  }

  get pending(): boolean {
    return this.opened.length > 0 || this.changes.length > 0 || this.resolved.length > 0;
  }

  /** Hands over what was noted so far and starts afresh: what the evaluation itself causes is noted for the next round. */
  take(): { opened: string[]; changes: VariableChange[]; resolved: string[] } {
    const taken = { opened: this.opened, changes: this.changes, resolved: this.resolved };
    this.opened = [];
    this.changes = [];
    this.resolved = [];
    return taken;
  }
}
