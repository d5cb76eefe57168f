import { withDiagramLayout } from '@baton/bpmn-layout';
import type { DeploymentValidationProblem } from '@baton/api-contract';
import { type DragEvent, useCallback, useEffect, useRef, useState } from 'react';
import { engineApi, type ModelRevisionResult } from '../api/engine-api';
import { decisionFileName, decisionResource } from '../decisions/decision-document';
import { DecisionEditor } from '../decisions/DecisionEditor';
import { isDmnXml, newDecisionXml } from '../decisions/decision-xml';
import { useDecisionTabs } from '../decisions/use-decision-tabs';
import { AutosaveStatus } from '../modeler/autosave/AutosaveStatus';
import { rememberedWork, rememberWork } from '../modeler/autosave/last-autosaved';
import { useAutosave } from '../modeler/autosave/use-autosave';
import { deployedVersionAsked } from '../modeler/deployed/deployed-version-link';
import { libraryRevisionOf } from '../modeler/deployed/library-deployments';
import { usesCamunda7Dialect } from '../modeler/conversion/camunda7-dialect';
import { withoutCamunda7Leftovers } from '../modeler/conversion/camunda7-leftovers';
import { whyNotImportable } from '../modeler/import-check';
import type UserTaskForms from '../modeler/forms/user-task-forms';
import { instantiate, TEMPLATES } from '../modeler/templates/templates';
import { type EngineValidationConfig, VALIDATION_REQUESTED, type ValidationIssue } from '../modeler/validation/validation-issue';
import { ConversionBanner, type ConversionState } from './ConversionBanner';
import { DeployDialog } from './DeployDialog';
import { DocumentTabs } from './DocumentTabs';
import { FormEditorDialog } from './FormEditorDialog';
import { LibraryPanel } from './LibraryPanel';
import { NewProcessDialog } from './NewProcessDialog';
import { deploymentResources, emptyDocument, fileNameOf, formResources, formsFromResources, type ModelDocument } from './model-document';
import type { Notice } from './notice';
import { ProblemsPanel } from './ProblemsPanel';
import { Toolbar } from './Toolbar';
import { useDeployment } from './use-deployment';
import { useModeler } from './use-modeler';
import { XmlView } from './XmlView';

interface Canvas {
  resized(): void;
}

interface EventBus {
  fire(event: string): void;
}

interface ElementRegistry {
  get(id: string): { id: string; businessObject: never } | undefined;
}

/** The user task whose form is edited; a form not linked yet is named first (its id derived from the name). */
interface EditedForm {
  elementId: string;
  formId: string;
  /** Set for a new form: the name proposed for it. */
  proposedName?: string;
}

/** Why Deploy is disabled, said beside it: the engine has not checked the model yet, or refuses it (the Problems list says why). */
function deployBlockedBy(validated: boolean, issues: ValidationIssue[]): string | null {
  if (!validated) return 'Checking with the engine…';
  const refusals = issues.filter((issue) => issue.severity === 'error' && issue.source === 'engine').length;
  if (refusals === 0) return null;
  return `${refusals === 1 ? '1 problem' : `${refusals} problems`} to fix first`;
}

/**
 * The Modeling area: toolbar, the process's canvas with properties panel and the decisions' tabs (dmn-js with the
 * test evaluation), problems, library, form editor and deploy dialog. The process is autosaved to the library, and
 * `username`'s last work opens again after a reload.
 */
export function ModelingWorkspace({ username }: { username: string }) {
  const [document, setDocument] = useState<ModelDocument>(() => emptyDocument('New process'));
  const documentRef = useRef(document);
  documentRef.current = document;
  const [notice, setNotice] = useState<Notice | null>(null);
  const [libraryOpen, setLibraryOpen] = useState(false);
  const [editingForm, setEditingForm] = useState<EditedForm | null>(null);
  const [busy, setBusy] = useState(false);
  /** The template of a new process whose name is being asked. */
  const [naming, setNaming] = useState<(typeof TEMPLATES)[number] | null>(null);
  /** The process's XML while the XML view shows it. */
  const [xmlShown, setXmlShown] = useState<string | null>(null);
  const decisions = useDecisionTabs(setNotice);
  const decision = decisions.shown;
  const showTab = decisions.setActive;

  const openDecisions = useRef(decisions.documents);
  openDecisions.current = decisions.documents;

  const validation = useRef<EngineValidationConfig>({
    validate: async (xml) => {
      // The open decisions go along, as Deploy offers them: a task bound to its deployment's decision finds it there.
      const resources = [...deploymentResources(documentRef.current, xml), ...openDecisions.current.map(decisionResource)];
      const result = await engineApi.validate(resources);
      // A decision's own problems show in its tab.
      const ofProcess = (problem: DeploymentValidationProblem) => !problem.resourceName?.toLowerCase().endsWith('.dmn');
      const issue =
        (severity: ValidationIssue['severity']) =>
        (problem: DeploymentValidationProblem): ValidationIssue => ({
          elementId: problem.elementId,
          message: problem.resourceName?.endsWith('.form') ? `${problem.resourceName}: ${problem.message}` : problem.message,
          severity,
          source: 'engine',
        });
      // Warnings: what the engine would deploy but ignore (leftover Camunda 7 attributes).
      return [...result.problems.filter(ofProcess).map(issue('error')), ...result.warnings.filter(ofProcess).map(issue('warning'))];
    },
  }).current;
  const { canvasRef, panelRef, modeler, issues, validated, selected, marks } = useModeler(validation);

  /** Saves the process as a new library revision (a new model the first time); answers the revision. */
  const saveProcess = async () => {
    const saving = documentRef.current;
    const xml = (await modeler!.saveXML({ format: true })).xml ?? '';
    const forms = formResources(saving.forms);
    const saved = saving.library
      ? await engineApi.saveRevision(saving.library.modelKey, { xml, forms, name: saving.name, basedOnRevision: saving.library.revision })
      : await engineApi.createModel({ name: saving.name, xml, forms });
    // The name or forms may have changed while the request ran: only the library reference is the answer's.
    const next = { ...documentRef.current, library: { modelKey: saved.modelKey, revision: saved.revision } };
    documentRef.current = next;
    setDocument(next);
    rememberWork(localStorage, username, saved.modelKey);
    return saved.revision;
  };
  const { state: autosaveState, autosave } = useAutosave(modeler, saveProcess);
  const [conversion, setConversion] = useState<ConversionState>({ kind: 'none' });
  /** The file as it was opened: what a conversion starts from. */
  const openedXml = useRef('');

  const open = useCallback(
    async (xml: string, next: ModelDocument, openedAs: string, converted?: ConversionState) => {
      if (!modeler) return;
      setNotice({ kind: 'info', text: `Opening ${openedAs}…` });
      // A model without diagram information (written by code, converted) opens laid out instead of as an empty canvas;
      // XML that cannot be parsed goes on as it is, for the import check to explain.
      const drawn = await withDiagramLayout(xml).catch(() => xml);
      const refusal = await whyNotImportable(modeler, drawn);
      // The model being replaced keeps its last edits: they are saved before it goes.
      if (!refusal && autosave.dirty) await autosave.saveNow().catch(() => undefined);
      if (refusal) {
        setNotice({ kind: 'error', text: `Could not open ${openedAs}: ${refusal}` });
        return;
      }
      // Should the import fail all the same, bpmn-js is left half-cleared: the model that was open is put back.
      const previous = modeler.getDefinitions() ? (await modeler.saveXML({ format: false })).xml : undefined;
      try {
        const { warnings } = await modeler.importXML(drawn);
        openedXml.current = xml;
        showTab('process');
        setConversion(converted ?? (usesCamunda7Dialect(xml) ? { kind: 'offered' } : { kind: 'none' }));
        setDocument(next);
        autosave.reset();
        rememberWork(localStorage, username, next.library?.modelKey ?? null);
        setNotice({ kind: 'info', text: `Opened ${openedAs}${warnings.length > 0 ? ` (${warnings.length} import warnings)` : ''}` });
      } catch (error) {
        if (previous) await modeler.importXML(previous);
        setNotice({ kind: 'error', text: `Could not open ${openedAs}: ${(error as Error).message}` });
      }
    },
    [modeler, showTab, autosave, username],
  );

  // The work open when the page was left (its last autosaved revision) opens again; else a new process. A link to a
  // deployed version (below) opens that instead.
  useEffect(() => {
    if (!modeler || deployedVersionAsked(window.location.hash)) return;
    const remembered = rememberedWork(localStorage, username);
    const last = remembered ? engineApi.getModel(remembered).catch(() => null) : Promise.resolve(null);
    void last.then((model) =>
      model && !isDmnXml(model.xml)
        ? open(
            model.xml,
            { name: model.name, library: { modelKey: model.modelKey, revision: model.revision }, forms: formsFromResources(model.forms) },
            `your last work, "${model.name}" revision ${model.revision}`,
          )
        : open(instantiate(TEMPLATES[0].xml), emptyDocument('New process'), 'a new process'),
    );
  }, [modeler, open, username]);

  // A deployed version asked for by link (the console's process page, the library) opens as a new model, now or
  // whenever such a link is followed while the modeler is open; the hash goes back to #modeling once read.
  useEffect(() => {
    if (!modeler) return;
    const openAsked = () => {
      const key = deployedVersionAsked(window.location.hash);
      if (!key) return;
      window.history.replaceState(window.history.state, '', '#modeling');
      engineApi.deployedVersion(key).then(
        async ({ definition, xml }) => {
          const name = `${definition.name ?? definition.processDefinitionId} version ${definition.version}`;
          // The engine gives no deployment's forms back by process; the library revision it was deployed from has them.
          const revision = await libraryRevisionOf(xml).catch(() => null);
          const forms = revision ? formsFromResources(revision.forms) : {};
          const count = Object.keys(forms).length;
          const withForms = count > 0 ? ` with ${count === 1 ? 'its form' : `its ${count} forms`} from "${revision!.name}" revision ${revision!.revision}` : '';
          return open(xml, { ...emptyDocument(name), forms }, `the deployed "${name}"${withForms}`);
        },
        (error: Error) => setNotice({ kind: 'error', text: `Could not open the deployed version ${key}: ${error.message}` }),
      );
    };
    openAsked();
    window.addEventListener('hashchange', openAsked);
    return () => window.removeEventListener('hashchange', openAsked);
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

  const deployment = useDeployment(run, setNotice);
  const { clearRefusals } = deployment;
  // The last deployment's refusals belong to the tab it was made from.
  // biome-ignore lint/correctness/useExhaustiveDependencies: clearRefusals only sets state
  useEffect(() => {
    clearRefusals();
    if (decisions.active !== 'process' || !modeler) return;
    modeler.get<Canvas>('canvas').resized();
    // The decisions may have changed meanwhile, and the process is checked with them.
    modeler.get<EventBus>('eventBus').fire(VALIDATION_REQUESTED);
  }, [decisions.active, modeler]);

  const openDecision = (xml: string, name: string, library: { modelKey: string; revision: number } | null, openedAs: string) => {
    decisions.open(name, xml, library);
    setNotice({ kind: 'info', text: `Opened ${openedAs}` });
  };

  const openFile = async (file: File) => {
    const xml = await file.text();
    if (isDmnXml(xml)) openDecision(xml, file.name.replace(/\.(dmn|xml)$/i, ''), null, file.name);
    else await open(xml, emptyDocument(file.name), file.name);
  };

  /** The open tab's model as it would be saved: its file name and XML. */
  const currentFile = async () =>
    decision ? { name: decisionFileName(decision), xml: decision.xml } : { name: fileNameOf(document), xml: await currentXml() };

  const download = () =>
    run(async () => {
      const file = await currentFile();
      const url = URL.createObjectURL(new Blob([file.xml], { type: 'application/xml' }));
      const link = Object.assign(window.document.createElement('a'), { href: url, download: file.name });
      link.click();
      URL.revokeObjectURL(url);
      setNotice({ kind: 'info', text: `Downloaded ${file.name}` });
    });

  /**
   * The process as Deploy sends it, saved to the library first: the revision deployed is then in the library with
   * the same XML, which is how the library tells which revision was deployed as which version.
   */
  const savedProcessResources = async () => {
    // Saved unless autosave just saved this very state (a model only opened is saved again: bpmn-js may write it
    // differently from the file it read).
    await autosave.saveNow();
    return deploymentResources(documentRef.current, await currentXml());
  };

  /** A decision tab deploys its model alone; the process tab asks which open decisions go with it, when there are any. */
  const deploy = () => {
    if (decision) void deployment.deploy([decisionResource(decision)]);
    else if (decisions.documents.length > 0) deployment.setChoosing(true);
    else void deployment.deploy(savedProcessResources);
  };

  const deployWithDecisions = (decisionKeys: string[]) => {
    const chosen = decisions.documents.filter((item) => decisionKeys.includes(item.key)).map(decisionResource);
    void deployment.deploy(async () => [...(await savedProcessResources()), ...chosen]);
  };

  const saveDecision = async (shown: NonNullable<typeof decision>) => {
    const saved = shown.library
      ? await engineApi.saveRevision(shown.library.modelKey, { xml: shown.xml, name: shown.name, basedOnRevision: shown.library.revision })
      : await engineApi.createModel({ name: shown.name, xml: shown.xml });
    decisions.update(shown.key, { library: { modelKey: saved.modelKey, revision: saved.revision } });
    setNotice({ kind: 'success', text: `Saved "${saved.name}" as revision ${saved.revision} in the library` });
  };

  const saveToLibrary = () =>
    run(async () => {
      if (decision) return saveDecision(decision);
      const revision = await autosave.saveNow();
      setNotice({ kind: 'success', text: `Saved "${documentRef.current.name}" as revision ${revision} in the library` });
    });

  const convert = () =>
    run(async () => {
      const result = await engineApi.convert(openedXml.current);
      const name = `${document.name.replace(/\.(bpmn|xml)$/i, '')} (Zeebe)`;
      await open(result.xml, { ...document, name, library: null }, 'the converted model', { kind: 'converted', notes: result.notes });
    });

  /** The open model without its Camunda 7 attributes and extension elements, opened in its place (same name, same library model). */
  const removeCamunda7Leftovers = () =>
    run(async () => {
      const { xml, removed } = withoutCamunda7Leftovers(await currentXml());
      if (removed === 0) return setNotice({ kind: 'info', text: 'No Camunda 7 leftovers in this model' });
      // A converted model keeps its report and flags; one only offered a conversion needs none now.
      await open(xml, documentRef.current, 'the model without its Camunda 7 leftovers', conversion.kind === 'converted' ? conversion : { kind: 'none' });
      autosave.changed();
      setNotice({
        kind: 'success',
        text: `Removed ${removed} Camunda 7 attribute${removed === 1 ? '' : 's'} and extension element${removed === 1 ? '' : 's'}`,
      });
    });

  const openFromLibrary = (model: ModelRevisionResult) => {
    setLibraryOpen(false);
    const library = { modelKey: model.modelKey, revision: model.revision };
    if (isDmnXml(model.xml)) return openDecision(model.xml, model.name, library, `"${model.name}" revision ${model.revision}`);
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
    const forms = modeler.get<UserTaskForms>('userTaskForms');
    const formId = forms.proposedFormId(element);
    const taskName = (element.businessObject as { name?: string }).name ?? selected.id;
    setEditingForm({ elementId: selected.id, formId, proposedName: forms.formIdOf(element) ? undefined : `${taskName} form` });
  };

  const saveForm = (schema: string, formId: string) => {
    if (!modeler || !editingForm) return;
    const element = modeler.get<ElementRegistry>('elementRegistry').get(editingForm.elementId);
    setDocument({ ...document, forms: { ...document.forms, [formId]: schema } });
    autosave.changed();
    if (element) modeler.get<UserTaskForms>('userTaskForms').link(element, formId);
    setEditingForm(null);
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    const file = event.dataTransfer.files[0];
    if (file) void openFile(file);
  };

  const selectElement = (elementId: string) => {
    if (decision) return decisions.reveal(elementId);
    const element = modeler?.get<ElementRegistry>('elementRegistry').get(elementId);
    if (element) modeler?.get<{ select(element: unknown): void }>('selection').select(element);
  };

  return (
    <main className="baton-workspace">
      <Toolbar
        document={decision ?? document}
        onRename={(name) => {
          if (decision) return decisions.update(decision.key, { name });
          setDocument({ ...document, name });
          autosave.changed();
        }}
        onNew={(templateId) => setNaming(TEMPLATES.find((item) => item.id === templateId) ?? TEMPLATES[0])}
        onNewDecision={() => openDecision(newDecisionXml(), 'New decision', null, 'a new decision')}
        onOpenFile={(file) => void openFile(file)}
        onDownload={download}
        onShowXml={decision ? undefined : () => void currentXml().then(setXmlShown)}
        onToggleLibrary={() => setLibraryOpen(!libraryOpen)}
        onSaveToLibrary={saveToLibrary}
        onEditForm={!decision && selected?.type === 'bpmn:UserTask' ? editForm : undefined}
        onDeploy={deploy}
        busy={busy}
        status={decision ? undefined : <AutosaveStatus state={autosaveState} />}
        deployBlockedBy={decision ? deployBlockedBy(decisions.validation.validated, decisions.validation.issues) : deployBlockedBy(validated, issues)}
      />
      <DocumentTabs
        processName={document.name}
        decisions={decisions.documents}
        active={decisions.active}
        onActivate={decisions.setActive}
        onClose={decisions.close}
      />
      <ConversionBanner
        state={conversion}
        marks={marks}
        busy={busy}
        onConvert={convert}
        onRemoveLeftovers={removeCamunda7Leftovers}
        onDismiss={() => setConversion({ kind: 'none' })}
        onSelect={selectElement}
      />
      <div className="baton-editor" hidden={decision !== null}>
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
        {libraryOpen && !decision && <LibraryPanel onOpen={openFromLibrary} onClose={() => setLibraryOpen(false)} />}
        {xmlShown !== null && !decision && <XmlView xml={xmlShown} issues={[...deployment.refusals, ...issues]} onClose={() => setXmlShown(null)} />}
      </div>
      <DecisionEditor tabs={decisions}>
        {libraryOpen && decision && <LibraryPanel onOpen={openFromLibrary} onClose={() => setLibraryOpen(false)} />}
      </DecisionEditor>
      <ProblemsPanel
        issues={[...deployment.refusals, ...(decision ? decisions.validation.issues : issues)]}
        validated={decision ? decisions.validation.validated : validated}
        notice={notice}
        onSelect={selectElement}
      />
      {deployment.choosing && (
        <DeployDialog
          processFile={fileNameOf(document)}
          decisions={decisions.documents}
          onDeploy={deployWithDecisions}
          onCancel={() => deployment.setChoosing(false)}
        />
      )}
      {naming && (
        <NewProcessDialog
          template={naming.name}
          onCancel={() => setNaming(null)}
          onCreate={(chosen) => {
            setNaming(null);
            void open(instantiate(naming.xml, chosen), emptyDocument(chosen.name), `a new "${naming.name}"`);
          }}
        />
      )}
      {editingForm && (
        <FormEditorDialog
          formId={editingForm.formId}
          proposedName={editingForm.proposedName}
          schema={document.forms[editingForm.formId]}
          onSave={saveForm}
          onCancel={() => setEditingForm(null)}
        />
      )}
    </main>
  );
}
