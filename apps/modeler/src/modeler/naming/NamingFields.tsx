import type { useDerivedId } from './use-derived-id';

/** The name field and the id derived from it (editable), with what is wrong with them. */
export function NamingFields({ naming, idLabel }: { naming: ReturnType<typeof useDerivedId>; idLabel: string }) {
  return (
    <div className="baton-naming">
      <label>
        Name
        {/* biome-ignore lint/a11y/noAutofocus: the dialog exists to ask this name */}
        <input autoFocus value={naming.name} onChange={(event) => naming.setName(event.target.value)} />
      </label>
      <label>
        {idLabel}
        <input className="baton-naming-id" value={naming.id} onChange={(event) => naming.setId(event.target.value)} spellCheck={false} />
      </label>
      {naming.problem && naming.name !== '' && (
        <p className="baton-naming-problem" role="alert">
          {naming.problem}
        </p>
      )}
    </div>
  );
}
