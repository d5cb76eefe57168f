import { type ConversionContext, feelExpression, staticOrFeel } from '../conversion-context.js';
import { children, type ModdleElement, text } from '../moddle/moddle-element.js';
import { keep, take, type ElementConverter } from './element-converter.js';

/**
 * `calledElement` and its binding become `zeebe:calledElement`; `camunda:in` / `camunda:out` become input and output
 * mappings. Camunda 7 passes no variables unless told (`variables="all"`), Zeebe passes all unless told, so the
 * propagation flags are set to what Camunda 7 did.
 */
export const convertCallActivity: ElementConverter = (element, context) => {
  if (element.$type !== 'bpmn:CallActivity') return;
  const calledElement = text(element, 'calledElement');
  const processId = calledElement ? staticOrFeel(calledElement) : { ok: false as const, reason: 'the call activity names no called element' };
  const called = context.create('zeebe:CalledElement');
  if (processId.ok) called.set('processId', processId.value);
  else
    context.manual(
      element,
      `the called process is not known (${calledElement ? `'${calledElement}': ` : ''}${processId.reason}): set zeebe:calledElement processId`,
    );
  convertBinding(element, called, context);
  const passesAll = convertVariables(element, context);
  called.set('propagateAllParentVariables', passesAll.in);
  called.set('propagateAllChildVariables', passesAll.out);
  context.addExtension(element, called);
};

function convertBinding(element: ModdleElement, called: ModdleElement, context: ConversionContext): void {
  const binding = take(element, 'camunda:calledElementBinding');
  const versionTag = take(element, 'camunda:calledElementVersionTag');
  const version = take(element, 'camunda:calledElementVersion');
  if (binding === 'deployment') called.set('bindingType', 'deployment');
  if (binding === 'versionTag' && versionTag) {
    called.set('bindingType', 'versionTag');
    called.set('versionTag', versionTag);
  }
  if (binding === 'version') {
    context.manual(element, `the call was bound to version ${version ?? '?'} of the process: Camunda 8 binds by version tag; the latest version is called`);
  }
  const tenant = take(element, 'camunda:calledElementTenantId');
  if (tenant) {
    keep(element, 'camunda:calledElementTenantId', tenant);
    context.manual(element, `camunda:calledElementTenantId '${tenant}' was kept: a called process always runs in the caller's tenant in Camunda 8`);
  }
}

/** Converts `camunda:in` / `camunda:out`; says whether each passes all variables. */
function convertVariables(element: ModdleElement, context: ConversionContext): { in: boolean; out: boolean } {
  const passesAll = { in: false, out: false };
  const inputs: ModdleElement[] = [];
  const outputs: ModdleElement[] = [];
  for (const binding of context.extensions(element)) {
    const direction = binding.$type === 'camunda:In' ? 'in' : binding.$type === 'camunda:Out' ? 'out' : undefined;
    if (!direction) continue;
    const mapping = convertBindingElement(element, binding, direction, context);
    if (mapping === 'all') passesAll[direction] = true;
    else if (mapping) (direction === 'in' ? inputs : outputs).push(mapping);
    if (mapping !== undefined) context.removeExtension(element, binding);
  }
  if (inputs.length + outputs.length > 0) {
    const ioMapping = context.ensureExtension(element, 'zeebe:IoMapping');
    ioMapping.set('inputParameters', [...children(ioMapping, 'inputParameters'), ...inputs]);
    ioMapping.set('outputParameters', [...children(ioMapping, 'outputParameters'), ...outputs]);
  }
  return passesAll;
}

/** A mapping, `all` for `variables="all"`, null for what needs nothing, undefined when kept for a person. */
function convertBindingElement(
  element: ModdleElement,
  binding: ModdleElement,
  direction: 'in' | 'out',
  context: ConversionContext,
): ModdleElement | 'all' | null | undefined {
  const tag = `camunda:${direction}`;
  if (text(binding, 'businessKey')) {
    context.manual(element, `${tag} businessKey="${text(binding, 'businessKey')}" was not converted: Camunda 8 has no business key; pass it as a variable`);
    return undefined;
  }
  if (text(binding, 'variables') === 'all') {
    if (binding.get('local') === true) context.info(element, `${tag} variables="all" local="true": every variable is passed, not only the local ones`);
    return 'all';
  }
  const target = text(binding, 'target');
  const sourceName = text(binding, 'source');
  const sourceExpression = text(binding, 'sourceExpression');
  const source = sourceName ? { ok: true as const, value: `=${sourceName}` } : sourceExpression ? feelExpression(sourceExpression) : undefined;
  if (!target || !source) {
    context.manual(element, `${tag} without a source and a target was not converted`);
    return undefined;
  }
  if (!source.ok) {
    context.manual(element, `${tag} for '${target}' was not converted (${source.reason})`);
    return undefined;
  }
  return context.create(direction === 'in' ? 'zeebe:Input' : 'zeebe:Output', { source: source.value, target });
}
