import type { ModelProblem } from './executable-model.js';
import type { LineLocator } from './line-locator.js';
import { type ModdleElement, xmlTypeName } from './moddle/moddle-element.js';

/** Collects every problem of a compile run, each located by element id and line. */
export class ProblemList {
  readonly problems: ModelProblem[] = [];

  constructor(private readonly lines: LineLocator) {}

  /** A problem on a moddle element; its type is spelled as in the XML (`bpmn:serviceTask`). */
  onElement(element: ModdleElement, message: string): void {
    this.onId(element.id ?? null, xmlTypeName(element.$type), message);
  }

  onId(elementId: string | null, elementType: string | null, message: string, line?: number | null): void {
    const located = line ?? (elementId === null ? null : this.lines.lineOfId(elementId));
    this.problems.push({ elementId, elementType, line: located, message });
  }

  /** The line of an element's id in the XML, null when not found. */
  lineOfId(elementId: string): number | null {
    return this.lines.lineOfId(elementId);
  }

  get isEmpty(): boolean {
    return this.problems.length === 0;
  }

  /** Problems in XML order; problems without a line first. */
  sorted(): ModelProblem[] {
    return [...this.problems].sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
  }
}
