import { describe, expect, it } from 'vitest';
import { readTckTestFile } from './dmn-tck-cases.js';
import { readTckModel } from './dmn-tck-model.js';
import { matchesTckValue, toVariable } from './dmn-tck-values.js';
import { readXml } from './dmn-tck-xml.js';
import { sameFeelValue } from './expected-value.js';
import { causeOf } from './failure-cause.js';

describe('sameFeelValue', () => {
  it('should compare numbers by decimal value, bigint included', () => {
    expect(sameFeelValue(0.3, 0.3)).toBe(true);
    expect(sameFeelValue(0.1 + 0.2, 0.3)).toBe(false);
    expect(sameFeelValue(9007199254740993n, 9007199254740993n)).toBe(true);
    expect(sameFeelValue(9007199254740992, 9007199254740993n)).toBe(false);
    expect(sameFeelValue(3n, 3)).toBe(true);
  });

  it('should compare contexts by their keys and lists item by item', () => {
    expect(sameFeelValue({ a: 1, b: [1, 2] }, { b: [1, 2], a: 1 })).toBe(true);
    expect(sameFeelValue({ a: 1, c: null }, { a: 1 })).toBe(false);
    expect(sameFeelValue([1, 2], [2, 1])).toBe(false);
    expect(sameFeelValue('1', 1)).toBe(false);
  });
});

const TEST_FILE = `<?xml version="1.0" encoding="UTF-8"?>
<testCases xmlns="http://www.omg.org/spec/DMN/20160719/testcase" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:xsd="http://www.w3.org/2001/XMLSchema">
  <modelName>m.dmn</modelName>
  <testCase id="001">
    <inputNode name="when"><value xsi:type="xsd:date">2020-01-01</value></inputNode>
    <inputNode name="person"><component name="name"><value xsi:type="xsd:string">A &amp; B</value></component>
      <component name="scores"><list><item><value xsi:type="xsd:decimal">1.5</value></item><item><value xsi:nil="true"/></item></list></component></inputNode>
    <resultNode name="d" errorResult="true"><expected><value xsi:nil="true"/></expected></resultNode>
  </testCase>
</testCases>`;

describe('the TCK readers', () => {
  it('should read typed values, components, lists and nil as JSON variables', () => {
    const file = readTckTestFile(readXml(TEST_FILE));
    expect(file.modelName).toBe('m.dmn');
    const [testCase] = file.cases;
    expect(Object.fromEntries((testCase?.inputs ?? []).map(([name, value]) => [name, toVariable(value)]))).toEqual({
      when: '2020-01-01',
      person: { name: 'A & B', scores: [1.5, null] },
    });
    expect(testCase?.results).toEqual([{ decision: 'd', errorResult: true, expected: { kind: 'nil' } }]);
  });

  it('should tell literal expressions from other decision logic and follow required decisions', () => {
    const model = readTckModel(
      readXml(`<definitions xmlns="https://www.omg.org/spec/DMN/20230324/MODEL/">
        <itemDefinition name="tDate"><typeRef>date</typeRef></itemDefinition>
        <decision name="a" id="_a"><variable name="a" typeRef="tDate"/><literalExpression><text>date("2020-01-01")</text></literalExpression></decision>
        <decision name="b" id="_b"><informationRequirement><requiredDecision href="#_a"/></informationRequirement><decisionTable/></decision>
      </definitions>`),
    );
    expect(model.decisions.get('a')).toEqual({ name: 'a', logic: { feel: 'date("2020-01-01")' }, requiredDecisions: [], type: 'date' });
    expect(model.decisions.get('b')).toMatchObject({ logic: { notRun: 'decision table' }, requiredDecisions: ['a'] });
  });

  it('should compare durations by length and numbers by value', () => {
    expect(matchesTckValue('P0D', { kind: 'simple', type: 'duration', text: 'PT0S' })).toBe(true);
    expect(matchesTckValue('P1DT24H', { kind: 'simple', type: 'duration', text: 'P2D' })).toBe(true);
    expect(matchesTckValue('P1Y', { kind: 'simple', type: 'duration', text: 'P11M' })).toBe(false);
    expect(matchesTckValue(54.598150033144236, { kind: 'simple', type: 'decimal', text: '54.59815003' })).toBe(false);
    expect(matchesTckValue(1.5, { kind: 'simple', type: 'decimal', text: '1.50' })).toBe(true);
  });
});

describe('causeOf', () => {
  it('should group failures by what went wrong', () => {
    expect(causeOf('returned null instead of 3')).toBe('null where a value is expected');
    expect(causeOf('returned 3 instead of failing')).toBe('answers where a failure is expected');
    expect(causeOf("failed: no function found with name 'is' and 2 parameters")).toBe('no built-in is for these arguments');
    expect(causeOf('returned 0.30000000000000004 instead of 0.3')).toBe('another number (precision or rounding)');
    expect(causeOf('d: failed: threw: TypeError: x is undefined')).toBe('evaluateFeel throws (it must never throw)');
    expect(causeOf('returned "2020-04-06T08:00" instead of "2020-04-06T08:00:00"')).toBe('a time or date-time in another text than Zeebe stores');
    expect(causeOf('d: returned "P1DT22H" instead of P2DT9H30M (duration)')).toBe('another duration');
  });
});

describe('matchesTckValue of times and date-times', () => {
  it('should read a time as Zeebe stores it, and a zone id by its local time', () => {
    expect(matchesTckValue('08:00', { kind: 'simple', type: 'time', text: '08:00:00' })).toBe(true);
    expect(matchesTckValue('2018-12-08T10:30:00+01:00', { kind: 'simple', type: 'dateTime', text: '2018-12-08T10:30:00@Europe/Paris' })).toBe(true);
    expect(matchesTckValue('2018-12-08T10:30:00Z', { kind: 'simple', type: 'dateTime', text: '2018-12-08T10:30:00+00:00' })).toBe(true);
    expect(matchesTckValue('2018-12-08T10:31:00+01:00', { kind: 'simple', type: 'dateTime', text: '2018-12-08T10:30:00@Europe/Paris' })).toBe(false);
    expect(matchesTckValue('2018-12-08', { kind: 'simple', type: 'date', text: '2018-12-09' })).toBe(false);
  });
});
