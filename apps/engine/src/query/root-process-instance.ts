/**
 * The top of the call hierarchy a row's instance belongs to, as `root_process_instance_key` (Camunda's
 * `rootProcessInstanceKey`): an instance created by a call activity carries its root; a top-level instance is its own.
 */
const rootKeyOfInstance = (alias: string): string => `coalesce(${alias}.root_process_instance_key, ${alias}.key)::text`;

/** For a search whose rows name their instance by key: a lookup by primary key per returned row, so searches page as before. */
export const rootProcessInstanceKeyOf = (processInstanceKeyColumn: string): string =>
  `(select ${rootKeyOfInstance('r')} from process_instance r where r.key = ${processInstanceKeyColumn}) as root_process_instance_key`;

/** For a search that already joins the instance's row, aliased `alias`. */
export const rootProcessInstanceKeyOfJoined = (alias: string): string => `${rootKeyOfInstance(alias)} as root_process_instance_key`;
