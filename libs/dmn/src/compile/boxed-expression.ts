import { FeelFailure, type FeelValue, feelContext, feelFunction, isFeelFunction } from '@baton/feel';
import { DmnFailure } from '../evaluation/dmn-run.js';
import type {
  Conditional,
  Context,
  DecisionTable,
  Expression,
  Filter,
  FunctionDefinition,
  InformationItem,
  Invocation,
  Iterator,
  List,
  LiteralExpression,
  Relation,
} from '../moddle/dmn-elements.js';
import type { DmnType } from '../types/dmn-type.js';
import { type CompileEnv, compileFeel, type Evaluate, extendScope, withNames } from './compile-env.js';
import { compileDecisionTable } from './decision-table.js';
import { compileConditional, compileFilter, compileIterator } from './iteration-expressions.js';

/** What a decision's logic is, as Camunda's decision instances name it. */
export type DecisionType =
  | 'DECISION_TABLE'
  | 'LITERAL_EXPRESSION'
  | 'CONTEXT'
  | 'LIST'
  | 'RELATION'
  | 'INVOCATION'
  | 'FUNCTION_DEFINITION'
  | 'CONDITIONAL'
  | 'FILTER'
  | 'ITERATOR'
  | 'UNSPECIFIED';

const TYPES: Readonly<Record<string, DecisionType>> = {
  'dmn:DecisionTable': 'DECISION_TABLE',
  'dmn:LiteralExpression': 'LITERAL_EXPRESSION',
  'dmn:Context': 'CONTEXT',
  'dmn:List': 'LIST',
  'dmn:Relation': 'RELATION',
  'dmn:Invocation': 'INVOCATION',
  'dmn:FunctionDefinition': 'FUNCTION_DEFINITION',
  'dmn:Conditional': 'CONDITIONAL',
  'dmn:Filter': 'FILTER',
  'dmn:For': 'ITERATOR',
  'dmn:Some': 'ITERATOR',
  'dmn:Every': 'ITERATOR',
};

export function decisionTypeOf(expression: Expression | undefined): DecisionType {
  return (expression && TYPES[expression.$type]) ?? 'UNSPECIFIED';
}

const failing =
  (message: string): Evaluate =>
  () => {
    throw new DmnFailure(message);
  };

/** Compiles a boxed expression (DMN 1.3, chapter 10) once; `what` names it in errors. */
export function compileBoxed(expression: Expression | undefined, env: CompileEnv, what: string): Evaluate {
  if (expression === undefined) return () => null;
  switch (expression.$type) {
    case 'dmn:LiteralExpression':
      return compileLiteral(expression as LiteralExpression, env, what);
    case 'dmn:DecisionTable':
      return compileDecisionTable(expression as DecisionTable, env, what).evaluate;
    case 'dmn:Context':
      return compileContext(expression as Context, env, what);
    case 'dmn:List':
      return compileList(expression as List, env, what);
    case 'dmn:Relation':
      return compileRelation(expression as Relation, env, what);
    case 'dmn:Invocation':
      return compileInvocation(expression as Invocation, env, what);
    case 'dmn:FunctionDefinition':
      return compileFunctionDefinition(expression as FunctionDefinition, env, what);
    case 'dmn:Conditional':
      return compileConditional(expression as Conditional, env, what, compileBoxed);
    case 'dmn:Filter':
      return compileFilter(expression as Filter, env, what, compileBoxed);
    case 'dmn:For':
    case 'dmn:Some':
    case 'dmn:Every':
      return compileIterator(expression as Iterator, env, what, compileBoxed);
    default:
      env.problems.add(expression.id ?? env.owner, `${what}: the expression ${expression.$type} is not supported`);
      return failing(`${what}: the expression ${expression.$type} is not supported`);
  }
}

function compileLiteral(literal: LiteralExpression, env: CompileEnv, what: string): Evaluate {
  if ((literal.text ?? '').trim() === '') return () => null;
  const expression = compileFeel(env, literal.text, literal.id, what);
  if (expression === null) return failing(`${what}: the expression '${literal.text}' does not compile`);
  const type = env.types.typeOf(literal.typeRef);
  return (run, scope) => run.typed(run.feel(expression, scope), type, what);
}

/** Entries in order, each reading those before it; an entry without a name is the context's result. */
function compileContext(context: Context, env: CompileEnv, what: string): Evaluate {
  const entries: { name: string | null; evaluate: Evaluate; type: DmnType }[] = [];
  let inner = env;
  for (const entry of context.contextEntry ?? []) {
    const name = entry.variable?.name ?? null;
    const type = env.types.typeOf(entry.variable?.typeRef);
    entries.push({ name, evaluate: compileBoxed(entry.value, inner, name === null ? what : `${what}, entry ${name}`), type });
    if (name !== null) inner = withNames(inner, [[name, type]]);
  }
  return (run, scope) => {
    const result = feelContext();
    let current = scope;
    for (const entry of entries) {
      const value = entry.evaluate(run, current);
      if (entry.name === null) return value;
      const typed = run.typed(value, entry.type, `${what}, entry ${entry.name}`);
      result[entry.name] = typed;
      current = extendScope(current, [[entry.name, typed]]);
    }
    return result;
  };
}

function compileList(list: List, env: CompileEnv, what: string): Evaluate {
  const items = (list.elements ?? []).map((element, index) => compileBoxed(element, env, `${what}, item ${index + 1}`));
  return (run, scope) => items.map((item) => item(run, scope));
}

function compileRelation(relation: Relation, env: CompileEnv, what: string): Evaluate {
  const columns = (relation.column ?? []).map((column) => column.name ?? '');
  const rows = (relation.row ?? []).map((row, index) => compileList(row, env, `${what}, row ${index + 1}`));
  return (run, scope) =>
    rows.map((row) => {
      const values = row(run, scope) as FeelValue[];
      const entry = feelContext();
      columns.forEach((column, index) => {
        entry[column] = values[index] ?? null;
      });
      return entry;
    });
}

/** Calls a function (a business knowledge model, a decision service, any function value) with named bindings. */
function compileInvocation(invocation: Invocation, env: CompileEnv, what: string): Evaluate {
  const called = compileBoxed(invocation.calledFunction, env, what);
  const name = (invocation.calledFunction as LiteralExpression | undefined)?.text?.trim() ?? 'the function';
  const bindings = (invocation.binding ?? []).map((binding) => ({
    parameter: binding.parameter?.name ?? '',
    evaluate: compileBoxed(binding.bindingFormula, env, `${what}, parameter ${binding.parameter?.name ?? ''}`),
  }));
  const type = env.types.typeOf(invocation.typeRef);
  return (run, scope) => {
    const fn = called(run, scope);
    if (!isFeelFunction(fn)) throw new DmnFailure(`${what}: ${name} is no function`);
    const bound = new Map(bindings.map((binding) => [binding.parameter, binding.evaluate(run, scope)]));
    const unknown = [...bound.keys()].find((parameter) => !fn.parameters.includes(parameter));
    if (unknown !== undefined) throw new DmnFailure(`${what}: ${name} has no parameter ${unknown}`);
    const result = fn.invoke(fn.parameters.map((parameter) => bound.get(parameter) ?? null));
    if (result instanceof FeelFailure) throw new DmnFailure(`${what}: ${result.message}`);
    return run.typed(result, type, what);
  };
}

/** A FEEL function: its parameters (typed) bound over the scope where it is defined. */
export function compileFunctionDefinition(definition: FunctionDefinition, env: CompileEnv, what: string): Evaluate {
  if (definition.kind !== undefined && definition.kind !== 'FEEL') {
    env.problems.add(definition.id ?? env.owner, `${what}: functions of kind ${definition.kind} are not supported`);
    return failing(`${what}: functions of kind ${definition.kind} are not supported`);
  }
  const parameters = (definition.formalParameter ?? []).map((parameter: InformationItem) => ({
    name: parameter.name ?? '',
    type: env.types.typeOf(parameter.typeRef),
  }));
  const body = compileBoxed(
    definition.body,
    withNames(
      env,
      parameters.map((parameter) => [parameter.name, parameter.type]),
    ),
    what,
  );
  return (run, scope) =>
    feelFunction(
      parameters.map((parameter) => parameter.name),
      (args) => {
        try {
          const bound = parameters.map(
            (parameter, index) => [parameter.name, run.typed(args[index] ?? null, parameter.type, `${what}, parameter ${parameter.name}`)] as const,
          );
          return body(run, extendScope(scope, bound));
        } catch (error) {
          if (error instanceof DmnFailure) return new FeelFailure(error.message);
          throw error;
        }
      },
    );
}
