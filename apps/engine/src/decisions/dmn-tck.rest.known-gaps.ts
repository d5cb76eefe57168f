/**
 * The DMN TCK cases that fail through the REST evaluation endpoint but pass through the decision library (libs/dmn), each with its cause.
 * Regenerate it from a run: cd apps/engine && UPDATE_KNOWN_GAPS=1 npx vitest run src/decisions/dmn-tck.rest.spec.ts
 */
export const REST_ONLY_GAPS: Readonly<Record<string, string>> = {
  '0076-feel-external-java-test-01:incorrect_001':
    "REST: deploy refuses Java functions (Zeebe disables them): deploy refused (400): Resource '0076-feel-external-java.dmn' cannot be deployed:\nElement '_boxed_001': decision 'boxed_001', entry maxDouble: functions of kind Java are not supported",
  '0076-feel-external-java-test-01:incorrect_002':
    "REST: deploy refuses Java functions (Zeebe disables them): deploy refused (400): Resource '0076-feel-external-java.dmn' cannot be deployed:\nElement '_boxed_001': decision 'boxed_001', entry maxDouble: functions of kind Java are not supported",
  '0076-feel-external-java-test-01:incorrect_003':
    "REST: deploy refuses Java functions (Zeebe disables them): deploy refused (400): Resource '0076-feel-external-java.dmn' cannot be deployed:\nElement '_boxed_001': decision 'boxed_001', entry maxDouble: functions of kind Java are not supported",
  '0076-feel-external-java-test-01:literal_007_a':
    "REST: deploy refuses Java functions (Zeebe disables them): deploy refused (400): Resource '0076-feel-external-java.dmn' cannot be deployed:\nElement '_boxed_001': decision 'boxed_001', entry maxDouble: functions of kind Java are not supported",
  '0086-import-test-01:test_001':
    "REST: deploy does not resolve a DMN model's imports yet: deploy refused (400): Resource '0086-import.dmn' cannot be deployed:\nElement '_f27bb64b-6fc7-4e1f-9848-11ba35e0df36': the model imports http://www.trisotech.com/definitions/_f27bb64b-6fc7-4e1f-9848-11ba35e0df36, which is n",
  '0086-import-test-01:test_002':
    "REST: deploy does not resolve a DMN model's imports yet: deploy refused (400): Resource '0086-import.dmn' cannot be deployed:\nElement '_f27bb64b-6fc7-4e1f-9848-11ba35e0df36': the model imports http://www.trisotech.com/definitions/_f27bb64b-6fc7-4e1f-9848-11ba35e0df36, which is n",
  '0087-chapter-11-example-test-01:001':
    "REST: deploy refuses a model with a decision that has no logic (evaluating it could only fail): deploy refused (400): Resource '0087-chapter-11-example.dmn' cannot be deployed:\nElement '_4bd33d4a-741b-444a-968b-64e1841211e7': decision 'Adjudication' has no decision logic",
  '0087-chapter-11-example-test-01:002':
    "REST: deploy refuses a model with a decision that has no logic (evaluating it could only fail): deploy refused (400): Resource '0087-chapter-11-example.dmn' cannot be deployed:\nElement '_4bd33d4a-741b-444a-968b-64e1841211e7': decision 'Adjudication' has no decision logic",
  '0087-chapter-11-example-test-01:003a':
    "REST: deploy refuses a model with a decision that has no logic (evaluating it could only fail): deploy refused (400): Resource '0087-chapter-11-example.dmn' cannot be deployed:\nElement '_4bd33d4a-741b-444a-968b-64e1841211e7': decision 'Adjudication' has no decision logic",
  '0087-chapter-11-example-test-01:003b':
    "REST: deploy refuses a model with a decision that has no logic (evaluating it could only fail): deploy refused (400): Resource '0087-chapter-11-example.dmn' cannot be deployed:\nElement '_4bd33d4a-741b-444a-968b-64e1841211e7': decision 'Adjudication' has no decision logic",
  '0087-chapter-11-example-test-01:003c':
    "REST: deploy refuses a model with a decision that has no logic (evaluating it could only fail): deploy refused (400): Resource '0087-chapter-11-example.dmn' cannot be deployed:\nElement '_4bd33d4a-741b-444a-968b-64e1841211e7': decision 'Adjudication' has no decision logic",
  '0087-chapter-11-example-test-01:003d':
    "REST: deploy refuses a model with a decision that has no logic (evaluating it could only fail): deploy refused (400): Resource '0087-chapter-11-example.dmn' cannot be deployed:\nElement '_4bd33d4a-741b-444a-968b-64e1841211e7': decision 'Adjudication' has no decision logic",
  '0087-chapter-11-example-test-01:003e':
    "REST: deploy refuses a model with a decision that has no logic (evaluating it could only fail): deploy refused (400): Resource '0087-chapter-11-example.dmn' cannot be deployed:\nElement '_4bd33d4a-741b-444a-968b-64e1841211e7': decision 'Adjudication' has no decision logic",
  '0087-chapter-11-example-test-01:004':
    "REST: deploy refuses a model with a decision that has no logic (evaluating it could only fail): deploy refused (400): Resource '0087-chapter-11-example.dmn' cannot be deployed:\nElement '_4bd33d4a-741b-444a-968b-64e1841211e7': decision 'Adjudication' has no decision logic",
  '0088-no-decision-logic-test-01:001':
    "REST: deploy refuses a model with a decision that has no logic (evaluating it could only fail): deploy refused (400): Resource '0088-no-decision-logic.dmn' cannot be deployed:\nElement '_0C226138-201A-4073-8ED4-F28FA2A1BC64': decision 'Teacher's Evaluation' has no decision logic",
  '0095-feel-day-of-year-function-test-01:date_005':
    'REST: a date, time or duration arrives as JSON text where the model declares no temporal type (an untyped input, or inside a list or context): date_005: returned null instead of 1 (decimal)',
  '0095-feel-day-of-year-function-test-01:datetime_004':
    'REST: a date, time or duration arrives as JSON text where the model declares no temporal type (an untyped input, or inside a list or context): datetime_004: returned null instead of 1 (decimal)',
  '0096-feel-day-of-week-function-test-01:date_001':
    'REST: a date, time or duration arrives as JSON text where the model declares no temporal type (an untyped input, or inside a list or context): date_001: returned {"_2021-01-11":null,"_2021-01-12":null,"_2021-01-13":null,"_2021-01-14":null,"_2021-01-15":null,"_2021-01-16":null,"_202 instead of {_2021-01-11: "Monday", _2021-01-12: "Tuesday", _2021-01-13: "Wednesday", _2021-01-14: "Thursday", _2021-01-15: "Friday"',
  '0096-feel-day-of-week-function-test-01:datetime_001':
    'REST: a date, time or duration arrives as JSON text where the model declares no temporal type (an untyped input, or inside a list or context): date_001: returned {"_2021-01-11":null,"_2021-01-12":null,"_2021-01-13":null,"_2021-01-14":null,"_2021-01-15":null,"_2021-01-16":null,"_202 instead of {_2021-01-11: "Monday", _2021-01-12: "Tuesday", _2021-01-13: "Wednesday", _2021-01-14: "Thursday", _2021-01-15: "Friday"',
  '0097-feel-month-of-year-function-test-01:date_001':
    'REST: a date, time or duration arrives as JSON text where the model declares no temporal type (an untyped input, or inside a list or context): date_001: returned {"_2021-01-01":null,"_2021-02-01":null,"_2021-03-01":null,"_2021-04-01":null,"_2021-05-01":null,"_2021-06-01":null,"_202 instead of {_2021-01-01: "January", _2021-02-01: "February", _2021-03-01: "March", _2021-04-01: "April", _2021-05-01: "May", _2021-',
  '0097-feel-month-of-year-function-test-01:datetime_001':
    'REST: a date, time or duration arrives as JSON text where the model declares no temporal type (an untyped input, or inside a list or context): date_001: returned {"_2021-01-01":null,"_2021-02-01":null,"_2021-03-01":null,"_2021-04-01":null,"_2021-05-01":null,"_2021-06-01":null,"_202 instead of {_2021-01-01: "January", _2021-02-01: "February", _2021-03-01: "March", _2021-04-01: "April", _2021-05-01: "May", _2021-',
  '0098-feel-week-of-year-function-test-01:date_006':
    'REST: a date, time or duration arrives as JSON text where the model declares no temporal type (an untyped input, or inside a list or context): date_006: returned null instead of 1 (decimal)',
  '0098-feel-week-of-year-function-test-01:datetime_004':
    'REST: a date, time or duration arrives as JSON text where the model declares no temporal type (an untyped input, or inside a list or context): datetime_004: returned null instead of 1 (decimal)',
};
