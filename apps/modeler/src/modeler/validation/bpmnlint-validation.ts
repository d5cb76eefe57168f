import { Linter } from 'bpmnlint';
import StaticResolver from 'bpmnlint/lib/resolver/static-resolver';
import endEventRequired from 'bpmnlint/rules/end-event-required';
import fakeJoin from 'bpmnlint/rules/fake-join';
import noDisconnected from 'bpmnlint/rules/no-disconnected';
import noDuplicateSequenceFlows from 'bpmnlint/rules/no-duplicate-sequence-flows';
import noImplicitSplit from 'bpmnlint/rules/no-implicit-split';
import singleBlankStartEvent from 'bpmnlint/rules/single-blank-start-event';
import singleEventDefinition from 'bpmnlint/rules/single-event-definition';
import startEventRequired from 'bpmnlint/rules/start-event-required';
import superfluousGateway from 'bpmnlint/rules/superfluous-gateway';
import type { ValidationIssue } from './validation-issue';

/**
 * The bpmnlint rules that matter for an executable model. Rules about labels and layout are left out: the engine
 * does not need them and analysts draw first and name later.
 */
const RULES: Record<string, unknown> = {
  'start-event-required': startEventRequired,
  'end-event-required': endEventRequired,
  'no-disconnected': noDisconnected,
  'no-duplicate-sequence-flows': noDuplicateSequenceFlows,
  'no-implicit-split': noImplicitSplit,
  'single-blank-start-event': singleBlankStartEvent,
  'single-event-definition': singleEventDefinition,
  'fake-join': fakeJoin,
  'superfluous-gateway': superfluousGateway,
};
const WARNINGS = new Set(['fake-join', 'superfluous-gateway']);

interface LintReport {
  id?: string;
  message: string;
  category: string;
}

interface BpmnJs {
  getDefinitions(): unknown;
}

/** Lints the diagram's definitions with bpmnlint, in the browser (rules bundled, no config file). */
export default class BpmnlintValidation {
  static $inject = ['bpmnjs'];

  constructor(private readonly bpmnjs: BpmnJs) {}

  async lint(): Promise<ValidationIssue[]> {
    const definitions = this.bpmnjs.getDefinitions();
    if (!definitions) return [];
    // A linter per run: rules such as no-duplicate-sequence-flows remember what they saw, and the linter keeps rules.
    const linter = new Linter({
      config: { rules: Object.fromEntries(Object.keys(RULES).map((name) => [name, WARNINGS.has(name) ? 'warn' : 'error'])) },
      resolver: new StaticResolver(Object.fromEntries(Object.entries(RULES).map(([name, rule]) => [`rule:bpmnlint/${name}`, rule]))),
    });
    const results = (await linter.lint(definitions)) as Record<string, LintReport[]>;
    return Object.values(results).flatMap((reports) =>
      reports.map(
        (report): ValidationIssue => ({
          elementId: report.id ?? null,
          message: report.message,
          severity: report.category === 'error' || report.category === 'rule-error' ? 'error' : 'warning',
          source: 'lint',
        }),
      ),
    );
  }
}
