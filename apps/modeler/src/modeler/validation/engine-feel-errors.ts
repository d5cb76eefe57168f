import { feelEntryErrors, type MappingTargets } from './feel-entry-errors';
import { VALIDATION_CHANGED, type ValidationChangedEvent, type ValidationIssue } from './validation-issue';

interface EventBus {
  on(event: string | string[], callback: (event: Partial<ValidationChangedEvent>) => void): void;
  fire(event: string, payload: { errors: Record<string, string> }): void;
}
interface ModdleElement {
  $type: string;
  extensionElements?: { values?: ModdleElement[] };
  inputParameters?: { target?: string }[];
  outputParameters?: { target?: string }[];
}
interface Shape {
  id: string;
  /** Absent on the canvas's implicit root, before a diagram is imported. */
  businessObject?: ModdleElement;
}
interface Selection {
  get(): Shape[];
}
interface Canvas {
  getRootElement(): Shape;
}

function mappingTargets(element: Shape): MappingTargets {
  const ioMapping = element.businessObject?.extensionElements?.values?.find((value) => value.$type === 'zeebe:IoMapping');
  const targets = (parameters: { target?: string }[] | undefined) => (parameters ?? []).map((parameter) => parameter.target ?? '');
  return { inputs: targets(ioMapping?.inputParameters), outputs: targets(ioMapping?.outputParameters) };
}

/**
 * Shows the engine's FEEL syntax problems in the properties panel, on the field of the expression, for the element
 * the panel shows (the selected one, else the process): the engine decides what deploys, not the browser's parser.
 */
export default class EngineFeelErrors {
  static $inject = ['eventBus', 'selection', 'canvas'];

  private issues: readonly ValidationIssue[] = [];

  constructor(
    private readonly eventBus: EventBus,
    private readonly selection: Selection,
    private readonly canvas: Canvas,
  ) {
    eventBus.on(VALIDATION_CHANGED, ({ issues }) => {
      this.issues = issues ?? [];
      this.show();
    });
    eventBus.on('selection.changed', () => this.show());
  }

  private show(): void {
    const selected = this.selection.get();
    const element = selected.length === 1 ? selected[0] : selected.length === 0 ? this.canvas.getRootElement() : undefined;
    const errors = element ? feelEntryErrors(this.issues, element.id, mappingTargets(element)) : {};
    this.eventBus.fire('propertiesPanel.setErrors', { errors });
  }
}
