import type { ParseWarning } from 'bpmn-moddle';
import type { LineLocator } from '../line-locator.js';
import type { ProblemList } from '../problem-list.js';
import { isModdleElement, type ModdleElement } from './moddle-element.js';
import { readUnparsableContent } from './parse-bpmn.js';

/** For each element, the references moddle could not resolve: property (`bpmn:targetRef`) → the id written in the XML. */
export type UnresolvedReferences = ReadonlyMap<ModdleElement, ReadonlyMap<string, string>>;

export function collectUnresolvedReferences(warnings: ParseWarning[]): UnresolvedReferences {
  const unresolved = new Map<ModdleElement, Map<string, string>>();
  for (const warning of warnings) {
    if (!warning.message.startsWith('unresolved reference') || !isModdleElement(warning.element) || !warning.property) continue;
    const references = unresolved.get(warning.element) ?? new Map<string, string>();
    references.set(warning.property, String(warning.value));
    unresolved.set(warning.element, references);
  }
  return unresolved;
}

/**
 * moddle reads leniently: it drops what it cannot read and only warns. Unreadable content inside an
 * executable process becomes a problem, because dropping it would silently change what runs.
 */
export function reportUnparsableContent(
  warnings: ParseWarning[],
  executableProcesses: ModdleElement[],
  elementsById: Record<string, unknown>,
  lines: LineLocator,
  problems: ProblemList,
): void {
  const executableIds = new Set(executableProcesses.map((process) => process.id));
  const spans = executableProcesses.map((process) => ({ process, span: lines.processLines(process.id ?? '') }));

  for (const warning of warnings) {
    const unparsable = readUnparsableContent(warning.message);
    if (!unparsable) continue;
    const duplicateId = /^duplicate ID <(.*)>$/.exec(unparsable.cause)?.[1];
    const original = duplicateId === undefined ? undefined : elementsById[duplicateId];
    if (isModdleElement(original) && isInExecutableProcess(original, executableIds)) {
      problems.onElement(original, `the id '${duplicateId}' is used again on line ${unparsable.line}; ids must be unique`);
      continue;
    }
    const line = unparsable.line;
    const enclosing = spans.find(({ span }) => span !== null && line !== null && line >= span.from && line <= span.to);
    if (enclosing) {
      const what = unparsable.content === '' ? 'content' : unparsable.content;
      problems.onId(enclosing.process.id ?? null, 'bpmn:process', `cannot read ${what} on line ${line}: ${unparsable.cause}`, line);
    }
  }
}

function isInExecutableProcess(element: ModdleElement, executableIds: ReadonlySet<string | undefined>): boolean {
  for (let current: ModdleElement | undefined = element; current; current = current.$parent) {
    if (current.$type === 'bpmn:Process') return executableIds.has(current.id);
  }
  return false;
}
