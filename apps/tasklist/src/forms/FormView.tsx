import { Form } from '@bpmn-io/form-js-viewer';
import '@bpmn-io/form-js-viewer/dist/assets/form-js.css';
import './file-names.css';
import { type Ref, useEffect, useImperativeHandle, useRef, useState } from 'react';
import { useSession } from '../auth/session-context.js';
import { withUploadedFiles } from './form-files.js';
import { NamedFilePickerModule } from './named-file-picker.js';
import { filePickerKeys, placeholderFiles, type SentDocuments, withDocumentKeys } from './sent-documents.js';

interface FileRegistry {
  setFiles(key: string, files: File[]): void;
  getFiles(key: string): File[];
}

export interface FormHandle {
  /**
   * The values, or null when the form's validation found problems (which it then shows beside the fields) or its
   * files could not be uploaded (said below the form). A file picker's files are uploaded as documents first.
   */
  values(): Promise<Record<string, unknown> | null>;
}

interface FormViewProps {
  /** The form-js schema as deployed (JSON text). */
  schema: string;
  /** Initial values (the task's variables). */
  data: Record<string, unknown>;
  readOnly: boolean;
  /** The user task whose completion the form submits (its uploads name it), if it is a task's form. */
  userTaskKey?: string;
  /** Called when the reviewer changes a value. */
  onChange?: () => void;
  ref?: Ref<FormHandle>;
}

/**
 * A Camunda form rendered with form-js. The form is built once per schema: what the reviewer types lives in it and
 * survives re-renders of the page (a token renewal, a poll), until the schema itself changes.
 */
export function FormView({ schema, data, readOnly, userTaskKey, onChange, ref }: FormViewProps) {
  const { engine } = useSession();
  const [uploadError, setUploadError] = useState<string | null>(null);
  const container = useRef<HTMLDivElement>(null);
  const form = useRef<Form | null>(null);
  const sent = useRef<{ documents: SentDocuments; files: Map<string, File[]> }>({ documents: new Map(), files: new Map() });
  const initialData = useRef(data);
  const initialReadOnly = useRef(readOnly);
  const changed = useRef(onChange);
  changed.current = onChange;

  useEffect(() => {
    const instance = new Form({
      container: container.current ?? undefined,
      properties: { readOnly: initialReadOnly.current },
      additionalModules: [NamedFilePickerModule],
    });
    form.current = instance;
    instance.on('changed', () => changed.current?.());
    // The documents the variables name go into the picker as stand-ins, before it first renders: it drops a key it holds no files for.
    const parsed: unknown = JSON.parse(schema);
    const { data: keyed, sent: documents } = withDocumentKeys(initialData.current, filePickerKeys(parsed));
    const files = new Map([...documents].map(([key, references]) => [key, placeholderFiles(references)]));
    sent.current = { documents, files };
    instance.on('import.done', () => {
      const registry = instance.get<FileRegistry>('fileRegistry');
      for (const [key, stand] of files) registry.setFiles(key, stand);
    });
    instance.importSchema(parsed, keyed).catch((error: unknown) => console.warn('The form could not be shown', error));
    return () => {
      instance.destroy();
      form.current = null;
    };
  }, [schema]);

  useEffect(() => {
    form.current?.setProperty('readOnly', readOnly);
  }, [readOnly]);

  useImperativeHandle(ref, () => ({
    async values() {
      if (!form.current) return null;
      const { data: values, errors, files } = form.current.submit();
      if (Object.keys(errors).length > 0) return null;
      setUploadError(null);
      // A picker still holding the stand-ins was left as it was: its documents go back, nothing is uploaded again.
      const kept = new Map([...sent.current.documents].filter(([key]) => files.get(key) === sent.current.files.get(key)));
      try {
        return await withUploadedFiles(engine, values as Record<string, unknown>, files, kept, userTaskKey);
      } catch (failure) {
        setUploadError(failure instanceof Error ? failure.message : String(failure));
        return null;
      }
    },
  }));

  return (
    <>
      <div className="form-view" ref={container} />
      {uploadError && (
        <p className="field-hint" role="alert">
          The files could not be uploaded: {uploadError}
        </p>
      )}
    </>
  );
}
