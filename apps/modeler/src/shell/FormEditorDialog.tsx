import { FormEditor, schemaVersion } from '@bpmn-io/form-js-editor';
import '@bpmn-io/form-js-viewer/dist/assets/form-js.css';
import '@bpmn-io/form-js-editor/dist/assets/form-js-editor.css';
import { useEffect, useRef } from 'react';
import { NamingFields } from '../modeler/naming/NamingFields';
import { useDerivedId } from '../modeler/naming/use-derived-id';

interface FormEditorDialogProps {
  formId: string;
  /** Set for a form the task is not linked to yet: the name asked for it (its id follows the name). */
  proposedName?: string;
  /** The form's schema (JSON text); a new form when absent. */
  schema?: string;
  onSave(schema: string, formId: string): void;
  onCancel(): void;
}

/** A new form: one text field, so the analyst sees at once what a form is made of. */
const newForm = (formId: string) => ({
  id: formId,
  type: 'default',
  schemaVersion,
  components: [{ id: 'comment', key: 'comment', label: 'Comment', type: 'textfield' }],
});

/** The user task's Camunda form in form-js's editor; saved with the model and deployed with it as `<formId>.form`. */
export function FormEditorDialog({ formId: linkedId, proposedName, schema, onSave, onCancel }: FormEditorDialogProps) {
  // The proposed id stays until the name is changed, so a form saved at once keeps the id the task would have had.
  const naming = useDerivedId('form', { name: proposedName ?? '', id: linkedId });
  const formId = proposedName === undefined ? linkedId : naming.id;
  const container = useRef<HTMLDivElement>(null);
  const editor = useRef<FormEditor | null>(null);

  useEffect(() => {
    const created = new FormEditor({ container: container.current! });
    editor.current = created;
    void created.importSchema(schema ? JSON.parse(schema) : newForm(linkedId));
    return () => created.destroy();
  }, [linkedId, schema]);

  // The engine links a user task to the form whose `id` is the task's form id, whatever the editor made of it.
  const save = () => onSave(JSON.stringify({ ...editor.current!.saveSchema(), id: formId }, null, 2), formId);

  return (
    <div className="baton-dialog-backdrop">
      <div className="baton-dialog" role="dialog" aria-label={`Form ${formId}`}>
        <header>
          {proposedName === undefined ? (
            <h2>
              Form <code>{formId}</code>
            </h2>
          ) : (
            <div className="baton-form-naming">
              <h2>New form</h2>
              <NamingFields naming={naming} idLabel="Form id" />
            </div>
          )}
          <div>
            <button type="button" onClick={onCancel}>
              Cancel
            </button>
            <button type="button" className="primary" onClick={save} disabled={proposedName !== undefined && naming.problem !== null}>
              Save form
            </button>
          </div>
        </header>
        <div className="baton-form-editor" ref={container} />
      </div>
    </div>
  );
}
