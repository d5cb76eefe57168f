export type * from './executable-model.js';
export { compileBpmn, NO_EXECUTABLE_PROCESS } from './compile-bpmn.js';
export { formatProblems } from './format-problems.js';
export { caughtCode } from './caught-code.js';
export { EMBEDDED_FORM_PREFIX } from './transformers/form-link.js';
export { MAX_NAME_LENGTH } from './name-lengths.js';
