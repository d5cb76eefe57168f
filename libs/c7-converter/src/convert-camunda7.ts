import type { BpmnModdle } from 'bpmn-moddle';
import { camunda7Constructs, hasCamunda7Expression } from './camunda7-content.js';
import { ConversionContext } from './conversion-context.js';
import type { ConversionResult } from './conversion-note.js';
import { convertBusinessRuleTask } from './converters/business-rule-task.converter.js';
import { convertCallActivity } from './converters/call-activity.converter.js';
import { convertCondition } from './converters/condition.converter.js';
import { convertConditionalEvent } from './converters/conditional-event.converter.js';
import { convertDroppedAttributes } from './converters/dropped-attributes.converter.js';
import type { ElementConverter } from './converters/element-converter.js';
import { convertEventVariables } from './converters/event-variables.converter.js';
import { convertInputOutput } from './converters/io-mapping.converter.js';
import { convertJobImplementation } from './converters/job-implementation.converter.js';
import { convertListeners } from './converters/listeners.converter.js';
import { convertMessageCatch, convertMessageOrSignalName } from './converters/message.converter.js';
import { convertMultiInstance } from './converters/multi-instance.converter.js';
import { convertProperties, convertVersionTag } from './converters/properties.converter.js';
import { convertScriptTask } from './converters/script-task.converter.js';
import { convertTimer } from './converters/timer.converter.js';
import { convertStartEvent, convertUserTask } from './converters/user-task.converter.js';
import { markManualElements, removeManualMarks } from './manual-marks.js';
import { containedElements } from './moddle/contained-elements.js';
import { createDialectModdle } from './moddle/dialect-moddle.js';
import { isModdleElement, type ModdleElement } from './moddle/moddle-element.js';

/** The XML is not a BPMN 2.0 model moddle can read; the message names the problem (and its line, when known). */
export class UnreadableModelError extends Error {
  override name = 'UnreadableModelError';
}

/**
 * In order: an element's own mappings come before its connector's (they ran first in Camunda 7, and the connector's
 * may read them); the job converters read the retry cycle before the dropped attributes remove what is left of it.
 */
const CONVERTERS: readonly ElementConverter[] = [
  convertInputOutput,
  convertJobImplementation,
  convertBusinessRuleTask,
  convertScriptTask,
  convertUserTask,
  convertStartEvent,
  convertCallActivity,
  convertMultiInstance,
  convertCondition,
  convertConditionalEvent,
  convertTimer,
  convertMessageOrSignalName,
  convertMessageCatch,
  convertEventVariables,
  convertListeners,
  convertProperties,
  convertVersionTag,
  convertDroppedAttributes,
];

/**
 * Converts a Camunda 7 model to the Zeebe dialect the engine runs. What could not be converted is kept as it was
 * (so the engine refuses it by name) or removed, and noted per element either way; elements needing a person
 * carry `conversion:note` extension elements. A model without Camunda 7 content comes back unchanged.
 */
export async function convertCamunda7(xml: string): Promise<ConversionResult> {
  const moddle = createDialectModdle();
  const { definitions, warnings } = await read(moddle, xml);
  const context = new ConversionContext(moddle);
  const elements = containedElements(definitions);
  const isCamunda7 = isCamunda7Platform(definitions) || elements.some((element) => camunda7Constructs(element).length > 0 || hasCamunda7Expression(element));
  if (!isCamunda7) {
    context.info(definitions, 'the model has no Camunda 7 attributes, extension elements or JUEL expressions: it is returned unchanged');
    return { xml, notes: context.notesInOrder(elements) };
  }

  // moddle keeps unknown attributes as they are (the leftover check below notes Camunda 7 ones); unknown elements are lost.
  for (const warning of warnings.filter((message) => !message.startsWith('unknown attribute'))) {
    context.manual(definitions, `a part of the model could not be read and was left out: ${firstLine(warning)}`);
  }
  removeManualMarks(elements, context);
  for (const converter of CONVERTERS) for (const element of elements) converter(element, context);
  const leftovers = elements.flatMap(camunda7Constructs);
  for (const { element, name } of leftovers) {
    if (context.hasManualNoteAbout(element, name)) continue;
    context.manual(element, `${name} was not converted: the engine refuses the model until it is replaced or removed`);
  }
  setZeebePlatform(definitions, leftovers.length === 0);
  markManualElements(definitions, context);
  const written = await moddle.toXML(definitions, { format: true });
  return { xml: written.xml, notes: context.notesInOrder(elements) };
}

async function read(moddle: BpmnModdle, xml: string): Promise<{ definitions: ModdleElement; warnings: string[] }> {
  let result: Awaited<ReturnType<BpmnModdle['fromXML']>>;
  try {
    result = await moddle.fromXML(xml);
  } catch (error) {
    throw new UnreadableModelError(`the XML is not a readable BPMN 2.0 model: ${firstLine(error instanceof Error ? error.message : String(error))}`);
  }
  const root = result.rootElement;
  if (!isModdleElement(root) || root.$type !== 'bpmn:Definitions') {
    throw new UnreadableModelError('the XML is not a BPMN 2.0 model: its root is not bpmn:definitions');
  }
  return { definitions: root, warnings: result.warnings.map((warning) => warning.message) };
}

/** moddle's messages run over several lines (`unparsable content … line: 3 … nested error: …`): keep the gist. */
function firstLine(message: string): string {
  const line = /\tline: (\d+)/.exec(message)?.[1];
  const nested = /nested error: (.*)/.exec(message)?.[1];
  const gist = (nested ?? message.split('\n')[0] ?? message).trim();
  // saxen counts lines from 0.
  return line === undefined ? gist : `${gist} (line ${Number(line) + 1})`;
}

function isCamunda7Platform(definitions: ModdleElement): boolean {
  return definitions.$attrs?.['modeler:executionPlatform'] === 'Camunda Platform';
}

const MODELER_NAMESPACE = 'http://camunda.org/schema/modeler/1.0';

/**
 * Camunda Modeler opens a model for the platform it names (Camunda 7 when it names none but uses the Camunda 7
 * namespace); without Camunda 7 content left, the namespace goes too.
 */
function setZeebePlatform(definitions: ModdleElement, camunda7Gone: boolean): void {
  const attributes = definitions.$attrs;
  if (!attributes) return;
  const prefix = Object.entries(attributes)
    .find(([name, uri]) => name.startsWith('xmlns:') && uri === MODELER_NAMESPACE)?.[0]
    .slice('xmlns:'.length);
  const modeler = prefix ?? 'modeler';
  if (!prefix) attributes[`xmlns:${modeler}`] = MODELER_NAMESPACE;
  attributes[`${modeler}:executionPlatform`] = 'Camunda Cloud';
  attributes[`${modeler}:executionPlatformVersion`] = '8.6.0';
  if (camunda7Gone) delete attributes['xmlns:camunda'];
}
