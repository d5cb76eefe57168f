import { type ReactNode, useRef } from 'react';
import { TEMPLATES } from '../modeler/templates/templates';
import type { ModelDocument } from './model-document';

interface ToolbarProps {
  /** The model of the shown tab: the process or a decision. */
  document: Pick<ModelDocument, 'name' | 'library'>;
  onRename(name: string): void;
  onNew(templateId: string): void;
  onNewDecision(): void;
  onOpenFile(file: File): void;
  onDownload(): void;
  /** Shows the process's XML (absent on a decision's tab). */
  onShowXml?: () => void;
  onToggleLibrary(): void;
  onSaveToLibrary(): void;
  /** Set while a user task is selected. */
  onEditForm?: () => void;
  onDeploy(): void;
  busy: boolean;
  /** Where the model stands against the library (autosave), shown beside Save to library. */
  status?: ReactNode;
  /** Why the model cannot be deployed now; null when it can. */
  deployBlockedBy: string | null;
}

/** The "New…" entry that opens a new decision in a tab of its own, beside the process templates. */
const NEW_DECISION = 'decision';

/** The file and engine actions over the canvas. */
export function Toolbar(props: ToolbarProps) {
  const fileInput = useRef<HTMLInputElement>(null);
  const { document } = props;
  return (
    <div className="baton-toolbar" role="toolbar" aria-label="Model">
      <input
        className="baton-model-name"
        aria-label="Model name"
        value={document.name}
        onChange={(event) => props.onRename(event.target.value)}
        title={document.library ? `Library revision ${document.library.revision}` : 'Not saved in the library yet'}
      />
      {document.library && <span className="baton-revision">rev. {document.library.revision}</span>}
      <span className="baton-separator" />
      <select
        aria-label="New from template"
        value=""
        onChange={(event) => {
          if (event.target.value === NEW_DECISION) props.onNewDecision();
          else if (event.target.value) props.onNew(event.target.value);
        }}
      >
        <option value="">New…</option>
        {TEMPLATES.map((template) => (
          <option key={template.id} value={template.id}>
            {template.name}
          </option>
        ))}
        <option value={NEW_DECISION}>Decision (DMN)</option>
      </select>
      <button type="button" onClick={() => fileInput.current?.click()}>
        Open file
      </button>
      <input
        ref={fileInput}
        type="file"
        accept=".bpmn,.dmn,.xml"
        hidden
        data-testid="open-file"
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) props.onOpenFile(file);
          event.target.value = '';
        }}
      />
      <button type="button" onClick={props.onDownload}>
        Download
      </button>
      {props.onShowXml && (
        <button type="button" onClick={props.onShowXml}>
          XML
        </button>
      )}
      <span className="baton-separator" />
      <button type="button" onClick={props.onToggleLibrary}>
        Library
      </button>
      <button type="button" onClick={props.onSaveToLibrary} disabled={props.busy}>
        Save to library
      </button>
      {props.status}
      <span className="baton-separator" />
      <button type="button" onClick={props.onEditForm} disabled={!props.onEditForm} title="Select a user task to edit its form">
        Edit form
      </button>
      <span className="baton-spacer" />
      {props.deployBlockedBy && (
        <span id="deploy-blocked-by" className="baton-toolbar-hint" title={props.deployBlockedBy}>
          {props.deployBlockedBy}
        </span>
      )}
      <button
        type="button"
        className="primary"
        onClick={props.onDeploy}
        disabled={props.busy || props.deployBlockedBy !== null}
        aria-describedby={props.deployBlockedBy ? 'deploy-blocked-by' : undefined}
      >
        Deploy
      </button>
    </div>
  );
}
