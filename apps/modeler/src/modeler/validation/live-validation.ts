import type BpmnlintValidation from './bpmnlint-validation';
import type EngineValidation from './engine-validation';
import { type EngineValidationConfig, VALIDATION_CHANGED, VALIDATION_REQUESTED, type ValidationIssue } from './validation-issue';

interface EventBus {
  on(event: string | string[], callback: () => void): void;
  fire(event: string, payload: object): void;
}

const DEFAULT_DELAY_MS = 400;

/**
 * Validates the model after every import and every change, once the analyst pauses (debounced), with bpmnlint and
 * the engine's dry-run deploy, and fires {@link VALIDATION_CHANGED} with everything found. A result that arrives
 * after a newer change started is dropped.
 */
export default class LiveValidation {
  static $inject = ['eventBus', 'bpmnlintValidation', 'engineValidation', 'config.batonValidation'];

  private timer: ReturnType<typeof setTimeout> | undefined;
  private run = 0;
  private issues: ValidationIssue[] = [];

  constructor(
    private readonly eventBus: EventBus,
    private readonly bpmnlint: BpmnlintValidation,
    private readonly engine: EngineValidation,
    config: EngineValidationConfig | undefined,
  ) {
    const delay = config?.delay ?? DEFAULT_DELAY_MS;
    eventBus.on(['import.done', 'commandStack.changed', VALIDATION_REQUESTED], () => this.schedule(delay));
  }

  /** The issues of the latest completed validation. */
  current(): ValidationIssue[] {
    return this.issues;
  }

  private schedule(delay: number): void {
    clearTimeout(this.timer);
    const run = ++this.run;
    this.timer = setTimeout(() => void this.validate(run), delay);
  }

  private async validate(run: number): Promise<void> {
    const [lint, engine] = await Promise.all([this.bpmnlint.lint().catch(() => []), this.engine.check()]);
    if (run !== this.run) return;
    this.issues = [...engine, ...lint];
    this.eventBus.fire(VALIDATION_CHANGED, { issues: this.issues });
  }
}
