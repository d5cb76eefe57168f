/**
 * The causes of known gaps read from FEEL-Scala's and Zeebe's sources, where the phrase causeOf finds from the
 * failure alone would mislead: "as Camunda" where Camunda 8.10 itself answers otherwise than the expected result (the
 * interpreter answers as Camunda, so the case stays a gap), "not FEEL" where the TCK case needs the DMN engine, and
 * "not as Camunda" where a limit of ours is the cause.
 */

const asCamunda = (why: string) => `as Camunda: ${why}`;

const ZONE_IN_BRACKETS = asCamunda("Zeebe stores a region's date-time with ISO_ZONED_DATE_TIME (`+02:00[Europe/Berlin]`), the docs show the offset only");

const REFERENCE_ROWS: Readonly<Record<string, string>> = {
  '@"2020-04-06T08:00:00@Europe/Berlin"': ZONE_IN_BRACKETS,
  'date and time("2015-09-18T10:31:10@Europe/Paris")': ZONE_IN_BRACKETS,
  'date and time("2018-04-29T09:30:00@Europe/Berlin")': ZONE_IN_BRACKETS,
  'date and time("2018-04-29T09:30:00+02:00[Europe/Berlin]")': ZONE_IN_BRACKETS,
  'date and time("2020-04-06T08:00:00@Europe/Berlin")': ZONE_IN_BRACKETS,
  'date and time(@"2020-07-31T14:27:30@Europe/Berlin", "America/Los_Angeles")': ZONE_IN_BRACKETS,
};

export function referenceGapCause(id: string): string | null {
  return REFERENCE_ROWS[id] ?? null;
}

/** DMN 1.4/1.5 built-ins FEEL-Scala does not have. */
const NOT_IN_FEEL_SCALA = new Set(['is', 'range', 'list replace']);

const DOUBLES = asCamunda('FEEL-Scala computes this on doubles (Math.exp/log/sqrt/pow), the TCK expects a rounded decimal');
const ROUNDED_EXPECTATION = asCamunda('FEEL-Scala computes this in 34-digit decimals (DECIMAL128) as we do, the TCK expects it rounded otherwise');
const FILTER_OF_NON_LIST = asCamunda('FEEL-Scala filters lists only: `x[…]` on another value is null');
const RANGE_ARGUMENT_ONLY = asCamunda('FEEL-Scala reads a range literal only as an argument of a call or a unary test: this does not parse');
const TYPE_REF = 'not FEEL: the decision typeRef coercion (singleton lists, type errors) belongs to the DMN engine (issue 40)';
const TEMPORAL_RANGE = "not as Camunda: Temporal (feelin's temporal values) holds years within ±275,760, Java up to ±999,999,999";

/** Causes by the TCK case's id: its test file, then its decision. */
const TCK_CASES: ReadonlyArray<readonly [RegExp, string]> = [
  [/^0008-LX-arithmetic-test-01:/, ROUNDED_EXPECTATION],
  [/^0012-list-functions-test-01:00[67]$/, ROUNDED_EXPECTATION],
  [/^0021-singleton-list-test-01:/, TYPE_REF],
  [/^0050-feel-abs-function-test-01:007$/, asCamunda('FEEL-Scala accepts `abs(number: …)` as well as `abs(n: …)`')],
  [/^005[23]-feel-(exp|log)-function-test-01:/, DOUBLES],
  [/^0063-feel-stddev-function-test-01:/, DOUBLES],
  [/^0057-feel-context-test-01:008$/, asCamunda('FEEL-Scala keeps the last entry of a repeated key')],
  [
    /^0068-feel-equality-test-01:(datetime|time)_/,
    asCamunda('FEEL-Scala compares date-times and times with Java equals: the same offset and zone, to the nanosecond'),
  ],
  [/^0068-feel-equality-test-01:list_/, FILTER_OF_NON_LIST],
  [/^0068-feel-equality-test-01:range_/, RANGE_ARGUMENT_ONLY],
  [/^0069-feel-list-test-01:/, FILTER_OF_NON_LIST],
  [/^0070-feel-instance-of-test-01:/, asCamunda("FEEL-Scala's instance of compares a type's name only: no DMN item definitions, no typed contexts")],
  [/^0072-feel-in-test-01:/, RANGE_ARGUMENT_ONLY],
  [/^0082-feel-coercion-test-01:/, TYPE_REF],
  [/^0083-feel-unicode-test-01:(decision|substring)_/, asCamunda('FEEL-Scala counts string lengths and positions in UTF-16 units (String.length, substring)')],
  [/^0084-feel-for-loops-test-01:decision_01[78]$/, asCamunda('FEEL-Scala iterates `a..b` over numbers only')],
  [/^0084-feel-for-loops-test-01:decision_025$/, RANGE_ARGUMENT_ONLY],
  [/^0092-feel-lambda-test-01:/, 'not FEEL: a decision that returns a function to the next one (Zeebe stores a function as null)'],
  [/^0099-arithmetic-negation-test-01:/, asCamunda('FEEL-Scala negates numbers only')],
  [/^0100-arithmetic-test-01:(add|subtract)_\w+_dtDuration_0(05|06|08|09|10)$/, asCamunda('FEEL-Scala reads no `T24:00:00` (Java parses hours 0-23)')],
  [/^0100-arithmetic-test-01:add_lhs_dtDuration_to_rhs_dateAndTime_0(09|10)$/, asCamunda('FEEL-Scala reads no `T24:00:00` (Java parses hours 0-23)')],
  [/^0100-arithmetic-test-01:exponent_/, DOUBLES],
  [/^0100-arithmetic-test-01:multiply_/, asCamunda('FEEL-Scala multiplies a duration by the number truncated to an int')],
  [
    /^0100-arithmetic-test-01:subtract_lhs_(date_minus_rhs_dateAndTime|dateAndTime_minus_rhs_date)_/,
    asCamunda('FEEL-Scala subtracts no date and date-time from each other'),
  ],
  [/^0100-arithmetic-test-01:subtract_lhs_dateAndTime_minus_rhs_dateAndTime_010$/, asCamunda('FEEL-Scala subtracts no date and date-time from each other')],
  [/^0100-arithmetic-test-01:subtract_lhs_time_minus_rhs_time_/, asCamunda("FEEL-Scala's time - time is the absolute difference")],
  [/^1111-feel-matches-function-test-01:(fn-matchesErr-1|K-MatchesFunc-[56])$/, asCamunda('FEEL-Scala ignores flags other than s, m, i and x')],
  [/^1111-feel-matches-function-test-01:fn-null-flags$/, asCamunda('FEEL-Scala takes flags as a string only: null flags are null')],
  [/^1111-feel-matches-function-test-01:K2-MatchesFunc-17$/, 'not as Camunda: RE2 (re2js) has no back-references'],
  [/^1111-feel-matches-function-test-01:caselessmatch0[89]$/, "not as Camunda: RE2 (re2js) has no nested character classes (Java's `[A-Z-[OI]]`)"],
  [/^111[57]-feel-date(-and-time)?-function-test-01:/, TEMPORAL_RANGE],
  [/^1120-feel-duration-function-test-01:0(07|08|17)_/, asCamunda("Zeebe writes a duration's whole seconds only (ValDayTimeDuration.format)")],
  [/^1120-feel-duration-function-test-01:03[4-7]_/, TEMPORAL_RANGE],
  [/^1140-feel-string-join-function-test-01:/, asCamunda('FEEL-Scala joins lists only: another value is null')],
  [/^114[1-4]-feel-round-[a-z-]+-function-test-01:01[67]_b$/, asCamunda('FEEL-Scala rounds with BigDecimal.setScale, which takes any int scale')],
  [/^1144-feel-round-half-down-function-test-01:010$/, asCamunda("FEEL-Scala names round half down's second parameter `scala`, so `scale:` finds no function")],
  [/^1145-feel-context-function-test-01:003$/, asCamunda('FEEL-Scala keeps the last entry of a repeated key')],
  [/^1145-feel-context-function-test-01:0(05|09|10|14_b)$/, asCamunda('FEEL-Scala takes a list of entries only: a single context is null')],
  [/^1146-feel-context-put-function-test-01:nested00[89]$/, asCamunda('FEEL-Scala puts along the keys, replacing what is no context by a new one')],
  [/^1147-feel-context-merge-function-test-01:013$/, asCamunda('FEEL-Scala merges a list of contexts only: a single context is null')],
];

export function tckGapCause(id: string, failure: string): string | null {
  const missing = /no function found with name '([^']+)'/.exec(failure)?.[1];
  if ((missing !== undefined && NOT_IN_FEEL_SCALA.has(missing)) || /^1156-range-function-test-01:/.test(id)) {
    return asCamunda(`FEEL-Scala has no built-in ${missing ?? 'range'}, Camunda fails with "no function found"`);
  }
  return TCK_CASES.find(([pattern]) => pattern.test(id))?.[1] ?? null;
}
