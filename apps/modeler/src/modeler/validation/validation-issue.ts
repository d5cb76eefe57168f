/** One finding of the live validation, on an element of the diagram or on the model as a whole. */
export interface ValidationIssue {
  /** The BPMN element at fault; null for the model as a whole (a broken form, a missing executable process). */
  elementId: string | null;
  message: string;
  severity: 'error' | 'warning';
  /** `engine`: the engine would refuse the deployment; `lint`: a bpmnlint rule, a matter of style or sense. */
  source: 'engine' | 'lint';
}

/** Event fired on the diagram's event bus when the issues of the current model changed. */
export const VALIDATION_CHANGED = 'baton.validation.changed';

/** Event the shell fires on the diagram's event bus when what goes with the model changed (the open decisions): validate again. */
export const VALIDATION_REQUESTED = 'baton.validation.requested';

export interface ValidationChangedEvent {
  issues: ValidationIssue[];
}

/** What the shell gives the modeler (config `batonValidation`) to ask the engine about a model. */
export interface EngineValidationConfig {
  /** Validates the XML (with whatever else is deployed with it) as the engine would deploy it. */
  validate(xml: string): Promise<ValidationIssue[]>;
  /** Debounce after the last change, in ms. */
  delay?: number;
}
