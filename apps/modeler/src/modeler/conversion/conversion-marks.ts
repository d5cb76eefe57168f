/**
 * Marks on the canvas where a person must decide after a Camunda 7 conversion. The converter writes each such
 * decision into the model as a `<conversion:note severity="manual">` extension element, so the marks survive
 * saving and reopening; "Decided" removes an element's notes through `modeling`, so it can be undone.
 */

export const CONVERSION_MARKS_CHANGED = 'baton.conversionMarks.changed';

export interface ConversionMark {
  elementId: string;
  messages: string[];
}

interface ModdleElement {
  $type: string;
  $body?: string;
  extensionElements?: ModdleElement & { values?: ModdleElement[] };
}
interface Shape {
  id: string;
  businessObject?: ModdleElement;
  labelTarget?: unknown;
}
interface EventBus {
  on(events: string | string[], callback: () => void): void;
  fire(event: string, payload: object): void;
}
interface ElementRegistry {
  getAll(): Shape[];
  get(id: string): Shape | undefined;
}
interface Overlays {
  add(element: string, type: string, overlay: { position: { bottom?: number; left?: number }; html: HTMLElement }): string;
  remove(filter: { type: string }): void;
}
interface Canvas {
  addMarker(element: string, marker: string): void;
  removeMarker(element: string, marker: string): void;
}
interface Modeling {
  updateModdleProperties(element: Shape, target: ModdleElement, properties: Record<string, unknown>): void;
}

const OVERLAY_TYPE = 'baton-conversion';
const MARKER = 'baton-needs-decision';

/** The converter writes its notes with the prefix `conversion` (namespace `http://baton.dev/schema/conversion/1.0`). */
const isConversionNote = (value: ModdleElement) => value.$type === 'conversion:note';

export default class ConversionMarks {
  static $inject = ['eventBus', 'elementRegistry', 'overlays', 'canvas', 'modeling'];

  private marked: string[] = [];

  constructor(
    private readonly eventBus: EventBus,
    private readonly elementRegistry: ElementRegistry,
    private readonly overlays: Overlays,
    private readonly canvas: Canvas,
    private readonly modeling: Modeling,
  ) {
    eventBus.on(['import.done', 'commandStack.changed'], () => this.refresh());
  }

  /** The notes of every element that still awaits a decision. */
  marks(): ConversionMark[] {
    return this.elementRegistry
      .getAll()
      .filter((element) => !element.labelTarget)
      .map((element) => ({ elementId: element.id, messages: this.notesOf(element).map((note) => note.$body ?? '') }))
      .filter((mark) => mark.messages.length > 0);
  }

  /** Removes the element's notes: the person has decided. */
  decide(elementId: string): void {
    const element = this.elementRegistry.get(elementId);
    const extensionElements = element?.businessObject?.extensionElements;
    if (!element || !extensionElements) return;
    const notes = this.notesOf(element);
    this.modeling.updateModdleProperties(element, extensionElements, { values: (extensionElements.values ?? []).filter((value) => !notes.includes(value)) });
  }

  private notesOf(element: Shape): ModdleElement[] {
    return (element.businessObject?.extensionElements?.values ?? []).filter(isConversionNote);
  }

  private refresh(): void {
    this.overlays.remove({ type: OVERLAY_TYPE });
    for (const elementId of this.marked) if (this.elementRegistry.get(elementId)) this.canvas.removeMarker(elementId, MARKER);
    const marks = this.marks();
    this.marked = marks.map((mark) => mark.elementId);
    for (const mark of marks) {
      this.canvas.addMarker(mark.elementId, MARKER);
      this.overlays.add(mark.elementId, OVERLAY_TYPE, { position: { bottom: 4, left: -8 }, html: this.flag(mark) });
    }
    this.eventBus.fire(CONVERSION_MARKS_CHANGED, { marks });
  }

  private flag(mark: ConversionMark): HTMLElement {
    const flag = document.createElement('button');
    flag.type = 'button';
    flag.className = 'baton-decision-flag';
    flag.textContent = 'Decide';
    flag.title = `${mark.messages.join('\n')}\n\nClick when decided.`;
    flag.dataset.elementId = mark.elementId;
    flag.addEventListener('click', (event) => {
      event.stopPropagation();
      this.decide(mark.elementId);
    });
    return flag;
  }
}
