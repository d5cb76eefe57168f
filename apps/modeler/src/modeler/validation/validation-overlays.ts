import { VALIDATION_CHANGED, type ValidationChangedEvent, type ValidationIssue } from './validation-issue';

interface EventBus {
  on(event: string, callback: (event: ValidationChangedEvent) => void): void;
}
interface Overlays {
  add(elementId: string, type: string, overlay: { position: { top?: number; right?: number }; html: HTMLElement }): string;
  remove(filter: { type: string }): void;
}
interface Canvas {
  getRootElement(): { id: string };
  addMarker(elementId: string, marker: string): void;
  removeMarker(elementId: string, marker: string): void;
}
interface ElementRegistry {
  get(id: string): unknown;
}

const OVERLAY_TYPE = 'baton-validation';
const MARKERS = { error: 'baton-invalid', warning: 'baton-questionable' } as const;

/** Shows the live validation on the canvas: a red or amber badge and outline on each element with issues. */
export default class ValidationOverlays {
  static $inject = ['eventBus', 'overlays', 'canvas', 'elementRegistry'];

  private marked: { elementId: string; marker: string }[] = [];

  constructor(
    eventBus: EventBus,
    private readonly overlays: Overlays,
    private readonly canvas: Canvas,
    private readonly elementRegistry: ElementRegistry,
  ) {
    eventBus.on(VALIDATION_CHANGED, ({ issues }) => this.show(issues));
  }

  private show(issues: ValidationIssue[]): void {
    this.overlays.remove({ type: OVERLAY_TYPE });
    for (const { elementId, marker } of this.marked) if (this.elementRegistry.get(elementId)) this.canvas.removeMarker(elementId, marker);
    this.marked = [];
    const byElement = new Map<string, ValidationIssue[]>();
    // Issues of the process as a whole are listed by the shell; a badge on the canvas's root would float nowhere.
    const root = this.canvas.getRootElement().id;
    for (const issue of issues) {
      if (issue.elementId === null || issue.elementId === root || !this.elementRegistry.get(issue.elementId)) continue;
      byElement.set(issue.elementId, [...(byElement.get(issue.elementId) ?? []), issue]);
    }
    for (const [elementId, elementIssues] of byElement) {
      const severity = elementIssues.some((issue) => issue.severity === 'error') ? 'error' : 'warning';
      this.canvas.addMarker(elementId, MARKERS[severity]);
      this.marked.push({ elementId, marker: MARKERS[severity] });
      this.overlays.add(elementId, OVERLAY_TYPE, { position: { top: -12, right: 12 }, html: badge(elementIssues, severity) });
    }
  }
}

function badge(issues: ValidationIssue[], severity: 'error' | 'warning'): HTMLElement {
  const element = document.createElement('div');
  element.className = `baton-validation-badge baton-validation-${severity}`;
  element.textContent = String(issues.length);
  element.title = issues.map((issue) => `${issue.source === 'engine' ? 'Engine' : 'Lint'}: ${issue.message}`).join('\n');
  element.dataset.issues = issues.map((issue) => issue.message).join('\n');
  return element;
}
