import { parseExpression } from 'feelin';

type SyntaxNode = ReturnType<typeof parseExpression>['topNode'];

/** The functions a guarded expression calls in place of its loops; no variable of a model is named like them. */
export const STEP = '__feel_step';
export const TICK = '__feel_tick';
export const RANGE = '__feel_range';
export const ITERATE = '__feel_iterate';

/**
 * Built-ins whose work or result can outgrow their arguments many times over in one call (`concatenate(l, l, …)`,
 * `string join`, `string` of a long list), and the regular expression functions, which run on a linear-time engine
 * instead of the backtracking one of JavaScript. The evaluation context supplies guarded versions under these names.
 */
export const GUARDED_FUNCTIONS: ReadonlySet<string> = new Set([
  'concatenate',
  'append',
  'union',
  'insert before',
  'distinct values',
  'flatten',
  'string join',
  'string',
  'context merge',
  'context put',
  'matches',
  'replace',
  'split',
]);

export interface FeelPlan {
  /** What feelin evaluates: the expression itself, or the expression with its loops routed through the budget. */
  readonly source: string;
  /** Whether the evaluation needs a budget: the expression loops, builds a context from computed values or calls a guarded function. */
  readonly guarded: boolean;
  /** The functions the evaluation context supplies: the loop functions the plan calls and the guarded built-ins the expression names. */
  readonly functions: readonly string[];
}

/** Distinct expressions of the deployed models are few; the bound only keeps a stream of ad-hoc ones from growing memory. */
const MAX_PLANS = 2_000;
const plans = new Map<string, FeelPlan>();

/**
 * A name without spaces or operator characters: the parser reads it as written, and the source holds it as written.
 * Any other name changes how the parser reads the source (`a-b` is `a - b` unless the context has `a-b`).
 */
export const PLAIN_NAME = /^[\p{L}\p{N}_$?]+$/u;

/**
 * The plan of an expression, made once per distinct expression: feelin parses the source again at each evaluation,
 * and an expression without loops or guarded functions is evaluated as it is, so the common one pays a map look-up.
 */
export function planFor(source: string, variables: Record<string, unknown>): FeelPlan {
  let key = source;
  let parseContext: Record<string, unknown> | undefined;
  for (const name in variables) {
    if (PLAIN_NAME.test(name)) continue;
    key += `\u0000${name}`;
    (parseContext ??= {})[name] = variables[name];
  }
  let plan = plans.get(key);
  if (plan === undefined) {
    plan = makePlan(source, parseContext ?? {});
    if (plans.size >= MAX_PLANS) plans.delete(plans.keys().next().value as string);
    plans.set(key, plan);
  }
  return plan;
}

function makePlan(source: string, parseContext: Record<string, unknown>): FeelPlan {
  let tree: ReturnType<typeof parseExpression>;
  try {
    tree = parseExpression(source, parseContext, undefined);
  } catch {
    return { source, guarded: false, functions: [] };
  }
  let broken = false;
  tree.iterate({
    enter(node) {
      if (node.type.isError) broken = true;
      return !broken;
    },
  });
  // feelin refuses a source with a syntax error anyway, with its own message.
  if (broken) return { source, guarded: false, functions: [] };
  const writer = new GuardedWriter(source, tree.topNode);
  const rewritten = writer.render(tree.topNode);
  const functions = [...writer.functions];
  const changed = rewritten !== source;
  return { source: changed ? rewritten : source, guarded: changed || functions.length > 0, functions };
}

/** Filter conditions that keep their kind (a test, evaluated once per item) when their first operand is wrapped. */
const TESTS = new Set(['Comparison', 'Conjunction', 'Disjunction']);

/**
 * Writes the source back from its parse tree with loops routed through the budget: a range `a..b` that a loop walks
 * becomes `__feel_range(a, b)`, any other collection a loop walks `__feel_iterate(c)`, and each loop body, function
 * body that {@link GuardedWriter.grows} and each context entry that {@link GuardedWriter.doubles} `__feel_step(e)` (a
 * loop condition `__feel_tick(e)`, which charges nothing but the step). A wrapper closes on a new line so that a line comment at the end
 * of the wrapped text cannot swallow it.
 */
class GuardedWriter {
  readonly functions = new Set<string>();

  constructor(
    private readonly source: string,
    private readonly root: SyntaxNode,
  ) {}

  render(node: SyntaxNode): string {
    switch (node.name) {
      case 'IterationContext':
        return this.iterationContext(node);
      case 'ForExpression':
        return this.withChild(node, lastChild(node), STEP);
      case 'ContextEntry': {
        const value = lastChild(node);
        // A nested context's entries are judged on their own.
        return value && value.name !== 'Context' && this.doubles(value) ? this.children(node, value, this.wrap(STEP, this.render(value))) : this.children(node);
      }
      case 'QuantifiedExpression':
        return this.withChild(node, lastChild(node), TICK);
      case 'FunctionBody':
        return node.firstChild && this.grows(node.firstChild) ? this.wrap(STEP, this.children(node)) : this.children(node);
      case 'FilterExpression':
        return this.filter(node);
      case 'VariableName': {
        const name = this.text(node).replace(/\s+/g, ' ');
        if (GUARDED_FUNCTIONS.has(name)) this.functions.add(name);
        return this.text(node);
      }
      default:
        return node.firstChild ? this.children(node) : this.text(node);
    }
  }

  /**
   * Whether an expression run once per item (a loop body or condition, a function body) can take more than a constant
   * time or build more than its parts: it calls a function (a user's may recurse; a built-in's result may be long),
   * or adds to what the loop built before (`partial[-1] + partial[-1]` doubles text at each turn). Any other is left as
   * it is, bounded by the items its loop was charged for. A nested function definition's body is judged on its own.
   */
  private grows(node: SyntaxNode): boolean {
    return this.has(node, (part) => part.name === 'FunctionInvocation') || this.doubles(node);
  }

  /**
   * Whether an expression adds to or calls with a value built earlier in the same evaluation: `{ a: "x", b: a + a,
   * c: b + b, … }` doubles text at each entry without a loop or a guarded built-in, and so does a loop body adding its
   * `partial` results. A context entry naming no other entry (`{ total: price + tax }`) is left as it is.
   */
  private doubles(node: SyntaxNode): boolean {
    const adds = this.has(node, (part) => (part.name === 'ArithOp' && this.text(part) === '+') || part.name === 'FunctionInvocation');
    return adds && this.has(node, (part) => part.name === 'VariableName' && this.builtNames().has(this.text(part).replace(/\s+/g, ' ')));
  }

  /** Whether `node` or a part of it (outside nested function definitions) is one `test` accepts. */
  private has(node: SyntaxNode, test: (part: SyntaxNode) => boolean): boolean {
    if (test(node)) return true;
    if (node.name === 'FunctionDefinition') return false;
    for (let child = node.firstChild; child; child = child.nextSibling) if (this.has(child, test)) return true;
    return false;
  }

  private built: Set<string> | undefined;

  /** The names that can hold a value built by the expression itself: its context keys, and a loop's `partial`. */
  private builtNames(): Set<string> {
    if (this.built) return this.built;
    const names = new Set(['partial']);
    const collect = (node: SyntaxNode): void => {
      if (node.name === 'Key') names.add(this.text(node).replace(/^"|"$/g, '').replace(/\s+/g, ' '));
      for (let child = node.firstChild; child; child = child.nextSibling) collect(child);
    };
    collect(this.root);
    this.built = names;
    return names;
  }

  private iterationContext(node: SyntaxNode): string {
    const parts = childList(node);
    const dots = parts.findIndex((part) => part.name === '..');
    const start = parts[0];
    const end = parts[dots + 1];
    if (dots > 0 && start && end) {
      this.functions.add(RANGE);
      return `${RANGE}(${this.render(start)}, ${this.render(end)}\n)`;
    }
    return this.wrap(ITERATE, this.children(node));
  }

  /** A filter's condition runs once per item only when it is a test; wrapping its first operand keeps it one. */
  private filter(node: SyntaxNode): string {
    const condition = childList(node).find((child) => child.prevSibling?.name === '[');
    if (!condition || !TESTS.has(condition.name)) return this.children(node);
    const operand = condition.firstChild;
    const rendered = operand && this.grows(condition) ? this.children(condition, operand, this.wrap(TICK, this.render(operand))) : this.children(condition);
    return this.children(node, condition, rendered);
  }

  /** The node with `child` wrapped in `wrapper` when it {@link grows}. */
  private withChild(node: SyntaxNode, child: SyntaxNode | null, wrapper: string): string {
    if (!child || !this.grows(child)) return this.children(node);
    return this.children(node, child, this.wrap(wrapper, this.render(child)));
  }

  /** The node's text with each child rendered, `replaced` (if given) written as `replacement`. */
  private children(node: SyntaxNode, replaced?: SyntaxNode, replacement?: string): string {
    let out = '';
    let at = node.from;
    for (let child = node.firstChild; child; child = child.nextSibling) {
      out += this.source.slice(at, child.from);
      out += replaced && child.from === replaced.from && child.to === replaced.to ? (replacement ?? '') : this.render(child);
      at = child.to;
    }
    return out + this.source.slice(at, node.to);
  }

  private wrap(wrapper: string, text: string): string {
    this.functions.add(wrapper);
    return `${wrapper}(${text}\n)`;
  }

  private text(node: SyntaxNode): string {
    return this.source.slice(node.from, node.to);
  }
}

function childList(node: SyntaxNode): SyntaxNode[] {
  const list: SyntaxNode[] = [];
  for (let child = node.firstChild; child; child = child.nextSibling) if (!child.type.isSkipped) list.push(child);
  return list;
}

/** The last child that is not a comment. */
function lastChild(node: SyntaxNode): SyntaxNode | null {
  let child = node.lastChild;
  while (child?.type.isSkipped) child = child.prevSibling;
  return child;
}
