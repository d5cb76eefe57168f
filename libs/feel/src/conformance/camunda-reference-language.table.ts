import { type ConformanceRow, docPage } from './conformance-row.js';

const dataTypes = docPage('language-guide/feel-data-types');
const booleans = docPage('language-guide/feel-boolean-expressions');
const strings = docPage('language-guide/feel-string-expressions');
const numbers = docPage('language-guide/feel-numeric-expressions');
const lists = docPage('language-guide/feel-list-expressions');
const contexts = docPage('language-guide/feel-context-expressions');
const temporals = docPage('language-guide/feel-temporal-expressions');
const controlFlow = docPage('language-guide/feel-control-flow');
const functions = docPage('language-guide/feel-functions');
const unaryTests = docPage('language-guide/feel-unary-tests');
const errors = docPage('language-guide/feel-error-handling');
const issue = docPage('issue 38');

const IS_DEFINED_NOTE = 'the page says true; the boolean functions page and feel-scala: is defined is false for null since 8.2';

const FUNCTION_VALUE_NOTE = 'Zeebe stores a function value as null (FeelToMessagePackTransformer writes nil for it)';

const invoices = [
  { id: 1, person: 'A', amount: 10 },
  { id: 2, person: 'A', amount: 20 },
  { id: 3, person: 'A', amount: 30 },
  { id: 4, person: 'A', amount: 40 },
  { id: 5, person: 'B', amount: 15 },
  { id: 6, person: 'B', amount: 25 },
];

/** The examples of Camunda's FEEL language guide, and the cases issue 38 names. */
export const LANGUAGE_ROWS: ConformanceRow[] = [
  dataTypes.returns('null', null),
  dataTypes.returns('1', 1),
  dataTypes.returns('2.3', 2.3),
  dataTypes.returns('0.4 - 5', -4.6),
  dataTypes.returns('"valid"', 'valid'),
  dataTypes.returns(String.raw`"\u269D"`, '\u269D'),
  dataTypes.returns(String.raw`"a\nb\t\"c\"\\"`, 'a\nb\t"c"\\'),
  dataTypes.returns('true', true),
  dataTypes.returns('false', false),
  dataTypes.returns('date("2017-03-10")', '2017-03-10'),
  dataTypes.returns('time("11:45:30")', '11:45:30'),
  dataTypes.returns('time("13:30")', '13:30'),
  dataTypes.returns('time("11:45:30+02:00")', '11:45:30+02:00'),
  dataTypes.returns('time("10:31:10@Europe/Paris")', '10:31:10@Europe/Paris'),
  dataTypes.returns('date and time("2015-09-18T10:31:10")', '2015-09-18T10:31:10'),
  dataTypes.returns('date and time("2015-09-18T10:31:10+01:00")', '2015-09-18T10:31:10+01:00'),
  dataTypes.returns('date and time("2015-09-18T10:31:10@Europe/Paris")', '2015-09-18T10:31:10+02:00'),
  dataTypes.returns('duration("P4D")', 'P4D'),
  dataTypes.returns('duration("PT2H")', 'PT2H'),
  dataTypes.returns('duration("PT30M")', 'PT30M'),
  dataTypes.returns('duration("P1DT6H")', 'P1DT6H'),
  dataTypes.returns('duration("P2Y")', 'P2Y'),
  dataTypes.returns('duration("P6M")', 'P6M'),
  dataTypes.returns('duration("P1Y6M")', 'P1Y6M'),
  dataTypes.returns('[]', []),
  dataTypes.returns('[1,2,3]', [1, 2, 3]),
  dataTypes.returns('["a","b"]', ['a', 'b']),
  dataTypes.returns('[["list"], "of", [["lists"]]]', [['list'], 'of', [['lists']]]),
  dataTypes.returns('{}', {}),
  dataTypes.returns('{a:1}', { a: 1 }),
  dataTypes.returns('{b: 2, c: "valid"}', { b: 2, c: 'valid' }),
  dataTypes.returns('{nested: {d: 3}}', { nested: { d: 3 } }),
  dataTypes.returns('{"a": 1}', { a: 1 }),
  dataTypes.returns('{"b": 2, "c": "valid"}', { b: 2, c: 'valid' }),

  booleans.returns('5 = 5', true),
  booleans.returns('5 != 5', false),
  booleans.returns('date("2020-04-05") < date("2020-04-06")', true),
  booleans.returns('time("08:00:00") <= time("08:00:00")', true),
  booleans.returns('duration("P1D") > duration("P5D")', false),
  booleans.returns('duration("P1Y") >= duration("P6M")', true),
  booleans.returns('5 between 3 and 7', true),
  booleans.returns('date("2020-04-06") between date("2020-04-05") and date("2020-04-09")', true),
  booleans.returns('null = null', true),
  booleans.returns('"foo" = null', false),
  booleans.returns('{x: null}.x = null', true),
  booleans.returns('{}.y = null', true),
  booleans.returns('is defined(null)', false, { note: IS_DEFINED_NOTE }),
  booleans.returns('is defined({x: null}.x)', false, { note: IS_DEFINED_NOTE }),
  booleans.returns('is defined({}.y)', false),
  booleans.returns('true and true', true),
  booleans.returns('true and false', false),
  booleans.returns('true and null', null),
  booleans.returns('true and "otherwise"', null),
  booleans.returns('false and null', false),
  booleans.returns('false and "otherwise"', false),
  booleans.returns('true or false', true),
  booleans.returns('false or false', false),
  booleans.returns('true or null', true),
  booleans.returns('true or "otherwise"', true),
  booleans.returns('false or null', null),
  booleans.returns('false or "otherwise"', null),
  booleans.returns('1 instance of number', true),
  booleans.returns('1 instance of string', false),
  booleans.returns('1 instance of Any', true),
  booleans.returns('null instance of Any', false),
  booleans.returns('5 in (3..7)', true),
  booleans.returns('date("2021-06-04") in [date("2021-05-01")..date("2021-05-31")]', false),
  booleans.returns('5 in (3,5,7)', true),
  booleans.returns('5 in [2,4,6,8]', false),

  strings.returns('"foo" + "bar"', 'foobar'),
  strings.returns('"order-" + string(123)', 'order-123'),

  numbers.returns('0.5', 0.5),
  numbers.returns('.5', 0.5),
  numbers.returns('-2', -2),
  numbers.returns('01', 1),
  numbers.returns('-0002', -2),
  numbers.returns('2 + 3', 5),
  numbers.returns('5 - 3', 2),
  numbers.returns('5 * 3', 15),
  numbers.returns('6 / 2', 3),
  numbers.returns('2 ** 3', 8),

  lists.returns('[1,2,3,4]', [1, 2, 3, 4]),
  lists.returns('[[1,2], [3,4], [5,6]]', [
    [1, 2],
    [3, 4],
    [5, 6],
  ]),
  lists.returns('[1,2,3,4][1]', 1),
  lists.returns('[1,2,3,4][2]', 2),
  lists.returns('[1,2,3,4][4]', 4),
  lists.returns('[1,2,3,4][5]', null),
  lists.returns('[1,2,3,4][0]', null),
  lists.returns('[1,2,3,4][-1]', 4),
  lists.returns('[1,2,3,4][-2]', 3),
  lists.returns('[1,2,3,4][-5]', null),
  lists.returns('[1,2,3,4][item > 2]', [3, 4]),
  lists.returns('[1,2,3,4][item > 10]', []),
  lists.returns('[1,2,3,4][even(item)]', [2, 4]),
  lists.returns('some x in [1,2,3] satisfies x > 2', true),
  lists.returns('some x in [1,2,3] satisfies x > 5', false),
  lists.returns('some x in [1,2,3] satisfies even(x)', true),
  lists.returns('some x in [1,2], y in [2,3] satisfies x < y', true),
  lists.returns('every x in [1,2,3] satisfies x >= 1', true),
  lists.returns('every x in [1,2,3] satisfies x >= 2', false),
  lists.returns('every x in [1,2,3] satisfies even(x)', false),
  lists.returns('every x in [1,2], y in [2,3] satisfies x < y', false),
  lists.returns(
    'data.attribute.packaging[unit = "Palette"][1]',
    { unit: 'Palette', size: 2 },
    {
      variables: {
        data: {
          attribute: {
            packaging: [
              { unit: 'Box', size: 1 },
              { unit: 'Palette', size: 2 },
              { unit: 'Palette', size: 3 },
            ],
          },
        },
      },
    },
  ),
  lists.returns('for p in distinct values(invoices.person) return invoices[person = p]', [invoices.slice(0, 4), invoices.slice(4)], {
    variables: { invoices },
  }),
  lists.returns(
    `{
   ids: union(x.files.id,y.files.id),
   getById: function (files,fileId) get or else(files[id=fileId][1], {}),
   merge: for id in ids return context merge(getById(x.files, id), getById(y.files, id))
 }.merge`,
    [
      { id: 1, content: 'a2' },
      { id: 2, content: 'b' },
      { id: 3, content: 'c' },
    ],
    {
      variables: {
        x: {
          files: [
            { id: 1, content: 'a' },
            { id: 2, content: 'b' },
          ],
        },
        y: {
          files: [
            { id: 1, content: 'a2' },
            { id: 3, content: 'c' },
          ],
        },
      },
    },
  ),

  contexts.returns('{\n  a: 1,\n  b: 2\n}', { a: 1, b: 2 }),
  contexts.returns('{\n  "a": 1,\n  "b": 2\n}', { a: 1, b: 2 }),
  contexts.returns('{\n  a: 2,\n  b: a * 2\n}', { a: 2, b: 4 }),
  contexts.returns('{\n  a: 1,\n  b: {\n    c: 2\n  }\n}', { a: 1, b: { c: 2 } }),
  contexts.returns('{\n  a: 2\n}.a', 2),
  contexts.returns('{\n  a: {\n    b: 3\n  }\n}.a', { b: 3 }),
  contexts.returns('{\n  a: {\n    b: 3\n  }\n}.a.b', 3),
  contexts.returns('[{a: "p1", b: 5}, {a: "p2", b: 10}][b > 7]', [{ a: 'p2', b: 10 }], {
    note: 'the page shows the context alone; a filter returns a list (feel-scala InterpreterContextExpressionTest)',
  }),
  contexts.returns('[{a: "p1", b: 5}, {a: "p2", b: 10}].a', ['p1', 'p2']),

  temporals.returns('@"2020-04-06"', '2020-04-06'),
  temporals.returns('time("08:00:00")', '08:00'),
  temporals.returns('time("08:00:00+02:00")', '08:00:00+02:00'),
  temporals.returns('time("08:00:00@Europe/Berlin")', '08:00:00@Europe/Berlin'),
  temporals.returns('@"08:00:00"', '08:00'),
  temporals.returns('@"08:00:00+02:00"', '08:00:00+02:00'),
  temporals.returns('@"08:00:00@Europe/Berlin"', '08:00:00@Europe/Berlin'),
  temporals.returns('date and time("2020-04-06T08:00:00")', '2020-04-06T08:00:00'),
  temporals.returns('date and time("2020-04-06T08:00:00+02:00")', '2020-04-06T08:00:00+02:00'),
  temporals.returns('date and time("2020-04-06T08:00:00@Europe/Berlin")', '2020-04-06T08:00:00+02:00'),
  temporals.returns('@"2020-04-06T08:00:00"', '2020-04-06T08:00:00'),
  temporals.returns('@"2020-04-06T08:00:00+02:00"', '2020-04-06T08:00:00+02:00'),
  temporals.returns('@"2020-04-06T08:00:00@Europe/Berlin"', '2020-04-06T08:00:00+02:00'),
  temporals.returns('duration("P5D")', 'P5D'),
  temporals.returns('duration("PT6H")', 'PT6H'),
  temporals.returns('@"P5D"', 'P5D'),
  temporals.returns('@"PT6H"', 'PT6H'),
  temporals.returns('duration("P3M")', 'P3M'),
  temporals.returns('@"P1Y6M"', 'P1Y6M'),
  temporals.returns('@"P3M"', 'P3M'),
  temporals.returns('@"2024-06-31"', null),
  temporals.returns('date("2020-04-06") + duration("P1D")', '2020-04-07'),
  temporals.returns('time("08:00:00") + duration("PT1H")', '09:00'),
  temporals.returns('date and time("2020-04-06T08:00:00") + duration("P7D")', '2020-04-13T08:00:00'),
  temporals.returns('duration("P2D") + duration("P5D")', 'P7D'),
  temporals.returns('date("2020-04-06") - date("2020-04-01")', 'P5D'),
  temporals.returns('date("2020-04-06") - duration("P5D")', '2020-04-01'),
  temporals.returns('time("08:00:00") - time("06:00:00")', 'PT2H'),
  temporals.returns('time("08:00:00") - duration("PT2H")', '06:00'),
  temporals.returns('duration("P7D") - duration("P2D")', 'P5D'),
  temporals.returns('duration("P1Y") - duration("P3M")', 'P9M'),
  temporals.returns('duration("P1D") * 5', 'P5D'),
  temporals.returns('duration("P1M") * 6', 'P6M'),
  temporals.returns('duration("P5D") / duration("P1D")', 5),
  temporals.returns('duration("P5D") / 5', 'P1D'),
  temporals.returns('duration("P1Y") / duration("P1M")', 12),
  temporals.returns('duration("P1Y") / 12', 'P1M'),
  temporals.returns('date("2020-04-06").year', 2020),
  temporals.returns('date("2020-04-06").month', 4),
  temporals.returns('date("2020-04-06").weekday', 1),
  temporals.returns('time("08:00:00").hour', 8),
  temporals.returns('date and time("2020-04-06T08:00:00+02:00").time offset', 'PT2H'),
  temporals.returns('date and time("2020-04-06T08:00:00@Europe/Berlin").timezone', 'Europe/Berlin'),
  temporals.returns('duration("PT2H30M").hours', 2),
  temporals.returns('duration("PT2H30M").minutes', 30),
  temporals.returns('duration("P6M").months', 6),
  temporals.returns('date(date1) < date(date2) + @"P6M"', true, {
    variables: { date1: '2020-01-01', date2: '2020-03-01' },
    note: 'the page compares date variables; Zeebe variables hold dates as text, so the row converts them first',
  }),
  temporals.returns('years and months duration(date(birthday), today()).years', 29, { variables: { birthday: '1990-08-15' } }),
  temporals.returns('day of week(today()) in ("Saturday","Sunday")', false),
  temporals.returns(
    `(for x in 1..7
  return date and time(today(),@"08:00:00Z") + @"P1D" * x
)[day of week(item) = "Tuesday"][1] - now()`,
    'P3DT19H32M30S',
  ),
  temporals.returns(
    `(for x in 1..3
  return date and time(today(),@"00:00:00Z") + @"P1D" * x
)[not(day of week(item) in ("Saturday","Sunday"))][1]`,
    '2020-08-03T00:00:00Z',
  ),
  temporals.returns('(now() - @"1970-01-01T00:00Z") / @"PT1S" * 1000', 1596198450000),
  temporals.returns(
    `for d in dates return {
  date: date(date and time(d)),
  day: string(date.day),
  month: substring(month of year(date), 1, 3),
  year: string(date.year),
  formatted: day + "-" + month + "-" + year
}.formatted`,
    ['21-Apr-2021', '22-Apr-2021'],
    { variables: { dates: ['2021-04-21T07:25:06.000Z', '2021-04-22T07:25:06.000Z'] } },
  ),

  controlFlow.returns('if 5 < 10  then "low" else "high"', 'low'),
  controlFlow.returns('if 12 < 10 then "low" else "high"', 'high'),
  controlFlow.returns('if null then "low" else "high"', 'high'),
  controlFlow.returns('for x in [1,2,3] return x * 2', [2, 4, 6]),
  controlFlow.returns('for x in [1,2], y in [3,4] return x * y', [3, 4, 6, 8]),
  controlFlow.returns('for i in 1..10 return if (i <= 2) then 1 else partial[-1] + partial[-2]', [1, 1, 2, 3, 5, 8, 13, 21, 34, 55]),
  controlFlow.returns('for x in ["a","b","c"] return {value: x, index: count(partial) + 1}', [
    { value: 'a', index: 1 },
    { value: 'b', index: 2 },
    { value: 'c', index: 3 },
  ]),
  controlFlow.returns('for x in 0..8 return 2 ** x', [1, 2, 4, 8, 16, 32, 64, 128, 256]),
  controlFlow.returns('for x in 3..1 return 2 * x', [6, 4, 2]),

  functions.returns('contains("me@camunda.com", ".com")', true),
  functions.returns('contains(string: "me@camunda.com", match: ".de")', false),
  functions.returns(
    '{\n  age: function(birthday) (today() - birthday).years\n}',
    { age: null },
    {
      note: FUNCTION_VALUE_NOTE,
    },
  ),
  functions.returns('{f: function(a, b) a + b}.f(1, 2)', 3),
  functions.returns('function(a) a + 1', null, { note: FUNCTION_VALUE_NOTE }),

  unaryTests.returns('"valid" in "valid"', true),
  unaryTests.returns('5 in < 10', true),
  unaryTests.returns('date("2020-04-05") in <= date("2020-04-06")', true),
  unaryTests.returns('time("07:00:00") in > time("08:00:00")', false),
  unaryTests.returns('duration("P6D") in >= duration("P5D")', true),
  unaryTests.returns('5 in (2..5)', false),
  unaryTests.returns('5 in ]2..5[', false),
  unaryTests.returns('5 in [2..5]', true),
  unaryTests.returns('5 in (2..5]', true),
  unaryTests.returns('3 in (2, 3, 4)', true),
  unaryTests.returns('60 in (< 10, > 50)', true),
  unaryTests.returns('30 in (< 10, > 50)', false),

  errors.returns('a.b > 10', null),
  errors.returns('[{a: 1}, {b: 2}].a', [1, null]),
  errors.returns('[{a: 1}, {b: 2}][a < 10]', [{ a: 1 }]),
  errors.returns('a != null and a.b > 10', false),
  errors.returns('get or else(a, "prio-99")', 'prio-99'),
  errors.returns('assert(a, a != null)', { b: 11 }, { variables: { a: { b: 11 } } }),
  errors.fails('assert(a, a != null)'),
  errors.returns(`assert(b, b >= 0, "'b' should be positive")`, 2, { variables: { b: 2 } }),
  errors.fails(`assert(b, b >= 0, "'b' should be positive")`, { variables: { b: -1 } }),

  issue.returns('"500" > 100', null),
  issue.returns('true <= 100', null),
  issue.returns('[500] > 100', null),
  issue.returns('[1] != []', true),
  issue.returns('0.1 + 0.2', 0.3),
  issue.returns('years and months duration(date("2020-01-01"), date("2024-03-28"))', 'P4Y2M'),
  issue.fails('myfn(1)'),
  issue.returns('"first line\nsecond line"', 'first line\nsecond line'),
  issue.returns('9007199254740993 + 0', 9007199254740993n),
];
