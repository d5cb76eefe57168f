import { describe, expect, it } from 'vitest';
import { documentShapeProblem } from './document-shape.js';

const MODEL = '<?xml version="1.0"?>\n<bpmn:definitions xmlns:bpmn="x"><bpmn:process id="p" /></bpmn:definitions>\n';

describe('documentShapeProblem', () => {
  it('should let a model through, with comments and whitespace after its root', () => {
    expect(documentShapeProblem(MODEL)).toBeNull();
    expect(documentShapeProblem(`${MODEL}<!-- saved by a modeler -->\n\n`)).toBeNull();
    expect(documentShapeProblem(MODEL.replaceAll('bpmn:', ''))).toBeNull();
  });

  it('should refuse a document type declaration, internal or external', () => {
    expect(documentShapeProblem(MODEL.replace('?>', '?><!DOCTYPE x [<!ENTITY a "aaaa">]>'))).toContain('document type declaration');
    expect(documentShapeProblem(MODEL.replace('?>', '?><!doctype x SYSTEM "http://example.org/x.dtd">'))).toContain('document type declaration');
  });

  it('should refuse content after the root element', () => {
    expect(documentShapeProblem(`${MODEL}<extra/>`)).toBe('the document has content after its root element: "<extra/>"');
    expect(documentShapeProblem(`${MODEL}trailing`)).toContain('after its root element');
  });
});
