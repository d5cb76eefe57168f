/**
 * The top of the call hierarchy a row's instance belongs to, as `root_process_instance_key` (Camunda's
 * `rootProcessInstanceKey`): an instance created by a call activity carries its root; a top-level instance is its own.
 * A lookup by primary key per returned row, so searches page as before.
 */
export const rootProcessInstanceKeyOf = (processInstanceKeyColumn: string): string =>
  `(select coalesce(r.root_process_instance_key, r.key)::text from process_instance r where r.key = ${processInstanceKeyColumn}) as root_process_instance_key`;
