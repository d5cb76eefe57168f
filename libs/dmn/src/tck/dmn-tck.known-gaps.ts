/**
 * The DMN TCK test cases (compliance levels 2 and 3) the decision engine does not pass yet (FAILED), each with its cause; every other case passes (SUCCESS).
 * Regenerate it from a run: cd libs/dmn && UPDATE_KNOWN_GAPS=1 npx vitest run src/tck
 */
export const TCK_KNOWN_GAPS: Readonly<Record<string, string>> = {
  '0003-iteration-test-01:001':
    'as Camunda: FEEL-Scala computes this on doubles (Math.exp/log/sqrt/pow), the TCK expects a rounded decimal: MonthlyPayment: returned [966.3967422049753,376.5090706325024] instead of [966.396742204988 (decimal), 376.509070632494 (decimal)]',
  '0004-lending-test-01:001':
    'as Camunda: FEEL-Scala computes this on doubles (Math.exp/log/sqrt/pow), the TCK expects a rounded decimal: RequiredMonthlyInstallment: returned 1680.8803256086348 instead of 1680.880325608555 (decimal)',
  '0005-literal-invocation-test-01:001':
    'as Camunda: FEEL-Scala computes this on doubles (Math.exp/log/sqrt/pow), the TCK expects a rounded decimal: MonthlyPayment: returned 2878.6935494327668 instead of 2878.69354943277 (decimal)',
  '0005-literal-invocation-test-01:002':
    'as Camunda: FEEL-Scala computes this on doubles (Math.exp/log/sqrt/pow), the TCK expects a rounded decimal: MonthlyPayment: returned 662.707359373266 instead of 662.707359373292 (decimal)',
  '0005-literal-invocation-test-01:003':
    'as Camunda: FEEL-Scala computes this on doubles (Math.exp/log/sqrt/pow), the TCK expects a rounded decimal: MonthlyPayment: returned 2961.033777003902 instead of 2961.03377700389 (decimal)',
  '0008-LX-arithmetic-test-01:001':
    'as Camunda: FEEL-Scala computes this in 34-digit decimals (DECIMAL128) as we do, the TCK expects it rounded otherwise: payment: returned 2778.6935494327668 instead of 2778.69354943277 (decimal)',
  '0008-LX-arithmetic-test-01:002':
    'as Camunda: FEEL-Scala computes this in 34-digit decimals (DECIMAL128) as we do, the TCK expects it rounded otherwise: payment: returned 562.707359373266 instead of 562.707359373292 (decimal)',
  '0008-LX-arithmetic-test-01:003':
    'as Camunda: FEEL-Scala computes this in 34-digit decimals (DECIMAL128) as we do, the TCK expects it rounded otherwise: payment: returned 2861.033777003902 instead of 2861.03377700389 (decimal)',
  '0009-invocation-arithmetic-test-01:001':
    'as Camunda: FEEL-Scala computes this on doubles (Math.exp/log/sqrt/pow), the TCK expects a rounded decimal: MonthlyPayment: returned 2878.6935494327668 instead of 2878.69354943277 (decimal)',
  '0009-invocation-arithmetic-test-01:002':
    'as Camunda: FEEL-Scala computes this on doubles (Math.exp/log/sqrt/pow), the TCK expects a rounded decimal: MonthlyPayment: returned 662.707359373266 instead of 662.707359373292 (decimal)',
  '0009-invocation-arithmetic-test-01:003':
    'as Camunda: FEEL-Scala computes this on doubles (Math.exp/log/sqrt/pow), the TCK expects a rounded decimal: MonthlyPayment: returned 2961.033777003902 instead of 2961.03377700389 (decimal)',
  '0012-list-functions-test-01:006':
    'as Camunda: FEEL-Scala computes this in 34-digit decimals (DECIMAL128) as we do, the TCK expects it rounded otherwise: mean1: returned 5.666666666666667 instead of 5.66666666666667 (decimal)',
  '0012-list-functions-test-01:007':
    'as Camunda: FEEL-Scala computes this in 34-digit decimals (DECIMAL128) as we do, the TCK expects it rounded otherwise: mean2: returned 7.666666666666667 instead of 7.66666666666667 (decimal)',
  '0014-loan-comparison-test-01:001':
    'as Camunda: FEEL-Scala computes this on doubles (Math.exp/log/sqrt/pow), the TCK expects a rounded decimal: RankedProducts: returned {"metricsTable":[{"lenderName":"Oceans Capital","rate":0.035,"points":0,"fee":0,"loanAmt":330000,"downPmtAmt":66000,"pay instead of {metricsTable: [{lenderName: "Oceans Capital", rate: .03500 (decimal), points: 0 (decimal), fee: 0 (decimal), loanAmt: 3',
  '0021-singleton-list-test-01:001':
    'FEEL layer: a singleton list passed where a built-in takes an item is not converted to the item: decision5: returned null instead of "BOB"',
  '0036-dt-variable-input-test-01:_20445ee0-744d-4488-a90e-136701510871':
    'as Camunda: FEEL-Scala\'s input entry that is an expression answering true passes any input: Compare Boolean: returned "Same boolean" instead of "Not same boolean"',
  '0036-dt-variable-input-test-01:_58109f16-2e9b-496e-bfff-5f0adbfa0279':
    'as Camunda: FEEL-Scala\'s input entry that is an expression answering true passes any input: Compare Boolean: returned "Same boolean" instead of "Not same boolean"',
  '0050-feel-abs-function-test-01:007': 'as Camunda: FEEL-Scala accepts `abs(number: …)` as well as `abs(n: …)`: decision007: returned 1 instead of an error',
  '0052-feel-exp-function-test-01:001':
    'as Camunda: FEEL-Scala computes this on doubles (Math.exp/log/sqrt/pow), the TCK expects a rounded decimal: decision001: returned 54.598150033144236 instead of 54.59815003 (decimal)',
  '0052-feel-exp-function-test-01:002':
    'as Camunda: FEEL-Scala computes this on doubles (Math.exp/log/sqrt/pow), the TCK expects a rounded decimal: decision002: returned 0.36787944117144233 instead of 0.36787944 (decimal)',
  '0052-feel-exp-function-test-01:006':
    'as Camunda: FEEL-Scala computes this on doubles (Math.exp/log/sqrt/pow), the TCK expects a rounded decimal: decision006: returned 54.598150033144236 instead of 54.59815003 (decimal)',
  '0053-feel-log-function-test-01:001':
    'as Camunda: FEEL-Scala computes this on doubles (Math.exp/log/sqrt/pow), the TCK expects a rounded decimal: decision001: returned 1.3862943611198906 instead of 1.38629436 (decimal)',
  '0053-feel-log-function-test-01:006':
    'as Camunda: FEEL-Scala computes this on doubles (Math.exp/log/sqrt/pow), the TCK expects a rounded decimal: decision006: returned 1.3862943611198906 instead of 1.38629436 (decimal)',
  '0057-feel-context-test-01:008': 'as Camunda: FEEL-Scala keeps the last entry of a repeated key: decision008: returned {"foo":"baz"} instead of an error',
  '0063-feel-stddev-function-test-01:001':
    'as Camunda: FEEL-Scala computes this on doubles (Math.exp/log/sqrt/pow), the TCK expects a rounded decimal: decision001: returned 2.0816659994661326 instead of 2.0816659994661 (decimal)',
  '0063-feel-stddev-function-test-01:009':
    'as Camunda: FEEL-Scala computes this on doubles (Math.exp/log/sqrt/pow), the TCK expects a rounded decimal: decision009: returned 2.0816659994661326 instead of 2.0816659994661 (decimal)',
  '0063-feel-stddev-function-test-01:011':
    'as Camunda: FEEL-Scala computes this on doubles (Math.exp/log/sqrt/pow), the TCK expects a rounded decimal: decision011: returned 2.0816659994661326 instead of 2.0816659994661 (decimal)',
  '0068-feel-equality-test-01:datetime_003_a':
    'as Camunda: FEEL-Scala compares date-times and times with Java equals: the same offset and zone, to the nanosecond: datetime_003_a: returned false instead of true (boolean)',
  '0068-feel-equality-test-01:datetime_008':
    'as Camunda: FEEL-Scala compares date-times and times with Java equals: the same offset and zone, to the nanosecond: datetime_008: returned false instead of true (boolean)',
  '0068-feel-equality-test-01:datetime_008_a':
    'as Camunda: FEEL-Scala compares date-times and times with Java equals: the same offset and zone, to the nanosecond: datetime_008_a: returned false instead of true (boolean)',
  '0068-feel-equality-test-01:datetime_008_b':
    'as Camunda: FEEL-Scala compares date-times and times with Java equals: the same offset and zone, to the nanosecond: datetime_008_b: returned false instead of true (boolean)',
  '0068-feel-equality-test-01:datetime_009':
    'as Camunda: FEEL-Scala compares date-times and times with Java equals: the same offset and zone, to the nanosecond: datetime_009: returned false instead of true (boolean)',
  '0068-feel-equality-test-01:datetime_012':
    'as Camunda: FEEL-Scala compares date-times and times with Java equals: the same offset and zone, to the nanosecond: datetime_012: returned false instead of true (boolean)',
  '0068-feel-equality-test-01:datetime_013':
    'as Camunda: FEEL-Scala compares date-times and times with Java equals: the same offset and zone, to the nanosecond: datetime_013: returned false instead of true (boolean)',
  '0068-feel-equality-test-01:range_010':
    'as Camunda: FEEL-Scala reads a range literal only as an argument of a call or a unary test: this does not parse: range_010: returned true instead of false (boolean)',
  '0068-feel-equality-test-01:time_005':
    'as Camunda: FEEL-Scala compares date-times and times with Java equals: the same offset and zone, to the nanosecond: time_005: returned false instead of true (boolean)',
  '0070-feel-instance-of-test-01:context_013':
    "as Camunda: FEEL-Scala's instance of compares a type's name only: no DMN item definitions, no typed contexts: context_013: returned false instead of true (boolean)",
  '0070-feel-instance-of-test-01:context_014':
    "as Camunda: FEEL-Scala's instance of compares a type's name only: no DMN item definitions, no typed contexts: context_014: returned false instead of true (boolean)",
  '0070-feel-instance-of-test-01:context_019':
    "as Camunda: FEEL-Scala's instance of compares a type's name only: no DMN item definitions, no typed contexts: context_019: returned false instead of true (boolean)",
  '0070-feel-instance-of-test-01:list_013':
    "as Camunda: FEEL-Scala's instance of compares a type's name only: no DMN item definitions, no typed contexts: list_013: returned false instead of true (boolean)",
  '0070-feel-instance-of-test-01:list_014':
    "as Camunda: FEEL-Scala's instance of compares a type's name only: no DMN item definitions, no typed contexts: list_014: returned false instead of true (boolean)",
  '0070-feel-instance-of-test-01:list_014_a':
    "as Camunda: FEEL-Scala's instance of compares a type's name only: no DMN item definitions, no typed contexts: list_014_a: returned false instead of true (boolean)",
  '0070-feel-instance-of-test-01:list_018':
    "as Camunda: FEEL-Scala's instance of compares a type's name only: no DMN item definitions, no typed contexts: list_018: returned false instead of true (boolean)",
  '0070-feel-instance-of-test-01:number_013':
    "as Camunda: FEEL-Scala's instance of compares a type's name only: no DMN item definitions, no typed contexts: number_013: returned false instead of true (boolean)",
  '0070-feel-instance-of-test-01:string_013':
    "as Camunda: FEEL-Scala's instance of compares a type's name only: no DMN item definitions, no typed contexts: string_013: returned false instead of true (boolean)",
  '0076-feel-external-java-test-01:boxed_001':
    "as Camunda: Zeebe disables FEEL external (Java) functions: boxed_001: failed: failed to evaluate decision '_boxed_001': decision 'boxed_001', entry maxDouble: functions of kind Java are not supported",
  '0076-feel-external-java-test-01:literal_001':
    'as Camunda: Zeebe disables FEEL external (Java) functions: literal_001: failed: failed to evaluate decision \'_literal_001\': failed to evaluate expression \'function(n1) external {java:{class:"java.lang.Math",method signature:"cos(double)"}}\': External functions are disabled',
  '0076-feel-external-java-test-01:literal_002':
    'as Camunda: Zeebe disables FEEL external (Java) functions: literal_002: failed: failed to evaluate decision \'_literal_002\': failed to evaluate expression \'function(n1,n2) external {java:{class:"java.lang.Math",method signature:"max(double,double)"}}\': External functions are disab',
  '0076-feel-external-java-test-01:literal_003':
    'as Camunda: Zeebe disables FEEL external (Java) functions: literal_003: failed: failed to evaluate decision \'_literal_003\': failed to evaluate expression \'function(n1,n2) external {java:{class:"java.lang.Math",method signature:"max(double,double)"}}\': External functions are disab',
  '0076-feel-external-java-test-01:literal_004':
    'as Camunda: Zeebe disables FEEL external (Java) functions: literal_004: failed: failed to evaluate decision \'_literal_004\': failed to evaluate expression \'function(n1,n2) external {java:{class:"java.lang.Math",method signature:"max(int,int)"}}\': External functions are disabled',
  '0076-feel-external-java-test-01:literal_005':
    'as Camunda: Zeebe disables FEEL external (Java) functions: literal_005: failed: failed to evaluate decision \'_literal_005\': failed to evaluate expression \'function(s1) external {java:{class:"java.lang.Short",method signature:"valueOf(short)"}}\': External functions are disabled',
  '0076-feel-external-java-test-01:literal_006':
    'as Camunda: Zeebe disables FEEL external (Java) functions: literal_006: failed: failed to evaluate decision \'_literal_006\': failed to evaluate expression \'function(b1) external {java:{class:"java.lang.Byte",method signature:"valueOf(byte)"}}\': External functions are disabled',
  '0076-feel-external-java-test-01:literal_007':
    'as Camunda: Zeebe disables FEEL external (Java) functions: literal_007: failed: failed to evaluate decision \'_literal_007\': failed to evaluate expression \'function(c1) external {java:{class:"java.lang.String",method signature:"valueOf(char)"}}\': External functions are disabled',
  '0076-feel-external-java-test-01:literal_008':
    'as Camunda: Zeebe disables FEEL external (Java) functions: literal_008: failed: failed to evaluate decision \'_literal_008\': failed to evaluate expression \'function(n1,n2) external {java:{class:"java.lang.Math",method signature:"max(long,long)"}}\': External functions are disabled',
  '0076-feel-external-java-test-01:literal_009':
    'as Camunda: Zeebe disables FEEL external (Java) functions: literal_009: failed: failed to evaluate decision \'_literal_009\': failed to evaluate expression \'function(n1,n2) external {java:{class:"java.lang.Math",method signature:"max(float,float)"}}\': External functions are disable',
  '0076-feel-external-java-test-01:literal_010':
    'as Camunda: Zeebe disables FEEL external (Java) functions: literal_010: failed: failed to evaluate decision \'_literal_010\': failed to evaluate expression \'function(n1) external {java:{class:"java.lang.Integer",method signature:"valueOf(java.lang.String)"}}\': External functions ar',
  '0076-feel-external-java-test-01:literal_011':
    'as Camunda: Zeebe disables FEEL external (Java) functions: literal_011: failed: failed to evaluate decision \'_literal_011\': failed to evaluate expression \'function(n1) external {java:{class:"java.lang.Float",method signature:"valueOf(java.lang.String)"}}\': External functions are ',
  '0076-feel-external-java-test-01:literal_012':
    'as Camunda: Zeebe disables FEEL external (Java) functions: literal_012: failed: failed to evaluate decision \'_literal_012\': failed to evaluate expression \'function(n1) external {java:{class:"java.lang.Double",method signature:"valueOf(java.lang.String)"}}\': External functions are',
  '0076-feel-external-java-test-01:varargs_001':
    'as Camunda: Zeebe disables FEEL external (Java) functions: varargs_001: failed: failed to evaluate decision \'_varargs_001\': failed to evaluate expression \'function(s1, n1) external {java:{class:"java.lang.String",method signature:"format(java.lang.String, [Ljava.lang.Object;)"}}\'',
  '0083-feel-unicode-test-01:decision_001_a':
    'as Camunda: FEEL-Scala counts string lengths and positions in UTF-16 units (String.length, substring): decision_001_a: returned 2 instead of 1 (decimal)',
  '0083-feel-unicode-test-01:decision_003':
    'as Camunda: FEEL-Scala counts string lengths and positions in UTF-16 units (String.length, substring): decision_003: returned 2 instead of 1 (decimal)',
  '0083-feel-unicode-test-01:decision_003_a':
    'as Camunda: FEEL-Scala counts string lengths and positions in UTF-16 units (String.length, substring): decision_003_a: returned 2 instead of 1 (decimal)',
  '0083-feel-unicode-test-01:decision_004':
    'as Camunda: FEEL-Scala counts string lengths and positions in UTF-16 units (String.length, substring): decision_004: returned 4 instead of 2 (decimal)',
  '0083-feel-unicode-test-01:decision_004_a':
    'as Camunda: FEEL-Scala counts string lengths and positions in UTF-16 units (String.length, substring): decision_004_a: returned 4 instead of 2 (decimal)',
  '0083-feel-unicode-test-01:substring_004':
    'as Camunda: FEEL-Scala counts string lengths and positions in UTF-16 units (String.length, substring): substring_004: returned false instead of true (boolean)',
  '0084-feel-for-loops-test-01:decision_017':
    'as Camunda: FEEL-Scala iterates `a..b` over numbers only: decision_017: returned null instead of [1980-01-01 (date), 1980-01-02 (date), 1980-01-03 (date)]',
  '0084-feel-for-loops-test-01:decision_018':
    'as Camunda: FEEL-Scala iterates `a..b` over numbers only: decision_018: returned null instead of [1980-01-03 (date), 1980-01-02 (date), 1980-01-01 (date)]',
  '0089-nested-inputdata-imports-test-01:001':
    'DMN layer: an imported model\'s decisions and input data are not in scope, only its business knowledge models and decision services: Model C Decision based on Bs: returned null instead of "B: Evaluating Say Hello to: Hello, B.A.John; B2: Evaluating Say Hello to: Hello, B.A.John"',
  '0092-feel-lambda-test-01:014':
    "FEEL layer: a built-in function (`abs`) is no value that can be passed as an argument: decision_014_1: failed: failed to evaluate decision '_decision_014_1': failed to evaluate expression 'bkm_014_1(abs, sqrt)': failed to evaluate expression 'fn1(-5)*fn2(25)': no function found with name 'fn1' and 1 parameters",
  '0099-arithmetic-negation-test-01:decision_003': 'as Camunda: FEEL-Scala negates numbers only: decision_003: returned null instead of -P1D (duration)',
  '0099-arithmetic-negation-test-01:decision_003_a': 'as Camunda: FEEL-Scala negates numbers only: decision_003_a: returned null instead of P1D (duration)',
  '0099-arithmetic-negation-test-01:decision_004': 'as Camunda: FEEL-Scala negates numbers only: decision_004: returned null instead of -P1Y (duration)',
  '0099-arithmetic-negation-test-01:decision_004_a': 'as Camunda: FEEL-Scala negates numbers only: decision_004_a: returned null instead of P1Y (duration)',
  '0100-arithmetic-test-01:exponent_lhs_number_exp_rhs_number_005':
    'as Camunda: FEEL-Scala computes this on doubles (Math.exp/log/sqrt/pow), the TCK expects a rounded decimal: exponent_lhs_number_exp_rhs_number_005: returned 60.58617166606632 instead of 60.58617166606 (decimal)',
  '0100-arithmetic-test-01:multiply_lhs_dtDuration_by_rhs_number_007':
    'as Camunda: FEEL-Scala multiplies a duration by the number truncated to an int: multiply_lhs_dtDuration_by_rhs_number_007: returned "P4DT1H" instead of P6DT1H30M (duration)',
  '0100-arithmetic-test-01:multiply_lhs_dtDuration_by_rhs_number_008':
    'as Camunda: FEEL-Scala multiplies a duration by the number truncated to an int: multiply_lhs_dtDuration_by_rhs_number_008: returned "P1DT22H" instead of P2DT9H30M (duration)',
  '0100-arithmetic-test-01:multiply_lhs_number_by_rhs_dtDuration_007':
    'as Camunda: FEEL-Scala multiplies a duration by the number truncated to an int: multiply_lhs_number_by_rhs_dtDuration_007: returned "P4DT1H" instead of P6DT1H30M (duration)',
  '0100-arithmetic-test-01:multiply_lhs_number_by_rhs_dtDuration_008':
    'as Camunda: FEEL-Scala multiplies a duration by the number truncated to an int: multiply_lhs_number_by_rhs_dtDuration_008: returned "P1DT22H" instead of P2DT9H30M (duration)',
  '0100-arithmetic-test-01:multiply_lhs_number_by_rhs_ymDuration_008':
    'as Camunda: FEEL-Scala multiplies a duration by the number truncated to an int: multiply_lhs_number_by_rhs_ymDuration_008: returned "P2M" instead of P3M (duration)',
  '0100-arithmetic-test-01:multiply_lhs_number_by_rhs_ymDuration_009':
    'as Camunda: FEEL-Scala multiplies a duration by the number truncated to an int: multiply_lhs_number_by_rhs_ymDuration_009: returned "-P2M" instead of -P3M (duration)',
  '0100-arithmetic-test-01:multiply_lhs_number_by_rhs_ymDuration_010':
    'as Camunda: FEEL-Scala multiplies a duration by the number truncated to an int: multiply_lhs_number_by_rhs_ymDuration_010: returned "-P3Y10M" instead of -P4Y9M (duration)',
  '0100-arithmetic-test-01:multiply_lhs_ymDuration_by_rhs_number_008':
    'as Camunda: FEEL-Scala multiplies a duration by the number truncated to an int: multiply_lhs_ymDuration_by_rhs_number_008: returned "P2M" instead of P3M (duration)',
  '0100-arithmetic-test-01:multiply_lhs_ymDuration_by_rhs_number_009':
    'as Camunda: FEEL-Scala multiplies a duration by the number truncated to an int: multiply_lhs_ymDuration_by_rhs_number_009: returned "-P2M" instead of -P3M (duration)',
  '0100-arithmetic-test-01:multiply_lhs_ymDuration_by_rhs_number_010':
    'as Camunda: FEEL-Scala multiplies a duration by the number truncated to an int: multiply_lhs_ymDuration_by_rhs_number_010: returned "-P3Y10M" instead of -P4Y9M (duration)',
  '0100-arithmetic-test-01:subtract_lhs_time_minus_rhs_time_003':
    'as Camunda: FEEL-Scala\'s time - time is the absolute difference: subtract_lhs_time_minus_rhs_time_003: returned "PT1H" instead of -PT1H (duration)',
  '0100-arithmetic-test-01:subtract_lhs_time_minus_rhs_time_005':
    'as Camunda: FEEL-Scala\'s time - time is the absolute difference: subtract_lhs_time_minus_rhs_time_005: returned "PT1H" instead of -PT1H (duration)',
  '1111-feel-matches-function-test-01:caselessmatch08':
    "not as Camunda: RE2 (re2js) has no nested character classes (Java's `[A-Z-[OI]]`): caselessmatch08: returned false instead of true (boolean)",
  '1111-feel-matches-function-test-01:caselessmatch09':
    "not as Camunda: RE2 (re2js) has no nested character classes (Java's `[A-Z-[OI]]`): caselessmatch09: returned false instead of true (boolean)",
  '1111-feel-matches-function-test-01:fn-matchesErr-1':
    'as Camunda: FEEL-Scala ignores flags other than s, m, i and x: fn-matchesErr-1: returned true instead of an error',
  '1111-feel-matches-function-test-01:fn-null-flags':
    'as Camunda: FEEL-Scala takes flags as a string only: null flags are null: fn-null-flags: returned null instead of true (boolean)',
  '1111-feel-matches-function-test-01:K-MatchesFunc-5':
    'as Camunda: FEEL-Scala ignores flags other than s, m, i and x: K-MatchesFunc-5: returned false instead of an error',
  '1111-feel-matches-function-test-01:K-MatchesFunc-6':
    'as Camunda: FEEL-Scala ignores flags other than s, m, i and x: K-MatchesFunc-6: returned false instead of an error',
  '1111-feel-matches-function-test-01:K2-MatchesFunc-1':
    'FEEL layer: matches() with the flag x keeps the white space of the pattern: K2-MatchesFunc-1: returned false instead of true (boolean)',
  '1111-feel-matches-function-test-01:K2-MatchesFunc-17':
    'not as Camunda: RE2 (re2js) has no back-references: K2-MatchesFunc-17: returned null instead of true (boolean)',
  '1111-feel-matches-function-test-01:K2-MatchesFunc-2':
    'FEEL layer: matches() with the flag x keeps the white space of the pattern: K2-MatchesFunc-2: returned null instead of true (boolean)',
  '1111-feel-matches-function-test-01:K2-MatchesFunc-3':
    'FEEL layer: matches() with the flag x keeps the white space of the pattern: K2-MatchesFunc-3: returned null instead of true (boolean)',
  '1111-feel-matches-function-test-01:K2-MatchesFunc-4':
    'FEEL layer: matches() with the flag x keeps the white space of the pattern: K2-MatchesFunc-4: returned null instead of true (boolean)',
  '1111-feel-matches-function-test-01:K2-MatchesFunc-5':
    'FEEL layer: matches() with the flag x keeps the white space of the pattern: K2-MatchesFunc-5: returned null instead of true (boolean)',
  '1111-feel-matches-function-test-01:K2-MatchesFunc-6':
    'FEEL layer: matches() with the flag x keeps the white space of the pattern: K2-MatchesFunc-6: returned null instead of true (boolean)',
  '1115-feel-date-function-test-01:015_1dd66594cf':
    'not as Camunda: Temporal (feelin\'s temporal values) holds years within ±275,760, Java up to ±999,999,999: feel-date-function_015_1dd66594cf: returned null instead of "999999999-12-31"',
  '1115-feel-date-function-test-01:016_31f3fef4a0':
    'not as Camunda: Temporal (feelin\'s temporal values) holds years within ±275,760, Java up to ±999,999,999: feel-date-function_016_31f3fef4a0: returned null instead of "-999999999-12-31"',
  '1115-feel-date-function-test-01:029_88f5c7c90f':
    'not as Camunda: Temporal (feelin\'s temporal values) holds years within ±275,760, Java up to ±999,999,999: feel-date-function_029_88f5c7c90f: returned null instead of "999999999-12-31"',
  '1115-feel-date-function-test-01:030_9184a7bfc3':
    'not as Camunda: Temporal (feelin\'s temporal values) holds years within ±275,760, Java up to ±999,999,999: feel-date-function_030_9184a7bfc3: returned null instead of "-999999999-12-31"',
  '1117-feel-date-and-time-function-test-01:027_ae365197dd':
    'not as Camunda: Temporal (feelin\'s temporal values) holds years within ±275,760, Java up to ±999,999,999: feel-date-and-time-function_027_ae365197dd: returned null instead of "999999999-12-31T23:59:59.999999999@Europe/Paris"',
  '1117-feel-date-and-time-function-test-01:028_1c3d56275f':
    'not as Camunda: Temporal (feelin\'s temporal values) holds years within ±275,760, Java up to ±999,999,999: feel-date-and-time-function_028_1c3d56275f: returned null instead of "-999999999-12-31T23:59:59.999999999+02:00"',
  '1120-feel-duration-function-test-01:007_2f0ad399f3':
    'as Camunda: Zeebe writes a duration\'s whole seconds only (ValDayTimeDuration.format): feel-duration-function_007_2f0ad399f3: returned "P0D" instead of PT0.999S (duration)',
  '1120-feel-duration-function-test-01:008_747f56743d':
    'as Camunda: Zeebe writes a duration\'s whole seconds only (ValDayTimeDuration.format): feel-duration-function_008_747f56743d: returned "P1DT2H3M4S" instead of P1DT2H3M4.123456789S (duration)',
  '1120-feel-duration-function-test-01:017_4f4549fda4':
    'as Camunda: Zeebe writes a duration\'s whole seconds only (ValDayTimeDuration.format): feel-duration-function_017_4f4549fda4: returned "PT16H40M" instead of PT16H40M0.999999999S (duration)',
  '1120-feel-duration-function-test-01:034_aa9cbb21a6':
    "not as Camunda: Temporal (feelin's temporal values) holds years within ±275,760, Java up to ±999,999,999: feel-duration-function_034_aa9cbb21a6: returned null instead of P83333333Y3M (duration)",
  '1120-feel-duration-function-test-01:035_93eef01ae7':
    "not as Camunda: Temporal (feelin's temporal values) holds years within ±275,760, Java up to ±999,999,999: feel-duration-function_035_93eef01ae7: returned null instead of -P83333333Y3M (duration)",
  '1120-feel-duration-function-test-01:036_5f2775875e':
    "not as Camunda: Temporal (feelin's temporal values) holds years within ±275,760, Java up to ±999,999,999: feel-duration-function_036_5f2775875e: returned null instead of P99999999Y (duration)",
  '1120-feel-duration-function-test-01:037_8c9ea9c0e6':
    "not as Camunda: Temporal (feelin's temporal values) holds years within ±275,760, Java up to ±999,999,999: feel-duration-function_037_8c9ea9c0e6: returned null instead of -P99999999Y (duration)",
  '1140-feel-string-join-function-test-01:015': 'as Camunda: FEEL-Scala joins lists only: another value is null: decision015: returned null instead of "a"',
  '1140-feel-string-join-function-test-01:016': 'as Camunda: FEEL-Scala joins lists only: another value is null: decision016: returned null instead of "a"',
  '1141-feel-round-up-function-test-01:016_b':
    'as Camunda: FEEL-Scala rounds with BigDecimal.setScale, which takes any int scale: decision016_b: returned "10000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000 instead of an error',
  '1141-feel-round-up-function-test-01:017_b':
    'as Camunda: FEEL-Scala rounds with BigDecimal.setScale, which takes any int scale: decision017_b: returned 5.5 instead of an error',
  '1142-feel-round-down-function-test-01:016_b':
    'as Camunda: FEEL-Scala rounds with BigDecimal.setScale, which takes any int scale: decision016_b: returned 0 instead of an error',
  '1142-feel-round-down-function-test-01:017_b':
    'as Camunda: FEEL-Scala rounds with BigDecimal.setScale, which takes any int scale: decision017_b: returned 5.5 instead of an error',
  '1143-feel-round-half-up-function-test-01:016_b':
    'as Camunda: FEEL-Scala rounds with BigDecimal.setScale, which takes any int scale: decision016_b: returned 0 instead of an error',
  '1143-feel-round-half-up-function-test-01:017_b':
    'as Camunda: FEEL-Scala rounds with BigDecimal.setScale, which takes any int scale: decision017_b: returned 5.5 instead of an error',
  '1144-feel-round-half-down-function-test-01:010':
    "as Camunda: FEEL-Scala names round half down's second parameter `scala`, so `scale:` finds no function: decision010: failed: failed to evaluate decision '_decision010': failed to evaluate expression 'round half down(n:5.5,scale:0)': no function found with name 'round half down' and parameters: n, scale",
  '1144-feel-round-half-down-function-test-01:016_b':
    'as Camunda: FEEL-Scala rounds with BigDecimal.setScale, which takes any int scale: decision016_b: returned 0 instead of an error',
  '1144-feel-round-half-down-function-test-01:017_b':
    'as Camunda: FEEL-Scala rounds with BigDecimal.setScale, which takes any int scale: decision017_b: returned 5.5 instead of an error',
  '1145-feel-context-function-test-01:003': 'as Camunda: FEEL-Scala keeps the last entry of a repeated key: decision003: returned {"a":2} instead of an error',
  '1145-feel-context-function-test-01:005':
    'as Camunda: FEEL-Scala takes a list of entries only: a single context is null: decision005: returned null instead of {a: 1 (decimal)}',
  '1145-feel-context-function-test-01:009':
    'as Camunda: FEEL-Scala takes a list of entries only: a single context is null: decision009: returned null instead of {a: null}',
  '1145-feel-context-function-test-01:010':
    'as Camunda: FEEL-Scala takes a list of entries only: a single context is null: decision010: returned null instead of {: 1 (decimal)}',
  '1145-feel-context-function-test-01:014_b':
    'as Camunda: FEEL-Scala takes a list of entries only: a single context is null: decision014_b: returned null instead of {a: 1 (decimal)}',
  '1146-feel-context-put-function-test-01:nested008':
    'as Camunda: FEEL-Scala puts along the keys, replacing what is no context by a new one: nested008: returned {"x":1,"y":{"a":2}} instead of an error',
  '1146-feel-context-put-function-test-01:nested009':
    'as Camunda: FEEL-Scala puts along the keys, replacing what is no context by a new one: nested009: returned {"x":1,"y":{"a":{"b":{"c":2}}}} instead of an error',
  '1147-feel-context-merge-function-test-01:013':
    'as Camunda: FEEL-Scala merges a list of contexts only: a single context is null: decision013: returned null instead of {a: 1 (decimal)}',
  '1155-list-replace-function-test-01:013':
    "DMN layer: list replace() has the parameters list, position and newItem, so `match:` by name finds no function: decision013: failed: failed to evaluate decision '_decision013': failed to evaluate expression 'list replace(match: function(item, newItem) item = 2, newItem: 4, list: [1,2,3])': no function found with name 'list replace'",
};
