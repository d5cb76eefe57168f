import type { CompiledModel } from './compile/compiled-model.js';

/** A deployable DMN model: what the engine stores and shows, and what evaluation needs (compiled once). */
export interface DecisionModel {
  /** The definitions' id, name and namespace. */
  readonly id: string;
  readonly name: string;
  readonly namespace: string;
  /** Zeebe's decision requirements: the definitions as a whole. */
  readonly decisionRequirements: { readonly id: string; readonly name: string };
  /** Each decision with the version tag Camunda Modeler writes in it (`zeebe:versionTag`), null without one. */
  readonly decisions: readonly { readonly id: string; readonly name: string; readonly versionTag: string | null }[];
  readonly compiled: CompiledModel;
}
