import { FormEditor, schemaVersion } from '@bpmn-io/form-js-editor';
import '@bpmn-io/form-js-viewer/dist/assets/form-js.css';
import '@bpmn-io/form-js-editor/dist/assets/form-js-editor.css';
import { useEffect, useRef } from 'react';

interface FormEditorDialogProps {
  formId: string;
  /** The form's schema (JSON text); a new form when absent. */
  schema?: string;
  onSave(schema: string): void;
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
export function FormEditorDialog({ formId, schema, onSave, onCancel }: FormEditorDialogProps) {
  const container = useRef<HTMLDivElement>(null);
  const editor = useRef<FormEditor | null>(null);

  useEffect(() => {
    const created = new FormEditor({ container: container.current! });
    editor.current = created;
    void created.importSchema(schema ? JSON.parse(schema) : newForm(formId));
    return () => created.destroy();
  }, [formId, schema]);

  // The engine links a user task to the form whose `id` is the task's form id, whatever the editor made of it.
  const save = () => onSave(JSON.stringify({ ...editor.current!.saveSchema(), id: formId }, null, 2));

  return (
    <div className="baton-dialog-backdrop">
      <div className="baton-dialog" role="dialog" aria-label={`Form ${formId}`}>
        <header>
          <h2>
            Form <code>{formId}</code>
          </h2>
          <div>
            <button type="button" onClick={onCancel}>
              Cancel
            </button>
            <button type="button" className="primary" onClick={save}>
              Save form
            </button>
          </div>
        </header>
        <div className="baton-form-editor" ref={container} />
      </div>
    </div>
  );
}
