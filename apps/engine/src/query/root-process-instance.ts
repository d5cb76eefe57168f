/**
 * The top of the call hierarchy a row's instance belongs to, as `root_process_instance_key` (Camunda's
 * `rootProcessInstanceKey`): an instance created by a call activity carries its root; a top-level instance is its own.
 */
const rootKeyOfInstance = (alias: string): string => `coalesce(${alias}.root_process_instance_key, ${alias}.key)::text`;

/** The `partition_id` column beside `alias.process_instance_key`: the row's instance is on the row's partition. */
function partitionColumnBeside(processInstanceKeyColumn: string): string {
  const match = /^(\w+)\.process_instance_key$/.exec(processInstanceKeyColumn);
  if (!match) throw new Error(`No partition column beside ${processInstanceKeyColumn}: name it`);
  return `${match[1]}.partition_id`;
}

/**
 * For a search whose rows name their instance by key: a lookup by primary key per returned row, so searches page as
 * before. The lookup equates the partitions too (by default the row's `partition_id`), so that Citus runs it beside the row.
 */
export const rootProcessInstanceKeyOf = (processInstanceKeyColumn: string, partitionColumn = partitionColumnBeside(processInstanceKeyColumn)): string =>
  `(select ${rootKeyOfInstance('r')} from process_instance r where r.key = ${processInstanceKeyColumn} and r.partition_id = ${partitionColumn}) as root_process_instance_key`;

/** For a search that already joins the instance's row, aliased `alias`. */
export const rootProcessInstanceKeyOfJoined = (alias: string): string => `${rootKeyOfInstance(alias)} as root_process_instance_key`;
