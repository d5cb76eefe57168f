import { invokeBuiltin } from './builtins/bind-arguments.js';
import { BUILTINS } from './builtins/index.js';
import { FeelEvaluationError } from './failures.js';
import { compileType, type TypeTest } from './instance-of.js';
import { feelName, type Scope } from './scope.js';
import { stringLiteralValue } from './string-literal.js';
import { type Compilation, type Evaluator, parts, refuse, type SyntaxNode, textOf, variableName } from './syntax.js';
import { parseTemporalLiteral, parseTemporalLiteralDmn } from './temporal/index.js';
import { type FeelArguments, FeelFailure, type FeelFunction, type FeelValue, feelFunction, isFeelFunction } from './values.js';

type CompiledArguments = { positional: Evaluator[] } | { named: [string, Evaluator][] };

/**
 * A call: a function held by a variable or context entry of that name first (a context's function entries are called
 * this way), then the built-in of that name, chosen by the number or names of the arguments. No function of that
 * name and arguments is an error of the evaluation, as in Zeebe.
 */
export function compileInvocation(c: Compilation, node: SyntaxNode): Evaluator {
  const [callee, , argumentsNode] = parts(node);
  if (!callee) return refuse(c.source, node, 'an incomplete call');
  const args = compileArguments(c, argumentsNode);
  if (callee.name !== 'VariableName' && callee.name !== 'SpecialFunctionName') {
    const target = c.compile(callee);
    const label = textOf(c.source, callee);
    return (scope) => {
      const fn = target(scope);
      const values = evaluateArguments(args, scope);
      if (!isFeelFunction(fn)) throw new FeelEvaluationError(noFunction(label, values));
      return invokeFunction(fn, label, values);
    };
  }
  const name = variableName(c.source, callee);
  if (name.text === 'is defined' && 'positional' in args && args.positional.length === 1) {
    return compileIsDefined(c, parts(argumentsNode as SyntaxNode)[0] as SyntaxNode);
  }
  return (scope) => {
    const fn = scope.lookup(name);
    const values = evaluateArguments(args, scope);
    return isFeelFunction(fn) ? invokeFunction(fn, name.text, values) : callBuiltin(name.text, values, scope);
  };
}

/** `date("2020-01-01")`, `date and time(…)`: the constructors are the built-ins of those names. */
export function compileTemporalLiteral(c: Compilation, node: SyntaxNode): Evaluator {
  const [head, , argumentsNode] = parts(node);
  if (!head) return refuse(c.source, node, 'an incomplete temporal literal');
  if (head.name === 'AtLiteral') {
    const literal = head.firstChild;
    if (!literal) return refuse(c.source, node, 'an incomplete temporal literal');
    // DMN models read `T24:00:00` as the next day's midnight; Camunda's dialect refuses it as FEEL-Scala does.
    const parse = c.dialect === 'dmn' ? parseTemporalLiteralDmn : parseTemporalLiteral;
    const value = parse(stringLiteralValue(textOf(c.source, literal)));
    if (value instanceof FeelFailure) return refuse(c.source, node, value.message);
    return () => value;
  }
  const name = feelName(textOf(c.source, head)).text;
  const args = compileArguments(c, argumentsNode);
  return (scope) => callBuiltin(name, evaluateArguments(args, scope), scope);
}

/** `function(a, b) a + b`: closes over the scope it is defined in, so a context's entries can call each other. */
export function compileDefinition(c: Compilation, node: SyntaxNode): Evaluator {
  const items = parts(node);
  if (items.some((item) => item.name === 'external')) {
    // Zeebe parses external (Java) functions and refuses them only when one is defined: its engine disables them.
    return () => {
      throw new FeelEvaluationError('External functions are disabled');
    };
  }
  const parameterNodes = items.find((item) => item.name === 'FormalParameters')?.getChildren('FormalParameter') ?? [];
  const names = parameterNodes.map((parameter) => feelName(textOf(c.source, parameter.firstChild ?? parameter)).text);
  const bodyNode = items.find((item) => item.name === 'FunctionBody')?.firstChild;
  if (!bodyNode) return refuse(c.source, node, 'a function without a body');
  const body = c.compile(bodyNode);
  // DMN checks the types a function's parameters are written with (`function(n: number)`); Camunda's FEEL ignores them.
  const typed = c.dialect === 'dmn' ? parameterTypes(c, parameterNodes) : [];
  return (scope) =>
    feelFunction(names, (args) =>
      scope.run.call(() => {
        for (const { index, test, type } of typed) {
          const arg = args[index] ?? null;
          if (arg !== null && !test(arg)) return new FeelFailure(`the argument ${names[index]} is not of the type ${type}`);
        }
        let inner = scope;
        names.forEach((parameter, index) => {
          inner = inner.bind(parameter, args[index] ?? null);
        });
        return body(inner);
      }),
    );
}

function parameterTypes(c: Compilation, parameters: readonly SyntaxNode[]): { index: number; test: TypeTest; type: string }[] {
  return parameters.flatMap((parameter, index) => {
    const type = parameter.getChild('Type');
    return type ? [{ index, test: compileType(c, type), type: textOf(c.source, type) }] : [];
  });
}

function compileArguments(c: Compilation, node: SyntaxNode | undefined): CompiledArguments {
  if (!node || node.name === ')') return { positional: [] };
  if (node.name === 'PositionalParameters') return { positional: parts(node).map((argument) => c.compile(argument)) };
  if (node.name !== 'NamedParameters') return refuse(c.source, node, 'unexpected arguments');
  return {
    named: parts(node).map((parameter) => {
      const [name, value] = parts(parameter);
      if (!name || !value) return refuse(c.source, parameter, 'an incomplete named argument');
      return [feelName(textOf(c.source, name)).text, c.compile(value)];
    }),
  };
}

function evaluateArguments(args: CompiledArguments, scope: Scope): FeelArguments {
  if ('positional' in args) return { positional: args.positional.map((argument) => argument(scope)) };
  return { named: new Map(args.named.map(([name, argument]) => [name, argument(scope)])) };
}

function callBuiltin(name: string, args: FeelArguments, scope: Scope): FeelValue {
  const result = invokeBuiltin(BUILTINS, name, args, scope.run);
  if (result === undefined) throw new FeelEvaluationError(noFunction(name, args));
  if (result instanceof FeelFailure) throw new FeelEvaluationError(result.message);
  return result;
}

/** A user's function takes exactly its parameters by position, or any of them by name (the others null). */
function invokeFunction(fn: FeelFunction, name: string, args: FeelArguments): FeelValue {
  let values: FeelValue[];
  if ('positional' in args) {
    if (args.positional.length !== fn.parameters.length) throw new FeelEvaluationError(noFunction(name, args));
    values = args.positional;
  } else {
    if ([...args.named.keys()].some((key) => !fn.parameters.includes(key))) throw new FeelEvaluationError(noFunction(name, args));
    values = fn.parameters.map((parameter) => args.named.get(parameter) ?? null);
  }
  const result = fn.invoke(values);
  if (result instanceof FeelFailure) throw new FeelEvaluationError(result.message);
  return result;
}

/** Zeebe's message for a call no function takes. */
function noFunction(name: string, args: FeelArguments): string {
  if ('positional' in args) return `no function found with name '${name}' and ${args.positional.length} parameters`;
  return `no function found with name '${name}' and parameters: ${[...args.named.keys()].join(', ')}`;
}

/**
 * `is defined(x)`, `is defined(x.y)`: false when the variable or context entry does not exist or is null (Camunda's
 * reference: `is defined(null)` and `is defined({x: null}.x)` are false), true for any other value.
 */
function compileIsDefined(c: Compilation, argument: SyntaxNode): Evaluator {
  const value = c.compile(argument);
  return (scope) => value(scope) !== null;
}
