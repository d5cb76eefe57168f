import { describe, expect, it } from 'vitest';
import type { Conditional, Decision, Iterator } from './dmn-elements.js';
import { readDmn } from './read-dmn.js';

const model = (namespace: string, logic: string) => `<?xml version="1.0" encoding="UTF-8"?>
<definitions xmlns="${namespace}" id="d" name="D" namespace="http://example.com/d">
  <decision id="decision" name="decision">${logic}</decision>
</definitions>`;

describe('reading a DMN model', () => {
  it('should read a DMN 1.5 model with the boxed expressions 1.5 adds', async () => {
    const read = await readDmn(
      model(
        'https://www.omg.org/spec/DMN/20230324/MODEL/',
        `<conditional><if><literalExpression><text>x</text></literalExpression></if>
           <then><literalExpression><text>"a"</text></literalExpression></then>
           <else><literalExpression><text>"b"</text></literalExpression></else></conditional>`,
      ),
    );
    if (!read.ok) throw new Error(read.message);
    const logic = (read.definitions.drgElement?.[0] as Decision | undefined)?.decisionLogic as Conditional;
    expect(logic.$type).toBe('dmn:Conditional');
    expect(logic.if?.value).toMatchObject({ $type: 'dmn:LiteralExpression', text: 'x' });
    expect(logic.else?.value).toMatchObject({ text: '"b"' });
  });

  it('should read an iterator of DMN 1.4 with its variable', async () => {
    const read = await readDmn(
      model(
        'https://www.omg.org/spec/DMN/20211108/MODEL/',
        `<some iteratorVariable="n"><in><literalExpression><text>[1, 2]</text></literalExpression></in>
           <satisfies><literalExpression><text>n > 1</text></literalExpression></satisfies></some>`,
      ),
    );
    if (!read.ok) throw new Error(read.message);
    const logic = (read.definitions.drgElement?.[0] as Decision | undefined)?.decisionLogic as Iterator;
    expect(logic).toMatchObject({ $type: 'dmn:Some', iteratorVariable: 'n' });
    expect(logic.satisfies?.value).toMatchObject({ text: 'n > 1' });
  });

  it('should refuse a document that is no DMN model', async () => {
    expect(await readDmn('<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL"/>')).toMatchObject({ ok: false });
    expect(await readDmn('not xml')).toMatchObject({ ok: false });
  });
});
