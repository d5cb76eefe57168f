import { NamingFields } from '../modeler/naming/NamingFields';
import { useDerivedId } from '../modeler/naming/use-derived-id';
import type { ProcessNaming } from '../modeler/templates/templates';

interface NewProcessDialogProps {
  /** The template's name, said in the heading. */
  template: string;
  onCreate(naming: ProcessNaming): void;
  onCancel(): void;
}

/** Asks the new process's name; the process id is derived from it (and can be changed) before the model opens. */
export function NewProcessDialog({ template, onCreate, onCancel }: NewProcessDialogProps) {
  const naming = useDerivedId('process', { name: '' });
  const create = () => {
    if (!naming.problem) onCreate({ name: naming.name.trim(), id: naming.id });
  };
  return (
    <div className="baton-dialog-backdrop">
      <form
        className="baton-dialog baton-small-dialog"
        role="dialog"
        aria-label="New process"
        onSubmit={(event) => {
          event.preventDefault();
          create();
        }}
        onKeyDown={(event) => {
          if (event.key === 'Escape') onCancel();
        }}
      >
        <header>
          <h2>New process: {template}</h2>
        </header>
        <NamingFields naming={naming} idLabel="Process id" />
        <footer>
          <button type="button" onClick={onCancel}>
            Cancel
          </button>
          <button type="submit" className="primary" disabled={naming.problem !== null}>
            Create
          </button>
        </footer>
      </form>
    </div>
  );
}
