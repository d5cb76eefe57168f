import type { ExecutableMapping } from '../executable-model.js';
import { feelValueProblem, isVariablePath, toExecutableValue } from '../feel-values.js';
import { elementList, findExtension, type ModdleElement, stringProperty } from '../moddle/moddle-element.js';
import type { TransformContext } from './transform-context.js';

export interface IoMappings {
  inputMappings: ExecutableMapping[];
  outputMappings: ExecutableMapping[];
}

/** Reads `zeebe:ioMapping`; a mapping with a problem is reported and left out. */
export function readIoMapping(node: ModdleElement, context: TransformContext): IoMappings {
  const ioMapping = findExtension(node, 'zeebe:IoMapping');
  if (!ioMapping) return { inputMappings: [], outputMappings: [] };
  return {
    inputMappings: readMappings(node, elementList(ioMapping, 'inputParameters'), 'zeebe:input', context),
    outputMappings: readMappings(node, elementList(ioMapping, 'outputParameters'), 'zeebe:output', context),
  };
}

function readMappings(node: ModdleElement, parameters: ModdleElement[], tag: string, context: TransformContext): ExecutableMapping[] {
  const mappings: ExecutableMapping[] = [];
  for (const parameter of parameters) {
    const target = stringProperty(parameter, 'target')?.trim() ?? '';
    const rawSource = stringProperty(parameter, 'source') ?? '';
    if (!isVariablePath(target)) {
      const shown = target === '' ? 'no target' : `target '${target}', which is not a variable name or dotted path`;
      context.problems.onElement(node, `${tag} has ${shown}`);
      continue;
    }
    if (rawSource.trim() === '') {
      // Camunda 8 creates an input with an empty source as a local variable set to null; an output needs a source.
      if (tag === 'zeebe:input') mappings.push({ source: { kind: 'feel', source: 'null' }, target });
      else context.problems.onElement(node, `${tag} to '${target}' has no source`);
      continue;
    }
    const source = toExecutableValue(rawSource);
    const problem = feelValueProblem(source, `the source of the ${tag} to '${target}'`);
    if (problem) context.problems.onElement(node, problem);
    else mappings.push({ source, target });
  }
  return mappings;
}
