import type { AutosaveState } from './autosave-scheduler';

const TEXT: { [Kind in AutosaveState['kind']]: (state: Extract<AutosaveState, { kind: Kind }>) => string } = {
  clean: () => '',
  dirty: () => 'Unsaved changes',
  saving: () => 'Saving…',
  saved: (state) => `Autosaved as revision ${state.revision}`,
  failed: (state) => `Not saved: ${state.message}`,
};

/** Where the open model stands against the library, beside Save to library. */
export function AutosaveStatus({ state }: { state: AutosaveState }) {
  const text = (TEXT[state.kind] as (state: AutosaveState) => string)(state);
  return (
    <span className={`baton-autosave baton-autosave-${state.kind}`} role="status" data-testid="autosave-status">
      {text}
    </span>
  );
}
