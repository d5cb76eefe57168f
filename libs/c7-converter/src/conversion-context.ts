import type { BpmnModdle } from 'bpmn-moddle';
import type { ConversionNote } from './conversion-note.js';
import type { Renames } from './juel/feel-printer.js';
import { containsJuel, juelToFeel } from './juel/juel-to-feel.js';
import { children, isModdleElement, type ModdleElement } from './moddle/moddle-element.js';

/** A converted value, or why it could not be converted. */
export type Converted = { ok: true; value: string } | { ok: false; reason: string };

/** What every element converter works with: the moddle that creates Zeebe elements, and the notes so far. */
export class ConversionContext {
  private readonly notesByElement = new Map<ModdleElement, ConversionNote[]>();

  constructor(private readonly moddle: BpmnModdle) {}

  create(type: string, properties: Record<string, unknown> = {}): ModdleElement {
    const created = this.moddle.create(type, properties);
    if (!isModdleElement(created)) throw new Error(`moddle did not create a ${type}`);
    return created;
  }

  /** A `<prefix:name>` element of a namespace moddle does not know, such as the conversion notes. */
  createGeneric(name: string, namespaceUri: string, properties: Record<string, unknown>): ModdleElement {
    const created = this.moddle.createAny(name, namespaceUri, properties);
    if (!isModdleElement(created)) throw new Error(`moddle did not create a ${name}`);
    return created;
  }

  extensions(element: ModdleElement): ModdleElement[] {
    const extensionElements = element.get('extensionElements');
    return isModdleElement(extensionElements) ? children(extensionElements, 'values') : [];
  }

  findExtension(element: ModdleElement, type: string): ModdleElement | undefined {
    return this.extensions(element).find((extension) => extension.$type === type);
  }

  /** The element's extension of `type`, created when missing. */
  ensureExtension(element: ModdleElement, type: string): ModdleElement {
    return this.findExtension(element, type) ?? this.addExtension(element, this.create(type));
  }

  addExtension(element: ModdleElement, extension: ModdleElement): ModdleElement {
    let extensionElements = element.get('extensionElements');
    if (!isModdleElement(extensionElements)) {
      extensionElements = this.create('bpmn:ExtensionElements', { values: [] });
      element.set('extensionElements', extensionElements);
    }
    const container = extensionElements as ModdleElement;
    extension.$parent = container;
    container.set('values', [...children(container, 'values'), extension]);
    return extension;
  }

  /** Removes the extension; drops `extensionElements` when nothing is left in it. */
  removeExtension(element: ModdleElement, extension: ModdleElement): void {
    const extensionElements = element.get('extensionElements');
    if (!isModdleElement(extensionElements)) return;
    const rest = children(extensionElements, 'values').filter((value) => value !== extension);
    if (rest.length === 0) element.set('extensionElements', undefined);
    else extensionElements.set('values', rest);
  }

  manual(element: ModdleElement, message: string): void {
    this.note(element, message, 'manual');
  }

  info(element: ModdleElement, message: string): void {
    this.note(element, message, 'info');
  }

  /** Whether a note that needs a person already names `construct` on the element. */
  hasManualNoteAbout(element: ModdleElement, construct: string): boolean {
    const notes = this.notesByElement.get(identifiedOwner(element)) ?? [];
    return notes.some((note) => note.severity === 'manual' && note.message.includes(construct));
  }

  /** The notes in the order of their elements in `elements` (document order), each element's in the order noted. */
  notesInOrder(elements: readonly ModdleElement[]): ConversionNote[] {
    const position = new Map(elements.map((element, index) => [element, index]));
    const ordered = [...this.notesByElement].sort(([a], [b]) => (position.get(a) ?? elements.length) - (position.get(b) ?? elements.length));
    return ordered.flatMap(([, notes]) => notes);
  }

  /** Elements with at least one note that needs a person, with those notes. */
  manualNotes(): Map<ModdleElement, ConversionNote[]> {
    const result = new Map<ModdleElement, ConversionNote[]>();
    for (const [element, notes] of this.notesByElement) {
      const manual = notes.filter((note) => note.severity === 'manual');
      if (manual.length > 0) result.set(element, manual);
    }
    return result;
  }

  private note(element: ModdleElement, message: string, severity: ConversionNote['severity']): void {
    const owner = identifiedOwner(element);
    const notes = this.notesByElement.get(owner) ?? [];
    notes.push({ elementId: owner.id ?? '', message, severity });
    this.notesByElement.set(owner, notes);
  }
}

/**
 * Notes go on the nearest flow element, root element (a message, a process) or the definitions, one with an id:
 * the modeler marks shapes, not event definitions or extensions.
 */
function identifiedOwner(element: ModdleElement): ModdleElement {
  for (let current: ModdleElement | undefined = element; current; current = current.$parent) {
    if (current.id !== undefined && isNoteOwner(current)) return current;
  }
  return element;
}

function isNoteOwner(element: ModdleElement): boolean {
  if (element.$instanceOf('bpmn:EventDefinition')) return false;
  return element.$instanceOf('bpmn:FlowElement') || element.$instanceOf('bpmn:RootElement') || element.$instanceOf('bpmn:Definitions');
}

/**
 * A value for a Zeebe attribute that takes text or a FEEL expression (job type, assignee, timer): text stays
 * text, JUEL becomes FEEL with its leading '='.
 */
export function staticOrFeel(text: string): Converted {
  if (!containsJuel(text)) return { ok: true, value: text };
  return feelExpression(text);
}

/** A FEEL expression with its leading '=': JUEL translated, text without JUEL as a FEEL string. */
export function feelExpression(text: string, renames: Renames = {}): Converted {
  const translated = juelToFeel(text, renames);
  return translated.ok ? { ok: true, value: `=${translated.feel}` } : translated;
}
