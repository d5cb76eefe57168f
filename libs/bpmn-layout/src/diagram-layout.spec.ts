import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { hasDiagram, withDiagramLayout } from './diagram-layout.js';

const noDiagram = readFileSync(new URL('./fixtures/no-diagram.bpmn', import.meta.url), 'utf8');

describe('withDiagramLayout', () => {
  it('lays out a model without diagram information: every flow node gets a shape, every flow an edge', async () => {
    expect(hasDiagram(noDiagram)).toBe(false);
    const laidOut = await withDiagramLayout(noDiagram);
    expect(hasDiagram(laidOut)).toBe(true);
    for (const id of ['start', 'review', 'end']) expect(laidOut).toMatch(new RegExp(`<bpmndi:BPMNShape[^>]*bpmnElement="${id}"`));
    for (const id of ['to_review', 'to_end']) expect(laidOut).toMatch(new RegExp(`<bpmndi:BPMNEdge[^>]*bpmnElement="${id}"`));
  });

  it('leaves a drawn model as it is', async () => {
    const drawn = await withDiagramLayout(noDiagram);
    expect(await withDiagramLayout(drawn)).toBe(drawn);
  });

  it('counts a plane that draws the collaboration as a diagram', () => {
    const xml =
      '<definitions><collaboration id="c"><participant id="p" processRef="x"/></collaboration><process id="x"/>' +
      '<bpmndi:BPMNDiagram><bpmndi:BPMNPlane id="plane" bpmnElement="c"/></bpmndi:BPMNDiagram></definitions>';
    expect(hasDiagram(xml)).toBe(true);
  });

  it('does not count a plane that draws another process', () => {
    const xml = '<definitions><process id="x"/><bpmndi:BPMNDiagram><bpmndi:BPMNPlane bpmnElement="other"/></bpmndi:BPMNDiagram></definitions>';
    expect(hasDiagram(xml)).toBe(false);
  });
});
