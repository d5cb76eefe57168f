/** Camunda's element instance state of the row aliased `alias`: every state before the end is ACTIVE. */
export const ELEMENT_INSTANCE_STATE = (alias: string): string =>
  `(case when ${alias}.state in ('COMPLETED', 'TERMINATED') then ${alias}.state else 'ACTIVE' end)`;
