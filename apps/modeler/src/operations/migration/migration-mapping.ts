import type { ModelElement } from '../ui/model-elements';

/** source element id → target element id ('' = not mapped). */
export type ElementMapping = ReadonlyMap<string, string>;

/** Elements with the same id and the same type in both versions are mapped to each other from the start. */
export function premapped(source: readonly ModelElement[], target: readonly ModelElement[]): ElementMapping {
  const targets = new Map(target.map((element) => [element.id, element]));
  return new Map(source.map((element) => [element.id, targets.get(element.id)?.type === element.type ? element.id : '']));
}

/** The plan's mapping instructions: every mapped source element, in the source model's order. */
export const mappingInstructions = (mapping: ElementMapping) =>
  [...mapping].filter(([, target]) => target !== '').map(([sourceElementId, targetElementId]) => ({ sourceElementId, targetElementId }));

/** The source elements where instances wait now but which go nowhere: the plan would be refused for them. */
export const unmappedActive = (mapping: ElementMapping, activeElementIds: ReadonlySet<string>): string[] =>
  [...activeElementIds].filter((elementId) => !mapping.get(elementId));
