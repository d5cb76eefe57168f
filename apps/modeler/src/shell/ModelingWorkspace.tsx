import type { DeploymentResult, DeploymentValidationProblem } from '@baton/api-contract';
import { type DragEvent, useCallback, useEffect, useRef, useState } from 'react';
import { engineApi, type ModelRevisionResult } from '../api/engine-api';
import { usesCamunda7Dialect } from '../modeler/conversion/camunda7-dialect';
import { whyNotImportable } from '../modeler/import-check';
import type UserTaskForms from '../modeler/forms/user-task-forms';
import { instantiate, TEMPLATES } from '../modeler/templates/templates';
import type { EngineValidationConfig, ValidationIssue } from '../modeler/validation/validation-issue';
import { ConversionBanner, type ConversionState } from './ConversionBanner';
import { FormEditorDialog } from './FormEditorDialog';
import { LibraryPanel } from './LibraryPanel';
import { deploymentResources, emptyDocument, fileNameOf, formResources, formsFromResources, type ModelDocument } from './model-document';
import type { Notice } from './notice';
import { ProblemsPanel } from './ProblemsPanel';
import { Toolbar } from './Toolbar';
import { useModeler } from './use-modeler';

interface ElementRegistry {
  get(id: string): { id: string; businessObject: never } | undefined;
}

/** Why Deploy is disabled, said beside it: the engine has not checked the model yet, or refuses it (the Problems list says why). */
function deployBlockedBy(validated: boolean, issues: ValidationIssue[]): string | null {
  if (!validated) return 'Checking with the engine…';
  const refusals = issues.filter((issue) => issue.severity === 'error' && issue.source === 'engine').length;
  if (refusals === 0) return null;
  return `${refusals === 1 ? '1 problem' : `${refusals} problems`} to fix first`;
}

/** The Modeling area: toolbar, canvas with properties panel, problems, library and form editor. */
export function ModelingWorkspace() {
  const [document, setDocument] = useState<ModelDocument>(() => emptyDocument('New process'));
  const documentRef = useRef(document);
  documentRef.current = document;
  const [notice, setNotice] = useState<Notice | null>(null);
  const [libraryOpen, setLibraryOpen] = useState(false);
  const [editingForm, setEditingForm] = useState<{ elementId: string; formId: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const validation = useRef<EngineValidationConfig>({
    validate: async (xml) => {
      const result = await engineApi.validate(deploymentResources(documentRef.current, xml));
      const issue =
        (severity: ValidationIssue['severity']) =>
        (problem: DeploymentValidationProblem): ValidationIssue => ({
          elementId: problem.elementId,
          message: problem.resourceName?.endsWith('.form') ? `${problem.resourceName}: ${problem.message}` : problem.message,
          severity,
          source: 'engine',
        });
      // Warnings: what the engine would deploy but ignore (leftover Camunda 7 attributes).
      return [...result.problems.map(issue('error')), ...result.warnings.map(issue('warning'))];
    },
  }).current;
  const { canvasRef, panelRef, modeler, issues, validated, selected, marks } = useModeler(validation);
  const [conversion, setConversion] = useState<ConversionState>({ kind: 'none' });
  /** The file as it was opened: what a conversion starts from. */
  const openedXml = useRef('');

  const open = useCallback(
    async (xml: string, next: ModelDocument, openedAs: string, converted?: ConversionState) => {
      if (!modeler) return;
      setNotice({ kind: 'info', text: `Opening ${openedAs}…` });
      const refusal = await whyNotImportable(modeler, xml);
      if (refusal) {
        setNotice({ kind: 'error', text: `Could not open ${openedAs}: ${refusal}` });
        return;
      }
      // Should the import fail all the same, bpmn-js is left half-cleared: the model that was open is put back.
      const previous = modeler.getDefinitions() ? (await modeler.saveXML({ format: false })).xml : undefined;
      try {
        const { warnings } = await modeler.importXML(xml);
        openedXml.current = xml;
        setConversion(converted ?? (usesCamunda7Dialect(xml) ? { kind: 'offered' } : { kind: 'none' }));
        setDocument(next);
        setNotice({ kind: 'info', text: `Opened ${openedAs}${warnings.length > 0 ? ` (${warnings.length} import warnings)` : ''}` });
      } catch (error) {
        if (previous) await modeler.importXML(previous);
        setNotice({ kind: 'error', text: `Could not open ${openedAs}: ${(error as Error).message}` });
      }
    },
    [modeler],
  );

  useEffect(() => {
    if (modeler) void open(instantiate(TEMPLATES[0].xml), emptyDocument('New process'), 'a new process');
  }, [modeler, open]);

  const currentXml = async () => (await modeler!.saveXML({ format: true })).xml ?? '';

  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    try {
      await action();
    } catch (error) {
      setNotice({ kind: 'error', text: (error as Error).message });
    } finally {
      setBusy(false);
    }
  };

  const openFile = async (file: File) => open(await file.text(), emptyDocument(file.name), file.name);

  const download = () =>
    run(async () => {
      const url = URL.createObjectURL(new Blob([await currentXml()], { type: 'application/xml' }));
      const link = Object.assign(window.document.createElement('a'), { href: url, download: fileNameOf(document) });
      link.click();
      URL.revokeObjectURL(url);
      setNotice({ kind: 'info', text: `Downloaded ${fileNameOf(document)}` });
    });

  const deploy = () =>
    run(async () => {
      const result: DeploymentResult = await engineApi.deploy(deploymentResources(document, await currentXml()));
      const processes = result.deployments.flatMap((item) => (item.processDefinition ? [item.processDefinition] : []));
      const forms = result.deployments.filter((item) => item.form).length;
      const versions = processes.map((p) => `${p.processDefinitionId} version ${p.processDefinitionVersion}`).join(', ');
      setNotice({ kind: 'success', text: `Deployed ${versions}${forms > 0 ? ` with ${forms} form${forms > 1 ? 's' : ''}` : ''}` });
    });

  const saveToLibrary = () =>
    run(async () => {
      const xml = await currentXml();
      const forms = formResources(document.forms);
      const saved = document.library
        ? await engineApi.saveRevision(document.library.modelKey, { xml, forms, name: document.name, basedOnRevision: document.library.revision })
        : await engineApi.createModel({ name: document.name, xml, forms });
      setDocument({ ...document, library: { modelKey: saved.modelKey, revision: saved.revision } });
      setNotice({ kind: 'success', text: `Saved "${saved.name}" as revision ${saved.revision} in the library` });
    });

  const convert = () =>
    run(async () => {
      const result = await engineApi.convert(openedXml.current);
      const name = `${document.name.replace(/\.(bpmn|xml)$/i, '')} (Zeebe)`;
      await open(result.xml, { ...document, name, library: null }, 'the converted model', { kind: 'converted', notes: result.notes });
    });

  const openFromLibrary = (model: ModelRevisionResult) => {
    setLibraryOpen(false);
    void open(
      model.xml,
      { name: model.name, library: { modelKey: model.modelKey, revision: model.revision }, forms: formsFromResources(model.forms) },
      `"${model.name}" revision ${model.revision}`,
    );
  };

  const editForm = () => {
    if (!modeler || !selected) return;
    const element = modeler.get<ElementRegistry>('elementRegistry').get(selected.id);
    if (!element) return;
    setEditingForm({ elementId: selected.id, formId: modeler.get<UserTaskForms>('userTaskForms').proposedFormId(element) });
  };

  const saveForm = (schema: string) => {
    if (!modeler || !editingForm) return;
    const element = modeler.get<ElementRegistry>('elementRegistry').get(editingForm.elementId);
    setDocument({ ...document, forms: { ...document.forms, [editingForm.formId]: schema } });
    if (element) modeler.get<UserTaskForms>('userTaskForms').link(element, editingForm.formId);
    setEditingForm(null);
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    const file = event.dataTransfer.files[0];
    if (file) void openFile(file);
  };

  const selectElement = (elementId: string) => {
    const element = modeler?.get<ElementRegistry>('elementRegistry').get(elementId);
    if (element) modeler?.get<{ select(element: unknown): void }>('selection').select(element);
  };

  return (
    <main className="baton-workspace">
      <Toolbar
        document={document}
        onRename={(name) => setDocument({ ...document, name })}
        onNew={(templateId) => {
          const template = TEMPLATES.find((item) => item.id === templateId) ?? TEMPLATES[0];
          void open(instantiate(template.xml), emptyDocument(template.name), `a new "${template.name}"`);
        }}
        onOpenFile={(file) => void openFile(file)}
        onDownload={download}
        onToggleLibrary={() => setLibraryOpen(!libraryOpen)}
        onSaveToLibrary={saveToLibrary}
        onEditForm={selected?.type === 'bpmn:UserTask' ? editForm : undefined}
        onDeploy={deploy}
        busy={busy}
        deployBlockedBy={deployBlockedBy(validated, issues)}
      />
      <ConversionBanner
        state={conversion}
        marks={marks}
        busy={busy}
        onConvert={convert}
        onDismiss={() => setConversion({ kind: 'none' })}
        onSelect={selectElement}
      />
      <div className="baton-editor">
        <section
          className="baton-canvas"
          role="application"
          aria-label="Diagram (drop a .bpmn file to open it)"
          ref={canvasRef}
          onDragOver={(event) => event.preventDefault()}
          onDrop={onDrop}
          data-testid="canvas"
        />
        <aside className="baton-properties" ref={panelRef} data-testid="properties-panel" />
        {libraryOpen && <LibraryPanel onOpen={openFromLibrary} onClose={() => setLibraryOpen(false)} />}
      </div>
      <ProblemsPanel issues={issues} validated={validated} notice={notice} onSelect={selectElement} />
      {editingForm && (
        <FormEditorDialog formId={editingForm.formId} schema={document.forms[editingForm.formId]} onSave={saveForm} onCancel={() => setEditingForm(null)} />
      )}
    </main>
  );
}
