import { BpmnModdle } from 'bpmn-moddle';
import { describe, expect, it } from 'vitest';
import { camunda7Model } from './conversion.test-helper.js';
import { conversionModdle } from './conversion-moddle.js';
import { convertCamunda7 } from './convert-camunda7.js';

describe('conversionModdle', () => {
  it('should let a modeler read the notes of a converted model as typed elements', async () => {
    const converted = await convertCamunda7(camunda7Model('<bpmn:startEvent id="start" camunda:initiator="requester" />'));

    const parsed = await new BpmnModdle({ conversion: conversionModdle }).fromXML(converted.xml);

    const start = parsed.elementsById.start as { extensionElements: { values: { $type: string; severity: string; text: string }[] } };
    expect(start.extensionElements.values.map(({ $type, severity, text }) => ({ $type, severity, text }))).toEqual([
      { $type: 'conversion:Note', severity: 'manual', text: converted.notes[0]?.message },
    ]);
    expect(parsed.warnings).toEqual([]);
  });
});
