import type { ConversionContext, Converted } from '../conversion-context.js';
import { feelString } from '../juel/juel-parser.js';
import { juelToFeel } from '../juel/juel-to-feel.js';
import { child, children, type ModdleElement, text } from '../moddle/moddle-element.js';
import type { ElementConverter } from './element-converter.js';

/** `camunda:inputOutput` becomes `zeebe:ioMapping`: each parameter a FEEL source and a target variable. */
export const convertInputOutput: ElementConverter = (element, context) => {
  const inputOutput = context.findExtension(element, 'camunda:InputOutput');
  if (!inputOutput) return;
  if (element.$instanceOf('bpmn:Gateway')) {
    context.manual(
      element,
      'camunda:inputOutput on a gateway was not converted: a gateway has no input or output mappings in Camunda 8; move them to an activity',
    );
    return;
  }
  if (convertParameters(element, inputOutput, context)) context.removeExtension(element, inputOutput);
};

/**
 * Adds the parameters of a `camunda:inputOutput` (of the element or of its connector) to the element's
 * `zeebe:ioMapping`. All or nothing: when one parameter cannot be said in FEEL, nothing is added, each such
 * parameter is noted, and the caller keeps the Camunda 7 mapping so the engine refuses it by name.
 */
export function convertParameters(element: ModdleElement, inputOutput: ModdleElement, context: ConversionContext): boolean {
  const inputs = children(inputOutput, 'inputParameters').map((parameter) => ({ parameter, source: parameterSource(parameter) }));
  const outputs = children(inputOutput, 'outputParameters').map((parameter) => ({ parameter, source: parameterSource(parameter) }));
  let complete = true;
  for (const { parameter, source } of [...inputs, ...outputs]) {
    if (source.ok) continue;
    complete = false;
    context.manual(
      element,
      `the ${kind(parameter)} parameter '${text(parameter, 'name') ?? ''}' was not converted (${source.reason}); camunda:inputOutput is kept`,
    );
  }
  if (!complete) return false;
  const ioMapping = context.ensureExtension(element, 'zeebe:IoMapping');
  const mapping = (type: string, { parameter, source }: { parameter: ModdleElement; source: Converted }) =>
    context.create(type, { source: source.ok ? source.value : '', target: text(parameter, 'name') ?? '' });
  ioMapping.set('inputParameters', [...children(ioMapping, 'inputParameters'), ...inputs.map((input) => mapping('zeebe:Input', input))]);
  ioMapping.set('outputParameters', [...children(ioMapping, 'outputParameters'), ...outputs.map((output) => mapping('zeebe:Output', output))]);
  return true;
}

function kind(parameter: ModdleElement): string {
  return parameter.$type === 'camunda:InputParameter' ? 'input' : 'output';
}

/** The FEEL source of a parameter: its text, or its list, map or script definition. */
function parameterSource(parameter: ModdleElement): Converted {
  const feel = definitionFeel(parameter);
  return feel.ok ? { ok: true, value: `=${feel.value}` } : feel;
}

/** A parameter, list item or map entry: text (JUEL or a string), `camunda:list`, `camunda:map` or `camunda:script`. */
function definitionFeel(holder: ModdleElement): Converted {
  const definition = child(holder, 'definition');
  if (definition) return nestedFeel(definition);
  return valueFeel(holder.get('value'));
}

function nestedFeel(definition: ModdleElement): Converted {
  switch (definition.$type) {
    case 'camunda:List':
      return joined(children(definition, 'items').map(nestedFeel), (items) => `[${items.join(', ')}]`);
    case 'camunda:Map':
      return joined(
        children(definition, 'entries').map((entry) => {
          const value = definitionFeel(entry);
          return value.ok ? { ok: true, value: `${feelString(text(entry, 'key') ?? '')}: ${value.value}` } : value;
        }),
        (entries) => `{${entries.join(', ')}}`,
      );
    case 'camunda:Value':
      return valueFeel(definition.get('value'));
    case 'camunda:Script':
      return { ok: false, reason: `a ${text(definition, 'scriptFormat') ?? ''} script computes it` };
    default:
      return { ok: false, reason: `${definition.$type} is not known` };
  }
}

/** Text without JUEL is a string (Camunda 7 does not read numbers from it); no text at all is null. */
function valueFeel(value: unknown): Converted {
  if (typeof value !== 'string' || value.trim() === '') return { ok: true, value: 'null' };
  const translated = juelToFeel(value.trim());
  return translated.ok ? { ok: true, value: translated.feel } : translated;
}

function joined(parts: Converted[], wrap: (values: string[]) => string): Converted {
  const values: string[] = [];
  for (const part of parts) {
    if (!part.ok) return part;
    values.push(part.value);
  }
  return { ok: true, value: wrap(values) };
}
