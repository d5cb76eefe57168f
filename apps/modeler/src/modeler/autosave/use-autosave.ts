import type Modeler from 'bpmn-js/lib/Modeler';
import { useEffect, useRef, useState } from 'react';
import { type AutosaveState, AutosaveScheduler } from './autosave-scheduler';
import { useLeaveWarning } from './use-leave-warning';

interface EventBus {
  on(event: string, callback: (event: { trigger?: string }) => void): void;
  off(event: string, callback: (event: { trigger?: string }) => void): void;
}

/**
 * Autosave of the open model: every edit of the diagram (and every `changed()` the shell reports: a rename, a form)
 * is saved with `save` once the model rests, and the page warns before it is left with work not yet saved.
 */
export function useAutosave(modeler: Modeler | null, save: () => Promise<number>) {
  const [state, setState] = useState<AutosaveState>({ kind: 'clean' });
  const saveRef = useRef(save);
  saveRef.current = save;
  const scheduler = useRef<AutosaveScheduler | null>(null);
  scheduler.current ??= new AutosaveScheduler(() => saveRef.current(), setState);
  const autosave = scheduler.current;

  useEffect(() => () => autosave.dispose(), [autosave]);
  useEffect(() => {
    if (!modeler) return;
    const eventBus = modeler.get<EventBus>('eventBus');
    // Clearing the stack belongs to opening a model, which is not an edit.
    const onChange = (event: { trigger?: string }) => event.trigger !== 'clear' && autosave.changed();
    eventBus.on('commandStack.changed', onChange);
    return () => eventBus.off('commandStack.changed', onChange);
  }, [modeler, autosave]);
  useLeaveWarning(state.kind === 'dirty' || state.kind === 'saving' || state.kind === 'failed');

  return { state, autosave };
}
