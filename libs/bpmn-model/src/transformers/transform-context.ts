import type { ExecutableElement, ExecutableSequenceFlow } from '../executable-model.js';
import type { ModdleElement } from '../moddle/moddle-element.js';
import type { UnresolvedReferences } from '../moddle/parse-warnings.js';
import type { ProblemList } from '../problem-list.js';

/** State shared by the passes that compile one process. */
export interface TransformContext {
  readonly process: ModdleElement;
  readonly processId: string;
  readonly problems: ProblemList;
  /** Every compiled flow node (the process included), in document order. */
  readonly elements: Map<string, ExecutableElement>;
  readonly flows: Map<string, ExecutableSequenceFlow>;
  /** The moddle node behind each compiled element or flow, for the later passes. */
  readonly nodes: Map<string, ModdleElement>;
  /** Flow nodes that were refused with a problem; flows touching them need no second problem. */
  readonly refusedIds: Set<string>;
  readonly unresolvedReferences: UnresolvedReferences;
}

export interface ElementTransformer {
  /** Builds the element, or reports problems and returns null when it cannot run. */
  create(node: ModdleElement, context: TransformContext): ExecutableElement | null;
  /** Checks the element once its sequence flows are linked. */
  validate?(element: ExecutableElement, context: TransformContext): void;
}
