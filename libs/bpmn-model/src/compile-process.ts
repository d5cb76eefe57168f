import type { ExecutableProcess } from './executable-model.js';
import { linkBoundaryEvents } from './link-boundary-events.js';
import { linkCompensation } from './link-compensation.js';
import { linkEventSubProcesses } from './link-event-sub-processes.js';
import { linkInclusiveJoins } from './link-inclusive-joins.js';
import { linkSequenceFlows } from './link-sequence-flows.js';
import { checkLoneSurrogates } from './lone-surrogates.js';
import { checkNameLengths } from './name-lengths.js';
import { DATA_ELEMENT_TYPES, elementList, extensionValues, findExtension, type ModdleElement, stringProperty } from './moddle/moddle-element.js';
import type { UnresolvedReferences } from './moddle/parse-warnings.js';
import type { ProblemList } from './problem-list.js';
import { readMultiInstance } from './transformers/multi-instance.js';
import { createSequenceFlow, processTransformer, type TransformContext, transformerFor } from './transformers/index.js';

/**
 * Compiles one executable process in passes: create elements, link sequence flows, boundary events, event
 * sub-processes and compensation, validate, then find what can still reach each inclusive join; last, the length of
 * every stored id and name, and text PostgreSQL cannot store.
 */
export function compileProcess(process: ModdleElement, problems: ProblemList, unresolvedReferences: UnresolvedReferences): ExecutableProcess {
  const context: TransformContext = {
    process,
    processId: process.id ?? '',
    problems,
    elements: new Map(),
    flows: new Map(),
    nodes: new Map(),
    refusedIds: new Set(),
    unresolvedReferences,
  };
  createElements(context);
  linkSequenceFlows(context);
  linkBoundaryEvents(context);
  linkEventSubProcesses(context);
  linkCompensation(context);
  validate(context);
  linkInclusiveJoins(context.elements, context.flows);
  const embeddedForms = readEmbeddedForms(process);
  const compiled: ExecutableProcess = {
    id: context.processId,
    name: stringProperty(process, 'name') ?? null,
    versionTag: readVersionTag(process),
    elements: Object.fromEntries(context.elements),
    flows: Object.fromEntries(context.flows),
    ...(embeddedForms ? { embeddedForms } : {}),
  };
  checkNameLengths(compiled, problems);
  checkLoneSurrogates(compiled, problems);
  return compiled;
}

function createElements(context: TransformContext): void {
  const processElement = processTransformer.create(context.process, context);
  if (processElement) {
    context.elements.set(processElement.id, processElement);
    context.nodes.set(processElement.id, context.process);
  }
  createFlowElements(context.process, context.processId, context);
}

/** The flow elements of a process or a sub-process (embedded or event), then those of each sub-process inside, at any depth. */
function createFlowElements(container: ModdleElement, flowScopeId: string, context: TransformContext): void {
  for (const node of elementList(container, 'flowElements')) {
    if (DATA_ELEMENT_TYPES.has(node.$type)) continue;
    if (node.$type === 'bpmn:SequenceFlow') {
      const flow = createSequenceFlow(node, context);
      context.flows.set(flow.id, flow);
      context.nodes.set(flow.id, node);
      continue;
    }
    const element = transformerFor(node.$type).create(node, context);
    if (element) {
      element.flowScopeId = flowScopeId;
      const multiInstance = readMultiInstance(node, context);
      if (multiInstance) element.multiInstance = multiInstance;
      context.elements.set(element.id, element);
      context.nodes.set(element.id, node);
      if (element.type === 'SUB_PROCESS' || element.type === 'EVENT_SUB_PROCESS' || element.type === 'AD_HOC_SUB_PROCESS')
        createFlowElements(node, element.id, context);
    } else if (node.id) {
      context.refusedIds.add(node.id);
    }
  }
}

function validate(context: TransformContext): void {
  for (const element of context.elements.values()) {
    const node = context.nodes.get(element.id);
    const transformer = node === context.process ? processTransformer : transformerFor(node?.$type ?? '');
    transformer.validate?.(element, context);
  }
}

/** The forms embedded as `zeebe:userTaskForm` (id to form JSON), which job-worker user tasks name by form key. */
function readEmbeddedForms(process: ModdleElement): Record<string, string> | null {
  const forms = extensionValues(process).filter((value) => value.$type === 'zeebe:UserTaskForm');
  if (forms.length === 0) return null;
  return Object.fromEntries(forms.map((form) => [stringProperty(form, 'id') ?? '', stringProperty(form, 'body') ?? '']));
}

function readVersionTag(process: ModdleElement): string | null {
  const versionTag = findExtension(process, 'zeebe:VersionTag');
  const value = versionTag ? stringProperty(versionTag, 'value')?.trim() : undefined;
  return value ? value : null;
}
