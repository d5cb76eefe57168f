/**
 * The DMN TCK cases that fail through the REST evaluation endpoint but pass through the decision library (libs/dmn), each with its cause.
 * Regenerate it from a run: cd apps/engine && UPDATE_KNOWN_GAPS=1 npx vitest run src/decisions/dmn-tck.rest.spec.ts
 */
export const REST_ONLY_GAPS: Readonly<Record<string, string>> = {
  '0068-feel-equality-test-01:boolean_001':
    "REST: deploy refuses a model in which one expression does not compile, as Zeebe does (the library fails only that decision): deploy refused (400): Resource '0068-feel-equality.dmn' cannot be deployed:\nElement '_range_012': decision 'range_012': failed to parse expression '(!=10) = (!=10)': syntax error at position 2: '!=' stands for no range, '!",
  '0068-feel-equality-test-01:boolean_002':
    "REST: deploy refuses a model in which one expression does not compile, as Zeebe does (the library fails only that decision): deploy refused (400): Resource '0068-feel-equality.dmn' cannot be deployed:\nElement '_range_012': decision 'range_012': failed to parse expression '(!=10) = (!=10)': syntax error at position 2: '!=' stands for no range, '!",
  '0068-feel-equality-test-01:boolean_003':
    "REST: deploy refuses a model in which one expression does not compile, as Zeebe does (the library fails only that decision): deploy refused (400): Resource '0068-feel-equality.dmn' cannot be deployed:\nElement '_range_012': decision 'range_012': failed to parse expression '(!=10) = (!=10)': syntax error at position 2: '!=' stands for no range, '!",
  '0068-feel-equality-test-01:boolean_004':
    "REST: deploy refuses a model in which one expression does not compile, as Zeebe does (the library fails only that decision): deploy refused (400): Resource '0068-feel-equality.dmn' cannot be deployed:\nElement '_range_012': decision 'range_012': failed to parse expression '(!=10) = (!=10)': syntax error at position 2: '!=' stands for no range, '!",
  '0068-feel-equality-test-01:boolean_005':
    "REST: deploy refuses a model in which one expression does not compile, as Zeebe does (the library fails only that decision): deploy refused (400): Resource '0068-feel-equality.dmn' cannot be deployed:\nElement '_range_012': decision 'range_012': failed to parse expression '(!=10) = (!=10)': syntax error at position 2: '!=' stands for no range, '!",
  '0068-feel-equality-test-01:boolean_006':
    "REST: deploy refuses a model in which one expression does not compile, as Zeebe does (the library fails only that decision): deploy refused (400): Resource '0068-feel-equality.dmn' cannot be deployed:\nElement '_range_012': decision 'range_012': failed to parse expression '(!=10) = (!=10)': syntax error at position 2: '!=' stands for no range, '!",
  '0068-feel-equality-test-01:boolean_007':
    "REST: deploy refuses a model in which one expression does not compile, as Zeebe does (the library fails only that decision): deploy refused (400): Resource '0068-feel-equality.dmn' cannot be deployed:\nElement '_range_012': decision 'range_012': failed to parse expression '(!=10) = (!=10)': syntax error at position 2: '!=' stands for no range, '!",
  '0068-feel-equality-test-01:boolean_008':
    "REST: deploy refuses a model in which one expression does not compile, as Zeebe does (the library fails only that decision): deploy refused (400): Resource '0068-feel-equality.dmn' cannot be deployed:\nElement '_range_012': decision 'range_012': failed to parse expression '(!=10) = (!=10)': syntax error at position 2: '!=' stands for no range, '!",
  '0068-feel-equality-test-01:boolean_009':
    "REST: deploy refuses a model in which one expression does not compile, as Zeebe does (the library fails only that decision): deploy refused (400): Resource '0068-feel-equality.dmn' cannot be deployed:\nElement '_range_012': decision 'range_012': failed to parse expression '(!=10) = (!=10)': syntax error at position 2: '!=' stands for no range, '!",
  '0068-feel-equality-test-01:context_001':
    "REST: deploy refuses a model in which one expression does not compile, as Zeebe does (the library fails only that decision): deploy refused (400): Resource '0068-feel-equality.dmn' cannot be deployed:\nElement '_range_012': decision 'range_012': failed to parse expression '(!=10) = (!=10)': syntax error at position 2: '!=' stands for no range, '!",
  '0068-feel-equality-test-01:context_002':
    "REST: deploy refuses a model in which one expression does not compile, as Zeebe does (the library fails only that decision): deploy refused (400): Resource '0068-feel-equality.dmn' cannot be deployed:\nElement '_range_012': decision 'range_012': failed to parse expression '(!=10) = (!=10)': syntax error at position 2: '!=' stands for no range, '!",
  '0068-feel-equality-test-01:context_003':
    "REST: deploy refuses a model in which one expression does not compile, as Zeebe does (the library fails only that decision): deploy refused (400): Resource '0068-feel-equality.dmn' cannot be deployed:\nElement '_range_012': decision 'range_012': failed to parse expression '(!=10) = (!=10)': syntax error at position 2: '!=' stands for no range, '!",
  '0068-feel-equality-test-01:context_004':
    "REST: deploy refuses a model in which one expression does not compile, as Zeebe does (the library fails only that decision): deploy refused (400): Resource '0068-feel-equality.dmn' cannot be deployed:\nElement '_range_012': decision 'range_012': failed to parse expression '(!=10) = (!=10)': syntax error at position 2: '!=' stands for no range, '!",
  '0068-feel-equality-test-01:context_005':
    "REST: deploy refuses a model in which one expression does not compile, as Zeebe does (the library fails only that decision): deploy refused (400): Resource '0068-feel-equality.dmn' cannot be deployed:\nElement '_range_012': decision 'range_012': failed to parse expression '(!=10) = (!=10)': syntax error at position 2: '!=' stands for no range, '!",
  '0068-feel-equality-test-01:context_006':
    "REST: deploy refuses a model in which one expression does not compile, as Zeebe does (the library fails only that decision): deploy refused (400): Resource '0068-feel-equality.dmn' cannot be deployed:\nElement '_range_012': decision 'range_012': failed to parse expression '(!=10) = (!=10)': syntax error at position 2: '!=' stands for no range, '!",
  '0068-feel-equality-test-01:context_007':
    "REST: deploy refuses a model in which one expression does not compile, as Zeebe does (the library fails only that decision): deploy refused (400): Resource '0068-feel-equality.dmn' cannot be deployed:\nElement '_range_012': decision 'range_012': failed to parse expression '(!=10) = (!=10)': syntax error at position 2: '!=' stands for no range, '!",
  '0068-feel-equality-test-01:date_001':
    "REST: deploy refuses a model in which one expression does not compile, as Zeebe does (the library fails only that decision): deploy refused (400): Resource '0068-feel-equality.dmn' cannot be deployed:\nElement '_range_012': decision 'range_012': failed to parse expression '(!=10) = (!=10)': syntax error at position 2: '!=' stands for no range, '!",
  '0068-feel-equality-test-01:date_002':
    "REST: deploy refuses a model in which one expression does not compile, as Zeebe does (the library fails only that decision): deploy refused (400): Resource '0068-feel-equality.dmn' cannot be deployed:\nElement '_range_012': decision 'range_012': failed to parse expression '(!=10) = (!=10)': syntax error at position 2: '!=' stands for no range, '!",
  '0068-feel-equality-test-01:date_003':
    "REST: deploy refuses a model in which one expression does not compile, as Zeebe does (the library fails only that decision): deploy refused (400): Resource '0068-feel-equality.dmn' cannot be deployed:\nElement '_range_012': decision 'range_012': failed to parse expression '(!=10) = (!=10)': syntax error at position 2: '!=' stands for no range, '!",
  '0068-feel-equality-test-01:date_004':
    "REST: deploy refuses a model in which one expression does not compile, as Zeebe does (the library fails only that decision): deploy refused (400): Resource '0068-feel-equality.dmn' cannot be deployed:\nElement '_range_012': decision 'range_012': failed to parse expression '(!=10) = (!=10)': syntax error at position 2: '!=' stands for no range, '!",
  '0068-feel-equality-test-01:datetime_001':
    "REST: deploy refuses a model in which one expression does not compile, as Zeebe does (the library fails only that decision): deploy refused (400): Resource '0068-feel-equality.dmn' cannot be deployed:\nElement '_range_012': decision 'range_012': failed to parse expression '(!=10) = (!=10)': syntax error at position 2: '!=' stands for no range, '!",
  '0068-feel-equality-test-01:datetime_002':
    "REST: deploy refuses a model in which one expression does not compile, as Zeebe does (the library fails only that decision): deploy refused (400): Resource '0068-feel-equality.dmn' cannot be deployed:\nElement '_range_012': decision 'range_012': failed to parse expression '(!=10) = (!=10)': syntax error at position 2: '!=' stands for no range, '!",
  '0068-feel-equality-test-01:datetime_003':
    "REST: deploy refuses a model in which one expression does not compile, as Zeebe does (the library fails only that decision): deploy refused (400): Resource '0068-feel-equality.dmn' cannot be deployed:\nElement '_range_012': decision 'range_012': failed to parse expression '(!=10) = (!=10)': syntax error at position 2: '!=' stands for no range, '!",
  '0068-feel-equality-test-01:datetime_004':
    "REST: deploy refuses a model in which one expression does not compile, as Zeebe does (the library fails only that decision): deploy refused (400): Resource '0068-feel-equality.dmn' cannot be deployed:\nElement '_range_012': decision 'range_012': failed to parse expression '(!=10) = (!=10)': syntax error at position 2: '!=' stands for no range, '!",
  '0068-feel-equality-test-01:datetime_005':
    "REST: deploy refuses a model in which one expression does not compile, as Zeebe does (the library fails only that decision): deploy refused (400): Resource '0068-feel-equality.dmn' cannot be deployed:\nElement '_range_012': decision 'range_012': failed to parse expression '(!=10) = (!=10)': syntax error at position 2: '!=' stands for no range, '!",
  '0068-feel-equality-test-01:datetime_006':
    "REST: deploy refuses a model in which one expression does not compile, as Zeebe does (the library fails only that decision): deploy refused (400): Resource '0068-feel-equality.dmn' cannot be deployed:\nElement '_range_012': decision 'range_012': failed to parse expression '(!=10) = (!=10)': syntax error at position 2: '!=' stands for no range, '!",
  '0068-feel-equality-test-01:datetime_010':
    "REST: deploy refuses a model in which one expression does not compile, as Zeebe does (the library fails only that decision): deploy refused (400): Resource '0068-feel-equality.dmn' cannot be deployed:\nElement '_range_012': decision 'range_012': failed to parse expression '(!=10) = (!=10)': syntax error at position 2: '!=' stands for no range, '!",
  '0068-feel-equality-test-01:datetime_011':
    "REST: deploy refuses a model in which one expression does not compile, as Zeebe does (the library fails only that decision): deploy refused (400): Resource '0068-feel-equality.dmn' cannot be deployed:\nElement '_range_012': decision 'range_012': failed to parse expression '(!=10) = (!=10)': syntax error at position 2: '!=' stands for no range, '!",
  '0068-feel-equality-test-01:deep_001':
    "REST: deploy refuses a model in which one expression does not compile, as Zeebe does (the library fails only that decision): deploy refused (400): Resource '0068-feel-equality.dmn' cannot be deployed:\nElement '_range_012': decision 'range_012': failed to parse expression '(!=10) = (!=10)': syntax error at position 2: '!=' stands for no range, '!",
  '0068-feel-equality-test-01:deep_002':
    "REST: deploy refuses a model in which one expression does not compile, as Zeebe does (the library fails only that decision): deploy refused (400): Resource '0068-feel-equality.dmn' cannot be deployed:\nElement '_range_012': decision 'range_012': failed to parse expression '(!=10) = (!=10)': syntax error at position 2: '!=' stands for no range, '!",
  '0068-feel-equality-test-01:deep_003':
    "REST: deploy refuses a model in which one expression does not compile, as Zeebe does (the library fails only that decision): deploy refused (400): Resource '0068-feel-equality.dmn' cannot be deployed:\nElement '_range_012': decision 'range_012': failed to parse expression '(!=10) = (!=10)': syntax error at position 2: '!=' stands for no range, '!",
  '0068-feel-equality-test-01:deep_004':
    "REST: deploy refuses a model in which one expression does not compile, as Zeebe does (the library fails only that decision): deploy refused (400): Resource '0068-feel-equality.dmn' cannot be deployed:\nElement '_range_012': decision 'range_012': failed to parse expression '(!=10) = (!=10)': syntax error at position 2: '!=' stands for no range, '!",
  '0068-feel-equality-test-01:deep_005':
    "REST: deploy refuses a model in which one expression does not compile, as Zeebe does (the library fails only that decision): deploy refused (400): Resource '0068-feel-equality.dmn' cannot be deployed:\nElement '_range_012': decision 'range_012': failed to parse expression '(!=10) = (!=10)': syntax error at position 2: '!=' stands for no range, '!",
  '0068-feel-equality-test-01:deep_006':
    "REST: deploy refuses a model in which one expression does not compile, as Zeebe does (the library fails only that decision): deploy refused (400): Resource '0068-feel-equality.dmn' cannot be deployed:\nElement '_range_012': decision 'range_012': failed to parse expression '(!=10) = (!=10)': syntax error at position 2: '!=' stands for no range, '!",
  '0068-feel-equality-test-01:deep_007':
    "REST: deploy refuses a model in which one expression does not compile, as Zeebe does (the library fails only that decision): deploy refused (400): Resource '0068-feel-equality.dmn' cannot be deployed:\nElement '_range_012': decision 'range_012': failed to parse expression '(!=10) = (!=10)': syntax error at position 2: '!=' stands for no range, '!",
  '0068-feel-equality-test-01:dt_duration_001':
    "REST: deploy refuses a model in which one expression does not compile, as Zeebe does (the library fails only that decision): deploy refused (400): Resource '0068-feel-equality.dmn' cannot be deployed:\nElement '_range_012': decision 'range_012': failed to parse expression '(!=10) = (!=10)': syntax error at position 2: '!=' stands for no range, '!",
  '0068-feel-equality-test-01:dt_duration_002':
    "REST: deploy refuses a model in which one expression does not compile, as Zeebe does (the library fails only that decision): deploy refused (400): Resource '0068-feel-equality.dmn' cannot be deployed:\nElement '_range_012': decision 'range_012': failed to parse expression '(!=10) = (!=10)': syntax error at position 2: '!=' stands for no range, '!",
  '0068-feel-equality-test-01:dt_duration_003':
    "REST: deploy refuses a model in which one expression does not compile, as Zeebe does (the library fails only that decision): deploy refused (400): Resource '0068-feel-equality.dmn' cannot be deployed:\nElement '_range_012': decision 'range_012': failed to parse expression '(!=10) = (!=10)': syntax error at position 2: '!=' stands for no range, '!",
  '0068-feel-equality-test-01:dt_duration_004':
    "REST: deploy refuses a model in which one expression does not compile, as Zeebe does (the library fails only that decision): deploy refused (400): Resource '0068-feel-equality.dmn' cannot be deployed:\nElement '_range_012': decision 'range_012': failed to parse expression '(!=10) = (!=10)': syntax error at position 2: '!=' stands for no range, '!",
  '0068-feel-equality-test-01:dt_duration_005':
    "REST: deploy refuses a model in which one expression does not compile, as Zeebe does (the library fails only that decision): deploy refused (400): Resource '0068-feel-equality.dmn' cannot be deployed:\nElement '_range_012': decision 'range_012': failed to parse expression '(!=10) = (!=10)': syntax error at position 2: '!=' stands for no range, '!",
  '0068-feel-equality-test-01:dt_duration_006':
    "REST: deploy refuses a model in which one expression does not compile, as Zeebe does (the library fails only that decision): deploy refused (400): Resource '0068-feel-equality.dmn' cannot be deployed:\nElement '_range_012': decision 'range_012': failed to parse expression '(!=10) = (!=10)': syntax error at position 2: '!=' stands for no range, '!",
  '0068-feel-equality-test-01:dt_duration_007':
    "REST: deploy refuses a model in which one expression does not compile, as Zeebe does (the library fails only that decision): deploy refused (400): Resource '0068-feel-equality.dmn' cannot be deployed:\nElement '_range_012': decision 'range_012': failed to parse expression '(!=10) = (!=10)': syntax error at position 2: '!=' stands for no range, '!",
  '0068-feel-equality-test-01:list_001':
    "REST: deploy refuses a model in which one expression does not compile, as Zeebe does (the library fails only that decision): deploy refused (400): Resource '0068-feel-equality.dmn' cannot be deployed:\nElement '_range_012': decision 'range_012': failed to parse expression '(!=10) = (!=10)': syntax error at position 2: '!=' stands for no range, '!",
  '0068-feel-equality-test-01:list_002':
    "REST: deploy refuses a model in which one expression does not compile, as Zeebe does (the library fails only that decision): deploy refused (400): Resource '0068-feel-equality.dmn' cannot be deployed:\nElement '_range_012': decision 'range_012': failed to parse expression '(!=10) = (!=10)': syntax error at position 2: '!=' stands for no range, '!",
  '0068-feel-equality-test-01:list_003':
    "REST: deploy refuses a model in which one expression does not compile, as Zeebe does (the library fails only that decision): deploy refused (400): Resource '0068-feel-equality.dmn' cannot be deployed:\nElement '_range_012': decision 'range_012': failed to parse expression '(!=10) = (!=10)': syntax error at position 2: '!=' stands for no range, '!",
  '0068-feel-equality-test-01:list_004':
    "REST: deploy refuses a model in which one expression does not compile, as Zeebe does (the library fails only that decision): deploy refused (400): Resource '0068-feel-equality.dmn' cannot be deployed:\nElement '_range_012': decision 'range_012': failed to parse expression '(!=10) = (!=10)': syntax error at position 2: '!=' stands for no range, '!",
  '0068-feel-equality-test-01:list_005':
    "REST: deploy refuses a model in which one expression does not compile, as Zeebe does (the library fails only that decision): deploy refused (400): Resource '0068-feel-equality.dmn' cannot be deployed:\nElement '_range_012': decision 'range_012': failed to parse expression '(!=10) = (!=10)': syntax error at position 2: '!=' stands for no range, '!",
  '0068-feel-equality-test-01:list_006':
    "REST: deploy refuses a model in which one expression does not compile, as Zeebe does (the library fails only that decision): deploy refused (400): Resource '0068-feel-equality.dmn' cannot be deployed:\nElement '_range_012': decision 'range_012': failed to parse expression '(!=10) = (!=10)': syntax error at position 2: '!=' stands for no range, '!",
  '0068-feel-equality-test-01:list_007':
    "REST: deploy refuses a model in which one expression does not compile, as Zeebe does (the library fails only that decision): deploy refused (400): Resource '0068-feel-equality.dmn' cannot be deployed:\nElement '_range_012': decision 'range_012': failed to parse expression '(!=10) = (!=10)': syntax error at position 2: '!=' stands for no range, '!",
  '0068-feel-equality-test-01:list_008':
    "REST: deploy refuses a model in which one expression does not compile, as Zeebe does (the library fails only that decision): deploy refused (400): Resource '0068-feel-equality.dmn' cannot be deployed:\nElement '_range_012': decision 'range_012': failed to parse expression '(!=10) = (!=10)': syntax error at position 2: '!=' stands for no range, '!",
  '0068-feel-equality-test-01:list_009':
    "REST: deploy refuses a model in which one expression does not compile, as Zeebe does (the library fails only that decision): deploy refused (400): Resource '0068-feel-equality.dmn' cannot be deployed:\nElement '_range_012': decision 'range_012': failed to parse expression '(!=10) = (!=10)': syntax error at position 2: '!=' stands for no range, '!",
  '0068-feel-equality-test-01:list_010':
    "REST: deploy refuses a model in which one expression does not compile, as Zeebe does (the library fails only that decision): deploy refused (400): Resource '0068-feel-equality.dmn' cannot be deployed:\nElement '_range_012': decision 'range_012': failed to parse expression '(!=10) = (!=10)': syntax error at position 2: '!=' stands for no range, '!",
  '0068-feel-equality-test-01:list_011':
    "REST: deploy refuses a model in which one expression does not compile, as Zeebe does (the library fails only that decision): deploy refused (400): Resource '0068-feel-equality.dmn' cannot be deployed:\nElement '_range_012': decision 'range_012': failed to parse expression '(!=10) = (!=10)': syntax error at position 2: '!=' stands for no range, '!",
  '0068-feel-equality-test-01:list_012':
    "REST: deploy refuses a model in which one expression does not compile, as Zeebe does (the library fails only that decision): deploy refused (400): Resource '0068-feel-equality.dmn' cannot be deployed:\nElement '_range_012': decision 'range_012': failed to parse expression '(!=10) = (!=10)': syntax error at position 2: '!=' stands for no range, '!",
  '0068-feel-equality-test-01:list_013':
    "REST: deploy refuses a model in which one expression does not compile, as Zeebe does (the library fails only that decision): deploy refused (400): Resource '0068-feel-equality.dmn' cannot be deployed:\nElement '_range_012': decision 'range_012': failed to parse expression '(!=10) = (!=10)': syntax error at position 2: '!=' stands for no range, '!",
  '0068-feel-equality-test-01:list_014':
    "REST: deploy refuses a model in which one expression does not compile, as Zeebe does (the library fails only that decision): deploy refused (400): Resource '0068-feel-equality.dmn' cannot be deployed:\nElement '_range_012': decision 'range_012': failed to parse expression '(!=10) = (!=10)': syntax error at position 2: '!=' stands for no range, '!",
  '0068-feel-equality-test-01:list_015':
    "REST: deploy refuses a model in which one expression does not compile, as Zeebe does (the library fails only that decision): deploy refused (400): Resource '0068-feel-equality.dmn' cannot be deployed:\nElement '_range_012': decision 'range_012': failed to parse expression '(!=10) = (!=10)': syntax error at position 2: '!=' stands for no range, '!",
  '0068-feel-equality-test-01:list_016':
    "REST: deploy refuses a model in which one expression does not compile, as Zeebe does (the library fails only that decision): deploy refused (400): Resource '0068-feel-equality.dmn' cannot be deployed:\nElement '_range_012': decision 'range_012': failed to parse expression '(!=10) = (!=10)': syntax error at position 2: '!=' stands for no range, '!",
  '0068-feel-equality-test-01:null_001':
    "REST: deploy refuses a model in which one expression does not compile, as Zeebe does (the library fails only that decision): deploy refused (400): Resource '0068-feel-equality.dmn' cannot be deployed:\nElement '_range_012': decision 'range_012': failed to parse expression '(!=10) = (!=10)': syntax error at position 2: '!=' stands for no range, '!",
  '0068-feel-equality-test-01:null_002':
    "REST: deploy refuses a model in which one expression does not compile, as Zeebe does (the library fails only that decision): deploy refused (400): Resource '0068-feel-equality.dmn' cannot be deployed:\nElement '_range_012': decision 'range_012': failed to parse expression '(!=10) = (!=10)': syntax error at position 2: '!=' stands for no range, '!",
  '0068-feel-equality-test-01:number_001':
    "REST: deploy refuses a model in which one expression does not compile, as Zeebe does (the library fails only that decision): deploy refused (400): Resource '0068-feel-equality.dmn' cannot be deployed:\nElement '_range_012': decision 'range_012': failed to parse expression '(!=10) = (!=10)': syntax error at position 2: '!=' stands for no range, '!",
  '0068-feel-equality-test-01:number_002':
    "REST: deploy refuses a model in which one expression does not compile, as Zeebe does (the library fails only that decision): deploy refused (400): Resource '0068-feel-equality.dmn' cannot be deployed:\nElement '_range_012': decision 'range_012': failed to parse expression '(!=10) = (!=10)': syntax error at position 2: '!=' stands for no range, '!",
  '0068-feel-equality-test-01:number_003':
    "REST: deploy refuses a model in which one expression does not compile, as Zeebe does (the library fails only that decision): deploy refused (400): Resource '0068-feel-equality.dmn' cannot be deployed:\nElement '_range_012': decision 'range_012': failed to parse expression '(!=10) = (!=10)': syntax error at position 2: '!=' stands for no range, '!",
  '0068-feel-equality-test-01:number_004':
    "REST: deploy refuses a model in which one expression does not compile, as Zeebe does (the library fails only that decision): deploy refused (400): Resource '0068-feel-equality.dmn' cannot be deployed:\nElement '_range_012': decision 'range_012': failed to parse expression '(!=10) = (!=10)': syntax error at position 2: '!=' stands for no range, '!",
  '0068-feel-equality-test-01:number_005':
    "REST: deploy refuses a model in which one expression does not compile, as Zeebe does (the library fails only that decision): deploy refused (400): Resource '0068-feel-equality.dmn' cannot be deployed:\nElement '_range_012': decision 'range_012': failed to parse expression '(!=10) = (!=10)': syntax error at position 2: '!=' stands for no range, '!",
  '0068-feel-equality-test-01:number_006':
    "REST: deploy refuses a model in which one expression does not compile, as Zeebe does (the library fails only that decision): deploy refused (400): Resource '0068-feel-equality.dmn' cannot be deployed:\nElement '_range_012': decision 'range_012': failed to parse expression '(!=10) = (!=10)': syntax error at position 2: '!=' stands for no range, '!",
  '0068-feel-equality-test-01:number_007':
    "REST: deploy refuses a model in which one expression does not compile, as Zeebe does (the library fails only that decision): deploy refused (400): Resource '0068-feel-equality.dmn' cannot be deployed:\nElement '_range_012': decision 'range_012': failed to parse expression '(!=10) = (!=10)': syntax error at position 2: '!=' stands for no range, '!",
  '0068-feel-equality-test-01:number_008':
    "REST: deploy refuses a model in which one expression does not compile, as Zeebe does (the library fails only that decision): deploy refused (400): Resource '0068-feel-equality.dmn' cannot be deployed:\nElement '_range_012': decision 'range_012': failed to parse expression '(!=10) = (!=10)': syntax error at position 2: '!=' stands for no range, '!",
  '0068-feel-equality-test-01:number_009':
    "REST: deploy refuses a model in which one expression does not compile, as Zeebe does (the library fails only that decision): deploy refused (400): Resource '0068-feel-equality.dmn' cannot be deployed:\nElement '_range_012': decision 'range_012': failed to parse expression '(!=10) = (!=10)': syntax error at position 2: '!=' stands for no range, '!",
  '0068-feel-equality-test-01:number_010':
    "REST: deploy refuses a model in which one expression does not compile, as Zeebe does (the library fails only that decision): deploy refused (400): Resource '0068-feel-equality.dmn' cannot be deployed:\nElement '_range_012': decision 'range_012': failed to parse expression '(!=10) = (!=10)': syntax error at position 2: '!=' stands for no range, '!",
  '0068-feel-equality-test-01:range_001':
    "REST: deploy refuses a model in which one expression does not compile, as Zeebe does (the library fails only that decision): deploy refused (400): Resource '0068-feel-equality.dmn' cannot be deployed:\nElement '_range_012': decision 'range_012': failed to parse expression '(!=10) = (!=10)': syntax error at position 2: '!=' stands for no range, '!",
  '0068-feel-equality-test-01:range_002':
    "REST: deploy refuses a model in which one expression does not compile, as Zeebe does (the library fails only that decision): deploy refused (400): Resource '0068-feel-equality.dmn' cannot be deployed:\nElement '_range_012': decision 'range_012': failed to parse expression '(!=10) = (!=10)': syntax error at position 2: '!=' stands for no range, '!",
  '0068-feel-equality-test-01:range_003':
    "REST: deploy refuses a model in which one expression does not compile, as Zeebe does (the library fails only that decision): deploy refused (400): Resource '0068-feel-equality.dmn' cannot be deployed:\nElement '_range_012': decision 'range_012': failed to parse expression '(!=10) = (!=10)': syntax error at position 2: '!=' stands for no range, '!",
  '0068-feel-equality-test-01:range_004':
    "REST: deploy refuses a model in which one expression does not compile, as Zeebe does (the library fails only that decision): deploy refused (400): Resource '0068-feel-equality.dmn' cannot be deployed:\nElement '_range_012': decision 'range_012': failed to parse expression '(!=10) = (!=10)': syntax error at position 2: '!=' stands for no range, '!",
  '0068-feel-equality-test-01:range_005':
    "REST: deploy refuses a model in which one expression does not compile, as Zeebe does (the library fails only that decision): deploy refused (400): Resource '0068-feel-equality.dmn' cannot be deployed:\nElement '_range_012': decision 'range_012': failed to parse expression '(!=10) = (!=10)': syntax error at position 2: '!=' stands for no range, '!",
  '0068-feel-equality-test-01:range_006':
    "REST: deploy refuses a model in which one expression does not compile, as Zeebe does (the library fails only that decision): deploy refused (400): Resource '0068-feel-equality.dmn' cannot be deployed:\nElement '_range_012': decision 'range_012': failed to parse expression '(!=10) = (!=10)': syntax error at position 2: '!=' stands for no range, '!",
  '0068-feel-equality-test-01:range_006_a':
    "REST: deploy refuses a model in which one expression does not compile, as Zeebe does (the library fails only that decision): deploy refused (400): Resource '0068-feel-equality.dmn' cannot be deployed:\nElement '_range_012': decision 'range_012': failed to parse expression '(!=10) = (!=10)': syntax error at position 2: '!=' stands for no range, '!",
  '0068-feel-equality-test-01:range_007':
    "REST: deploy refuses a model in which one expression does not compile, as Zeebe does (the library fails only that decision): deploy refused (400): Resource '0068-feel-equality.dmn' cannot be deployed:\nElement '_range_012': decision 'range_012': failed to parse expression '(!=10) = (!=10)': syntax error at position 2: '!=' stands for no range, '!",
  '0068-feel-equality-test-01:range_008':
    "REST: deploy refuses a model in which one expression does not compile, as Zeebe does (the library fails only that decision): deploy refused (400): Resource '0068-feel-equality.dmn' cannot be deployed:\nElement '_range_012': decision 'range_012': failed to parse expression '(!=10) = (!=10)': syntax error at position 2: '!=' stands for no range, '!",
  '0068-feel-equality-test-01:range_009':
    "REST: deploy refuses a model in which one expression does not compile, as Zeebe does (the library fails only that decision): deploy refused (400): Resource '0068-feel-equality.dmn' cannot be deployed:\nElement '_range_012': decision 'range_012': failed to parse expression '(!=10) = (!=10)': syntax error at position 2: '!=' stands for no range, '!",
  '0068-feel-equality-test-01:range_011':
    "REST: deploy refuses a model in which one expression does not compile, as Zeebe does (the library fails only that decision): deploy refused (400): Resource '0068-feel-equality.dmn' cannot be deployed:\nElement '_range_012': decision 'range_012': failed to parse expression '(!=10) = (!=10)': syntax error at position 2: '!=' stands for no range, '!",
  '0068-feel-equality-test-01:string_001':
    "REST: deploy refuses a model in which one expression does not compile, as Zeebe does (the library fails only that decision): deploy refused (400): Resource '0068-feel-equality.dmn' cannot be deployed:\nElement '_range_012': decision 'range_012': failed to parse expression '(!=10) = (!=10)': syntax error at position 2: '!=' stands for no range, '!",
  '0068-feel-equality-test-01:string_002':
    "REST: deploy refuses a model in which one expression does not compile, as Zeebe does (the library fails only that decision): deploy refused (400): Resource '0068-feel-equality.dmn' cannot be deployed:\nElement '_range_012': decision 'range_012': failed to parse expression '(!=10) = (!=10)': syntax error at position 2: '!=' stands for no range, '!",
  '0068-feel-equality-test-01:string_003':
    "REST: deploy refuses a model in which one expression does not compile, as Zeebe does (the library fails only that decision): deploy refused (400): Resource '0068-feel-equality.dmn' cannot be deployed:\nElement '_range_012': decision 'range_012': failed to parse expression '(!=10) = (!=10)': syntax error at position 2: '!=' stands for no range, '!",
  '0068-feel-equality-test-01:string_004':
    "REST: deploy refuses a model in which one expression does not compile, as Zeebe does (the library fails only that decision): deploy refused (400): Resource '0068-feel-equality.dmn' cannot be deployed:\nElement '_range_012': decision 'range_012': failed to parse expression '(!=10) = (!=10)': syntax error at position 2: '!=' stands for no range, '!",
  '0068-feel-equality-test-01:string_005':
    "REST: deploy refuses a model in which one expression does not compile, as Zeebe does (the library fails only that decision): deploy refused (400): Resource '0068-feel-equality.dmn' cannot be deployed:\nElement '_range_012': decision 'range_012': failed to parse expression '(!=10) = (!=10)': syntax error at position 2: '!=' stands for no range, '!",
  '0068-feel-equality-test-01:time_001':
    "REST: deploy refuses a model in which one expression does not compile, as Zeebe does (the library fails only that decision): deploy refused (400): Resource '0068-feel-equality.dmn' cannot be deployed:\nElement '_range_012': decision 'range_012': failed to parse expression '(!=10) = (!=10)': syntax error at position 2: '!=' stands for no range, '!",
  '0068-feel-equality-test-01:time_002':
    "REST: deploy refuses a model in which one expression does not compile, as Zeebe does (the library fails only that decision): deploy refused (400): Resource '0068-feel-equality.dmn' cannot be deployed:\nElement '_range_012': decision 'range_012': failed to parse expression '(!=10) = (!=10)': syntax error at position 2: '!=' stands for no range, '!",
  '0068-feel-equality-test-01:time_002_a':
    "REST: deploy refuses a model in which one expression does not compile, as Zeebe does (the library fails only that decision): deploy refused (400): Resource '0068-feel-equality.dmn' cannot be deployed:\nElement '_range_012': decision 'range_012': failed to parse expression '(!=10) = (!=10)': syntax error at position 2: '!=' stands for no range, '!",
  '0068-feel-equality-test-01:time_002_b':
    "REST: deploy refuses a model in which one expression does not compile, as Zeebe does (the library fails only that decision): deploy refused (400): Resource '0068-feel-equality.dmn' cannot be deployed:\nElement '_range_012': decision 'range_012': failed to parse expression '(!=10) = (!=10)': syntax error at position 2: '!=' stands for no range, '!",
  '0068-feel-equality-test-01:time_003':
    "REST: deploy refuses a model in which one expression does not compile, as Zeebe does (the library fails only that decision): deploy refused (400): Resource '0068-feel-equality.dmn' cannot be deployed:\nElement '_range_012': decision 'range_012': failed to parse expression '(!=10) = (!=10)': syntax error at position 2: '!=' stands for no range, '!",
  '0068-feel-equality-test-01:time_004':
    "REST: deploy refuses a model in which one expression does not compile, as Zeebe does (the library fails only that decision): deploy refused (400): Resource '0068-feel-equality.dmn' cannot be deployed:\nElement '_range_012': decision 'range_012': failed to parse expression '(!=10) = (!=10)': syntax error at position 2: '!=' stands for no range, '!",
  '0068-feel-equality-test-01:time_006':
    "REST: deploy refuses a model in which one expression does not compile, as Zeebe does (the library fails only that decision): deploy refused (400): Resource '0068-feel-equality.dmn' cannot be deployed:\nElement '_range_012': decision 'range_012': failed to parse expression '(!=10) = (!=10)': syntax error at position 2: '!=' stands for no range, '!",
  '0068-feel-equality-test-01:time_010':
    "REST: deploy refuses a model in which one expression does not compile, as Zeebe does (the library fails only that decision): deploy refused (400): Resource '0068-feel-equality.dmn' cannot be deployed:\nElement '_range_012': decision 'range_012': failed to parse expression '(!=10) = (!=10)': syntax error at position 2: '!=' stands for no range, '!",
  '0068-feel-equality-test-01:time_011':
    "REST: deploy refuses a model in which one expression does not compile, as Zeebe does (the library fails only that decision): deploy refused (400): Resource '0068-feel-equality.dmn' cannot be deployed:\nElement '_range_012': decision 'range_012': failed to parse expression '(!=10) = (!=10)': syntax error at position 2: '!=' stands for no range, '!",
  '0068-feel-equality-test-01:time_012':
    "REST: deploy refuses a model in which one expression does not compile, as Zeebe does (the library fails only that decision): deploy refused (400): Resource '0068-feel-equality.dmn' cannot be deployed:\nElement '_range_012': decision 'range_012': failed to parse expression '(!=10) = (!=10)': syntax error at position 2: '!=' stands for no range, '!",
  '0068-feel-equality-test-01:ym_duration_001':
    "REST: deploy refuses a model in which one expression does not compile, as Zeebe does (the library fails only that decision): deploy refused (400): Resource '0068-feel-equality.dmn' cannot be deployed:\nElement '_range_012': decision 'range_012': failed to parse expression '(!=10) = (!=10)': syntax error at position 2: '!=' stands for no range, '!",
  '0068-feel-equality-test-01:ym_duration_002':
    "REST: deploy refuses a model in which one expression does not compile, as Zeebe does (the library fails only that decision): deploy refused (400): Resource '0068-feel-equality.dmn' cannot be deployed:\nElement '_range_012': decision 'range_012': failed to parse expression '(!=10) = (!=10)': syntax error at position 2: '!=' stands for no range, '!",
  '0068-feel-equality-test-01:ym_duration_003':
    "REST: deploy refuses a model in which one expression does not compile, as Zeebe does (the library fails only that decision): deploy refused (400): Resource '0068-feel-equality.dmn' cannot be deployed:\nElement '_range_012': decision 'range_012': failed to parse expression '(!=10) = (!=10)': syntax error at position 2: '!=' stands for no range, '!",
  '0068-feel-equality-test-01:ym_duration_004':
    "REST: deploy refuses a model in which one expression does not compile, as Zeebe does (the library fails only that decision): deploy refused (400): Resource '0068-feel-equality.dmn' cannot be deployed:\nElement '_range_012': decision 'range_012': failed to parse expression '(!=10) = (!=10)': syntax error at position 2: '!=' stands for no range, '!",
  '0068-feel-equality-test-01:ym_duration_005':
    "REST: deploy refuses a model in which one expression does not compile, as Zeebe does (the library fails only that decision): deploy refused (400): Resource '0068-feel-equality.dmn' cannot be deployed:\nElement '_range_012': decision 'range_012': failed to parse expression '(!=10) = (!=10)': syntax error at position 2: '!=' stands for no range, '!",
  '0068-feel-equality-test-01:ym_duration_006':
    "REST: deploy refuses a model in which one expression does not compile, as Zeebe does (the library fails only that decision): deploy refused (400): Resource '0068-feel-equality.dmn' cannot be deployed:\nElement '_range_012': decision 'range_012': failed to parse expression '(!=10) = (!=10)': syntax error at position 2: '!=' stands for no range, '!",
  '0068-feel-equality-test-01:ym_duration_007':
    "REST: deploy refuses a model in which one expression does not compile, as Zeebe does (the library fails only that decision): deploy refused (400): Resource '0068-feel-equality.dmn' cannot be deployed:\nElement '_range_012': decision 'range_012': failed to parse expression '(!=10) = (!=10)': syntax error at position 2: '!=' stands for no range, '!",
  '0068-feel-equality-test-01:ym_duration_008':
    "REST: deploy refuses a model in which one expression does not compile, as Zeebe does (the library fails only that decision): deploy refused (400): Resource '0068-feel-equality.dmn' cannot be deployed:\nElement '_range_012': decision 'range_012': failed to parse expression '(!=10) = (!=10)': syntax error at position 2: '!=' stands for no range, '!",
  '0076-feel-external-java-test-01:incorrect_001':
    "REST: deploy refuses Java functions (Zeebe disables them): deploy refused (400): Resource '0076-feel-external-java.dmn' cannot be deployed:\nElement '_boxed_001': decision 'boxed_001', entry maxDouble: functions of kind Java are not supported",
  '0076-feel-external-java-test-01:incorrect_002':
    "REST: deploy refuses Java functions (Zeebe disables them): deploy refused (400): Resource '0076-feel-external-java.dmn' cannot be deployed:\nElement '_boxed_001': decision 'boxed_001', entry maxDouble: functions of kind Java are not supported",
  '0076-feel-external-java-test-01:incorrect_003':
    "REST: deploy refuses Java functions (Zeebe disables them): deploy refused (400): Resource '0076-feel-external-java.dmn' cannot be deployed:\nElement '_boxed_001': decision 'boxed_001', entry maxDouble: functions of kind Java are not supported",
  '0076-feel-external-java-test-01:literal_007_a':
    "REST: deploy refuses Java functions (Zeebe disables them): deploy refused (400): Resource '0076-feel-external-java.dmn' cannot be deployed:\nElement '_boxed_001': decision 'boxed_001', entry maxDouble: functions of kind Java are not supported",
  '0082-feel-coercion-test-01:decisionService_001':
    "REST: Camunda's endpoint evaluates decisions only (a decision service is invoked from another decision): decision service 'decisionService_001': Camunda's evaluation endpoint evaluates decisions, not decision services",
  '0082-feel-coercion-test-01:decisionService_002':
    "REST: Camunda's endpoint evaluates decisions only (a decision service is invoked from another decision): decision service 'decisionService_002': Camunda's evaluation endpoint evaluates decisions, not decision services",
  '0082-feel-coercion-test-01:decisionService_002_b':
    "REST: Camunda's endpoint evaluates decisions only (a decision service is invoked from another decision): decision service 'decisionService_002': Camunda's evaluation endpoint evaluates decisions, not decision services",
  '0085-decision-services-test-01:001':
    "REST: Camunda's endpoint evaluates decisions only (a decision service is invoked from another decision): decision service 'decisionService_001': Camunda's evaluation endpoint evaluates decisions, not decision services",
  '0085-decision-services-test-01:002':
    "REST: Camunda's endpoint evaluates decisions only (a decision service is invoked from another decision): decision service 'decisionService_002': Camunda's evaluation endpoint evaluates decisions, not decision services",
  '0085-decision-services-test-01:002_a':
    "REST: Camunda's endpoint evaluates decisions only (a decision service is invoked from another decision): decision service 'decisionService_002': Camunda's evaluation endpoint evaluates decisions, not decision services",
  '0085-decision-services-test-01:002_b':
    "REST: Camunda's endpoint evaluates decisions only (a decision service is invoked from another decision): decision service 'decisionService_002': Camunda's evaluation endpoint evaluates decisions, not decision services",
  '0085-decision-services-test-01:002_c':
    "REST: Camunda's endpoint evaluates decisions only (a decision service is invoked from another decision): decision service 'decisionService_002': Camunda's evaluation endpoint evaluates decisions, not decision services",
  '0085-decision-services-test-01:003':
    "REST: Camunda's endpoint evaluates decisions only (a decision service is invoked from another decision): decision service 'decisionService_003': Camunda's evaluation endpoint evaluates decisions, not decision services",
  '0085-decision-services-test-01:015':
    "REST: Camunda's endpoint evaluates decisions only (a decision service is invoked from another decision): decision service 'decisionService_015': Camunda's evaluation endpoint evaluates decisions, not decision services",
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
  '1156-range-function-test-01:001':
    "REST: deploy refuses a model in which one expression does not compile, as Zeebe does (the library fails only that decision): deploy refused (400): Resource '1156-range-function.dmn' cannot be deployed:\nElement '_decision001_a': decision 'decision001_a': failed to parse expression 'range(\"[1..3]\") instance of range<number>': syntax error at posit",
  '1156-range-function-test-01:002':
    "REST: deploy refuses a model in which one expression does not compile, as Zeebe does (the library fails only that decision): deploy refused (400): Resource '1156-range-function.dmn' cannot be deployed:\nElement '_decision001_a': decision 'decision001_a': failed to parse expression 'range(\"[1..3]\") instance of range<number>': syntax error at posit",
  '1156-range-function-test-01:003_a':
    "REST: deploy refuses a model in which one expression does not compile, as Zeebe does (the library fails only that decision): deploy refused (400): Resource '1156-range-function.dmn' cannot be deployed:\nElement '_decision001_a': decision 'decision001_a': failed to parse expression 'range(\"[1..3]\") instance of range<number>': syntax error at posit",
  '1156-range-function-test-01:003_b':
    "REST: deploy refuses a model in which one expression does not compile, as Zeebe does (the library fails only that decision): deploy refused (400): Resource '1156-range-function.dmn' cannot be deployed:\nElement '_decision001_a': decision 'decision001_a': failed to parse expression 'range(\"[1..3]\") instance of range<number>': syntax error at posit",
  '1156-range-function-test-01:003_c':
    "REST: deploy refuses a model in which one expression does not compile, as Zeebe does (the library fails only that decision): deploy refused (400): Resource '1156-range-function.dmn' cannot be deployed:\nElement '_decision001_a': decision 'decision001_a': failed to parse expression 'range(\"[1..3]\") instance of range<number>': syntax error at posit",
  '1156-range-function-test-01:003_d':
    "REST: deploy refuses a model in which one expression does not compile, as Zeebe does (the library fails only that decision): deploy refused (400): Resource '1156-range-function.dmn' cannot be deployed:\nElement '_decision001_a': decision 'decision001_a': failed to parse expression 'range(\"[1..3]\") instance of range<number>': syntax error at posit",
  '1156-range-function-test-01:003_e':
    "REST: deploy refuses a model in which one expression does not compile, as Zeebe does (the library fails only that decision): deploy refused (400): Resource '1156-range-function.dmn' cannot be deployed:\nElement '_decision001_a': decision 'decision001_a': failed to parse expression 'range(\"[1..3]\") instance of range<number>': syntax error at posit",
  '1156-range-function-test-01:004_e':
    "REST: deploy refuses a model in which one expression does not compile, as Zeebe does (the library fails only that decision): deploy refused (400): Resource '1156-range-function.dmn' cannot be deployed:\nElement '_decision001_a': decision 'decision001_a': failed to parse expression 'range(\"[1..3]\") instance of range<number>': syntax error at posit",
  '1156-range-function-test-01:004_f':
    "REST: deploy refuses a model in which one expression does not compile, as Zeebe does (the library fails only that decision): deploy refused (400): Resource '1156-range-function.dmn' cannot be deployed:\nElement '_decision001_a': decision 'decision001_a': failed to parse expression 'range(\"[1..3]\") instance of range<number>': syntax error at posit",
  '1156-range-function-test-01:005_a':
    "REST: deploy refuses a model in which one expression does not compile, as Zeebe does (the library fails only that decision): deploy refused (400): Resource '1156-range-function.dmn' cannot be deployed:\nElement '_decision001_a': decision 'decision001_a': failed to parse expression 'range(\"[1..3]\") instance of range<number>': syntax error at posit",
  '1156-range-function-test-01:005_b':
    "REST: deploy refuses a model in which one expression does not compile, as Zeebe does (the library fails only that decision): deploy refused (400): Resource '1156-range-function.dmn' cannot be deployed:\nElement '_decision001_a': decision 'decision001_a': failed to parse expression 'range(\"[1..3]\") instance of range<number>': syntax error at posit",
  '1156-range-function-test-01:005_c':
    "REST: deploy refuses a model in which one expression does not compile, as Zeebe does (the library fails only that decision): deploy refused (400): Resource '1156-range-function.dmn' cannot be deployed:\nElement '_decision001_a': decision 'decision001_a': failed to parse expression 'range(\"[1..3]\") instance of range<number>': syntax error at posit",
  '1156-range-function-test-01:005_d':
    "REST: deploy refuses a model in which one expression does not compile, as Zeebe does (the library fails only that decision): deploy refused (400): Resource '1156-range-function.dmn' cannot be deployed:\nElement '_decision001_a': decision 'decision001_a': failed to parse expression 'range(\"[1..3]\") instance of range<number>': syntax error at posit",
  '1156-range-function-test-01:005_e':
    "REST: deploy refuses a model in which one expression does not compile, as Zeebe does (the library fails only that decision): deploy refused (400): Resource '1156-range-function.dmn' cannot be deployed:\nElement '_decision001_a': decision 'decision001_a': failed to parse expression 'range(\"[1..3]\") instance of range<number>': syntax error at posit",
  '1156-range-function-test-01:005_f':
    "REST: deploy refuses a model in which one expression does not compile, as Zeebe does (the library fails only that decision): deploy refused (400): Resource '1156-range-function.dmn' cannot be deployed:\nElement '_decision001_a': decision 'decision001_a': failed to parse expression 'range(\"[1..3]\") instance of range<number>': syntax error at posit",
  '1156-range-function-test-01:006':
    "REST: deploy refuses a model in which one expression does not compile, as Zeebe does (the library fails only that decision): deploy refused (400): Resource '1156-range-function.dmn' cannot be deployed:\nElement '_decision001_a': decision 'decision001_a': failed to parse expression 'range(\"[1..3]\") instance of range<number>': syntax error at posit",
  '1156-range-function-test-01:007_a':
    "REST: deploy refuses a model in which one expression does not compile, as Zeebe does (the library fails only that decision): deploy refused (400): Resource '1156-range-function.dmn' cannot be deployed:\nElement '_decision001_a': decision 'decision001_a': failed to parse expression 'range(\"[1..3]\") instance of range<number>': syntax error at posit",
  '1156-range-function-test-01:007_b':
    "REST: deploy refuses a model in which one expression does not compile, as Zeebe does (the library fails only that decision): deploy refused (400): Resource '1156-range-function.dmn' cannot be deployed:\nElement '_decision001_a': decision 'decision001_a': failed to parse expression 'range(\"[1..3]\") instance of range<number>': syntax error at posit",
  '1156-range-function-test-01:007_c':
    "REST: deploy refuses a model in which one expression does not compile, as Zeebe does (the library fails only that decision): deploy refused (400): Resource '1156-range-function.dmn' cannot be deployed:\nElement '_decision001_a': decision 'decision001_a': failed to parse expression 'range(\"[1..3]\") instance of range<number>': syntax error at posit",
  '1156-range-function-test-01:008_a':
    "REST: deploy refuses a model in which one expression does not compile, as Zeebe does (the library fails only that decision): deploy refused (400): Resource '1156-range-function.dmn' cannot be deployed:\nElement '_decision001_a': decision 'decision001_a': failed to parse expression 'range(\"[1..3]\") instance of range<number>': syntax error at posit",
  '1156-range-function-test-01:008_b':
    "REST: deploy refuses a model in which one expression does not compile, as Zeebe does (the library fails only that decision): deploy refused (400): Resource '1156-range-function.dmn' cannot be deployed:\nElement '_decision001_a': decision 'decision001_a': failed to parse expression 'range(\"[1..3]\") instance of range<number>': syntax error at posit",
  '1156-range-function-test-01:008_c':
    "REST: deploy refuses a model in which one expression does not compile, as Zeebe does (the library fails only that decision): deploy refused (400): Resource '1156-range-function.dmn' cannot be deployed:\nElement '_decision001_a': decision 'decision001_a': failed to parse expression 'range(\"[1..3]\") instance of range<number>': syntax error at posit",
  '1156-range-function-test-01:009_a':
    "REST: deploy refuses a model in which one expression does not compile, as Zeebe does (the library fails only that decision): deploy refused (400): Resource '1156-range-function.dmn' cannot be deployed:\nElement '_decision001_a': decision 'decision001_a': failed to parse expression 'range(\"[1..3]\") instance of range<number>': syntax error at posit",
  '1156-range-function-test-01:009_b':
    "REST: deploy refuses a model in which one expression does not compile, as Zeebe does (the library fails only that decision): deploy refused (400): Resource '1156-range-function.dmn' cannot be deployed:\nElement '_decision001_a': decision 'decision001_a': failed to parse expression 'range(\"[1..3]\") instance of range<number>': syntax error at posit",
  '1156-range-function-test-01:009_c':
    "REST: deploy refuses a model in which one expression does not compile, as Zeebe does (the library fails only that decision): deploy refused (400): Resource '1156-range-function.dmn' cannot be deployed:\nElement '_decision001_a': decision 'decision001_a': failed to parse expression 'range(\"[1..3]\") instance of range<number>': syntax error at posit",
  '1156-range-function-test-01:010_a':
    "REST: deploy refuses a model in which one expression does not compile, as Zeebe does (the library fails only that decision): deploy refused (400): Resource '1156-range-function.dmn' cannot be deployed:\nElement '_decision001_a': decision 'decision001_a': failed to parse expression 'range(\"[1..3]\") instance of range<number>': syntax error at posit",
  '1156-range-function-test-01:010_b':
    "REST: deploy refuses a model in which one expression does not compile, as Zeebe does (the library fails only that decision): deploy refused (400): Resource '1156-range-function.dmn' cannot be deployed:\nElement '_decision001_a': decision 'decision001_a': failed to parse expression 'range(\"[1..3]\") instance of range<number>': syntax error at posit",
  '1156-range-function-test-01:010_c':
    "REST: deploy refuses a model in which one expression does not compile, as Zeebe does (the library fails only that decision): deploy refused (400): Resource '1156-range-function.dmn' cannot be deployed:\nElement '_decision001_a': decision 'decision001_a': failed to parse expression 'range(\"[1..3]\") instance of range<number>': syntax error at posit",
  '1156-range-function-test-01:011':
    "REST: deploy refuses a model in which one expression does not compile, as Zeebe does (the library fails only that decision): deploy refused (400): Resource '1156-range-function.dmn' cannot be deployed:\nElement '_decision001_a': decision 'decision001_a': failed to parse expression 'range(\"[1..3]\") instance of range<number>': syntax error at posit",
  '1156-range-function-test-01:012':
    "REST: deploy refuses a model in which one expression does not compile, as Zeebe does (the library fails only that decision): deploy refused (400): Resource '1156-range-function.dmn' cannot be deployed:\nElement '_decision001_a': decision 'decision001_a': failed to parse expression 'range(\"[1..3]\") instance of range<number>': syntax error at posit",
  '1156-range-function-test-01:013_a':
    "REST: deploy refuses a model in which one expression does not compile, as Zeebe does (the library fails only that decision): deploy refused (400): Resource '1156-range-function.dmn' cannot be deployed:\nElement '_decision001_a': decision 'decision001_a': failed to parse expression 'range(\"[1..3]\") instance of range<number>': syntax error at posit",
  '1156-range-function-test-01:013_b':
    "REST: deploy refuses a model in which one expression does not compile, as Zeebe does (the library fails only that decision): deploy refused (400): Resource '1156-range-function.dmn' cannot be deployed:\nElement '_decision001_a': decision 'decision001_a': failed to parse expression 'range(\"[1..3]\") instance of range<number>': syntax error at posit",
  '1156-range-function-test-01:014':
    "REST: deploy refuses a model in which one expression does not compile, as Zeebe does (the library fails only that decision): deploy refused (400): Resource '1156-range-function.dmn' cannot be deployed:\nElement '_decision001_a': decision 'decision001_a': failed to parse expression 'range(\"[1..3]\") instance of range<number>': syntax error at posit",
  '1156-range-function-test-01:015_a':
    "REST: deploy refuses a model in which one expression does not compile, as Zeebe does (the library fails only that decision): deploy refused (400): Resource '1156-range-function.dmn' cannot be deployed:\nElement '_decision001_a': decision 'decision001_a': failed to parse expression 'range(\"[1..3]\") instance of range<number>': syntax error at posit",
  '1156-range-function-test-01:015_b':
    "REST: deploy refuses a model in which one expression does not compile, as Zeebe does (the library fails only that decision): deploy refused (400): Resource '1156-range-function.dmn' cannot be deployed:\nElement '_decision001_a': decision 'decision001_a': failed to parse expression 'range(\"[1..3]\") instance of range<number>': syntax error at posit",
  '1156-range-function-test-01:016':
    "REST: deploy refuses a model in which one expression does not compile, as Zeebe does (the library fails only that decision): deploy refused (400): Resource '1156-range-function.dmn' cannot be deployed:\nElement '_decision001_a': decision 'decision001_a': failed to parse expression 'range(\"[1..3]\") instance of range<number>': syntax error at posit",
  '1156-range-function-test-01:017':
    "REST: deploy refuses a model in which one expression does not compile, as Zeebe does (the library fails only that decision): deploy refused (400): Resource '1156-range-function.dmn' cannot be deployed:\nElement '_decision001_a': decision 'decision001_a': failed to parse expression 'range(\"[1..3]\") instance of range<number>': syntax error at posit",
  '1156-range-function-test-01:018':
    "REST: deploy refuses a model in which one expression does not compile, as Zeebe does (the library fails only that decision): deploy refused (400): Resource '1156-range-function.dmn' cannot be deployed:\nElement '_decision001_a': decision 'decision001_a': failed to parse expression 'range(\"[1..3]\") instance of range<number>': syntax error at posit",
  '1156-range-function-test-01:019_a':
    "REST: deploy refuses a model in which one expression does not compile, as Zeebe does (the library fails only that decision): deploy refused (400): Resource '1156-range-function.dmn' cannot be deployed:\nElement '_decision001_a': decision 'decision001_a': failed to parse expression 'range(\"[1..3]\") instance of range<number>': syntax error at posit",
  '1156-range-function-test-01:019_b':
    "REST: deploy refuses a model in which one expression does not compile, as Zeebe does (the library fails only that decision): deploy refused (400): Resource '1156-range-function.dmn' cannot be deployed:\nElement '_decision001_a': decision 'decision001_a': failed to parse expression 'range(\"[1..3]\") instance of range<number>': syntax error at posit",
  '1156-range-function-test-01:020':
    "REST: deploy refuses a model in which one expression does not compile, as Zeebe does (the library fails only that decision): deploy refused (400): Resource '1156-range-function.dmn' cannot be deployed:\nElement '_decision001_a': decision 'decision001_a': failed to parse expression 'range(\"[1..3]\") instance of range<number>': syntax error at posit",
  '1156-range-function-test-01:021':
    "REST: deploy refuses a model in which one expression does not compile, as Zeebe does (the library fails only that decision): deploy refused (400): Resource '1156-range-function.dmn' cannot be deployed:\nElement '_decision001_a': decision 'decision001_a': failed to parse expression 'range(\"[1..3]\") instance of range<number>': syntax error at posit",
  '1156-range-function-test-01:022':
    "REST: deploy refuses a model in which one expression does not compile, as Zeebe does (the library fails only that decision): deploy refused (400): Resource '1156-range-function.dmn' cannot be deployed:\nElement '_decision001_a': decision 'decision001_a': failed to parse expression 'range(\"[1..3]\") instance of range<number>': syntax error at posit",
  '1156-range-function-test-01:023':
    "REST: deploy refuses a model in which one expression does not compile, as Zeebe does (the library fails only that decision): deploy refused (400): Resource '1156-range-function.dmn' cannot be deployed:\nElement '_decision001_a': decision 'decision001_a': failed to parse expression 'range(\"[1..3]\") instance of range<number>': syntax error at posit",
  '1156-range-function-test-01:024':
    "REST: deploy refuses a model in which one expression does not compile, as Zeebe does (the library fails only that decision): deploy refused (400): Resource '1156-range-function.dmn' cannot be deployed:\nElement '_decision001_a': decision 'decision001_a': failed to parse expression 'range(\"[1..3]\") instance of range<number>': syntax error at posit",
  '1156-range-function-test-01:025':
    "REST: deploy refuses a model in which one expression does not compile, as Zeebe does (the library fails only that decision): deploy refused (400): Resource '1156-range-function.dmn' cannot be deployed:\nElement '_decision001_a': decision 'decision001_a': failed to parse expression 'range(\"[1..3]\") instance of range<number>': syntax error at posit",
  '1156-range-function-test-01:026':
    "REST: deploy refuses a model in which one expression does not compile, as Zeebe does (the library fails only that decision): deploy refused (400): Resource '1156-range-function.dmn' cannot be deployed:\nElement '_decision001_a': decision 'decision001_a': failed to parse expression 'range(\"[1..3]\") instance of range<number>': syntax error at posit",
  '1156-range-function-test-01:027':
    "REST: deploy refuses a model in which one expression does not compile, as Zeebe does (the library fails only that decision): deploy refused (400): Resource '1156-range-function.dmn' cannot be deployed:\nElement '_decision001_a': decision 'decision001_a': failed to parse expression 'range(\"[1..3]\") instance of range<number>': syntax error at posit",
};
