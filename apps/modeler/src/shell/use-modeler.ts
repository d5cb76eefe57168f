import type Modeler from 'bpmn-js/lib/Modeler';
import { useEffect, useRef, useState } from 'react';
import { CONVERSION_MARKS_CHANGED, type ConversionMark } from '../modeler/conversion/conversion-marks';
import { createModeler } from '../modeler/create-modeler';
import { VALIDATION_CHANGED, type ValidationChangedEvent, type ValidationIssue, type EngineValidationConfig } from '../modeler/validation/validation-issue';

export interface SelectedElement {
  id: string;
  type: string;
}

interface EventBus {
  on(event: string, callback: (event: never) => void): void;
}

/**
 * Owns the bpmn-js Modeler for a React component: creates it on the given containers once, and mirrors the
 * selection, the live validation and the conversion marks into React state.
 */
export function useModeler(validation: EngineValidationConfig) {
  const canvasRef = useRef<HTMLDivElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const [modeler, setModeler] = useState<Modeler | null>(null);
  const [issues, setIssues] = useState<ValidationIssue[]>([]);
  const [validated, setValidated] = useState(false);
  const [selected, setSelected] = useState<SelectedElement | null>(null);
  const [marks, setMarks] = useState<ConversionMark[]>([]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the modeler is created once; `validation` reads the shell's state through refs
  useEffect(() => {
    if (!canvasRef.current || !panelRef.current) return;
    const created = createModeler(canvasRef.current, panelRef.current, validation);
    const eventBus = created.get<EventBus>('eventBus');
    eventBus.on(VALIDATION_CHANGED, (event: ValidationChangedEvent) => {
      setIssues(event.issues);
      setValidated(true);
    });
    eventBus.on('commandStack.changed', () => setValidated(false));
    eventBus.on(CONVERSION_MARKS_CHANGED, (event: { marks: ConversionMark[] }) => setMarks(event.marks));
    eventBus.on('selection.changed', (event: { newSelection: { id: string; type: string }[] }) => {
      const [first] = event.newSelection;
      setSelected(first && event.newSelection.length === 1 ? { id: first.id, type: first.type } : null);
    });
    setModeler(created);
    return () => created.destroy();
  }, []);

  return { canvasRef, panelRef, modeler, issues, validated, selected, marks };
}
