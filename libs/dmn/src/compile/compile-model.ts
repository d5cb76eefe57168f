import type { FeelNames } from '@baton/feel';
import {
  type BusinessKnowledgeModel,
  type Decision,
  type DecisionService,
  type Definitions,
  type DecisionTable,
  type NamedElement,
  isBusinessKnowledgeModel,
  isDecision,
  isDecisionService,
  isInputData,
  referencedId,
} from '../moddle/dmn-elements.js';
import { DMN_BUILTIN_NAMES } from '../evaluation/dmn-builtins.js';
import { TypeRegistry } from '../types/item-definitions.js';
import { compileBoxed, compileFunctionDefinition, decisionTypeOf } from './boxed-expression.js';
import { type CompileEnv, shapeOf } from './compile-env.js';
import type { CompiledDecision, CompiledInputData, CompiledInvocable, CompiledModel } from './compiled-model.js';
import { compileDecisionTable } from './decision-table.js';
import type { Problems } from './problems.js';

/** An element's id; an element without one (the TCK has such models) goes by its name. */
function idOf(element: NamedElement): string {
  return element.id ?? element.name ?? '';
}

/** Compiles every decision, input data, business knowledge model and decision service of a model once. */
export function compileModel(definitions: Definitions, problems: Problems, importable: ReadonlyMap<string, CompiledModel>): CompiledModel {
  const types = new TypeRegistry(definitions.itemDefinition ?? [], problems);
  const elements = definitions.drgElement ?? [];
  const imports = resolveImports(definitions, problems, importable);
  const namesById = new Map(elements.map((element) => [idOf(element), (element as NamedElement).name ?? '']));

  const names: FeelNames = Object.fromEntries(DMN_BUILTIN_NAMES.map((name) => [name, null]));
  for (const imported of imports) for (const invocable of imported.model.invocables) names[`${imported.name}.${invocable.name}`] = null;
  const inputData = new Map<string, CompiledInputData>();
  for (const element of elements) {
    if (isInputData(element)) {
      const type = types.typeOf(element.variable?.typeRef);
      inputData.set(idOf(element), { id: idOf(element), name: element.name ?? '', type });
      names[element.name ?? ''] = shapeOf(type);
    } else if (isDecision(element)) {
      names[element.name ?? ''] = shapeOf(types.typeOf(element.variable?.typeRef));
    } else if (isBusinessKnowledgeModel(element) || isDecisionService(element)) {
      names[element.name ?? ''] = null;
    }
  }
  const env: CompileEnv = { names, types, problems, namespace: definitions.namespace };

  const decisions = new Map<string, CompiledDecision>();
  const invocables: CompiledInvocable[] = [];
  for (const element of elements) {
    const owned = { ...env, owner: idOf(element) };
    if (isDecision(element)) decisions.set(idOf(element), compileDecision(element, owned));
    else if (isBusinessKnowledgeModel(element)) invocables.push(compileKnowledgeModel(element, owned));
    else if (isDecisionService(element)) invocables.push(compileService(element, env, namesById));
  }
  checkRequirements(decisions, problems);
  return { decisions, inputData, invocables, imports };
}

/** The DMN models a model imports, found among the given ones by namespace; one not given is a problem. */
function resolveImports(definitions: Definitions, problems: Problems, importable: ReadonlyMap<string, CompiledModel>): CompiledModel['imports'] {
  const resolved: { name: string; model: CompiledModel }[] = [];
  for (const imported of definitions.import ?? []) {
    if (imported.importType !== undefined && !imported.importType.includes('/spec/DMN/')) {
      problems.add(imported.id ?? definitions.id, `imports of ${imported.importType} are not supported`);
      continue;
    }
    const model = imported.namespace === undefined ? undefined : importable.get(imported.namespace);
    if (model === undefined)
      problems.add(imported.id ?? definitions.id, `the model imports ${imported.namespace ?? 'a model without namespace'}, which is not given with it`);
    else resolved.push({ name: imported.name ?? '', model });
  }
  return resolved;
}

function compileDecision(decision: Decision, env: CompileEnv): CompiledDecision {
  const name = decision.name ?? decision.id ?? '';
  const what = `decision '${name}'`;
  const requiredDecisions: string[] = [];
  for (const requirement of decision.informationRequirement ?? []) {
    if (requirement.requiredDecision === undefined) continue;
    const id = referencedId(requirement.requiredDecision, env.namespace);
    if (id === null) env.problems.add(decision.id, `${what} requires a decision of another model (${requirement.requiredDecision.href ?? ''})`);
    else requiredDecisions.push(id);
  }
  const logic = decision.decisionLogic;
  if (logic === undefined) env.problems.add(decision.id, `${what} has no decision logic`);
  const table = logic?.$type === 'dmn:DecisionTable' ? compileDecisionTable(logic as DecisionTable, env, what) : null;
  return {
    id: idOf(decision),
    name,
    type: env.types.typeOf(decision.variable?.typeRef),
    decisionType: decisionTypeOf(logic),
    requiredDecisions,
    logic: table?.evaluate ?? compileBoxed(logic, env, what),
    table,
  };
}

function compileKnowledgeModel(bkm: BusinessKnowledgeModel, env: CompileEnv): CompiledInvocable {
  const name = bkm.name ?? bkm.id ?? '';
  const what = `business knowledge model '${name}'`;
  const logic = bkm.encapsulatedLogic;
  if (logic === undefined) env.problems.add(bkm.id, `${what} has no logic`);
  return {
    kind: 'bkm',
    id: idOf(bkm),
    name,
    logic: logic === undefined ? () => null : compileFunctionDefinition(logic, env, what),
    resultType: env.types.resultTypeOf(bkm.variable?.typeRef),
  };
}

function compileService(service: DecisionService, env: CompileEnv, namesById: ReadonlyMap<string, string>): CompiledInvocable {
  const ids = (references: DecisionService['outputDecision']) =>
    (references ?? []).map((reference) => referencedId(reference, env.namespace)).filter((id): id is string => id !== null);
  return {
    kind: 'service',
    id: idOf(service),
    name: service.name ?? service.id ?? '',
    outputDecisions: ids(service.outputDecision),
    inputDecisions: ids(service.inputDecision),
    inputData: ids(service.inputData).map((id) => namesById.get(id) ?? id),
    type: env.types.resultTypeOf(service.variable?.typeRef),
  };
}

/** Every required decision exists and no decision requires itself, through others or directly. */
function checkRequirements(decisions: ReadonlyMap<string, CompiledDecision>, problems: Problems): void {
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (decision: CompiledDecision): void => {
    state.set(decision.id, 'visiting');
    for (const id of decision.requiredDecisions) {
      const required = decisions.get(id);
      if (required === undefined) problems.add(decision.id, `decision '${decision.name}' requires the decision '${id}', which the model does not hold`);
      else if (state.get(id) === 'visiting') problems.add(decision.id, `decision '${decision.name}' requires itself through '${required.name}'`);
      else if (!state.has(id)) visit(required);
    }
    state.set(decision.id, 'done');
  };
  for (const decision of decisions.values()) if (!state.has(decision.id)) visit(decision);
}
