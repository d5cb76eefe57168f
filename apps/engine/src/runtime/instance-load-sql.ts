import type { InstanceHead } from './instance-cache.js';
import type { CompensationRow } from './compensation-rows.js';
import type { ElementInstanceRow, IncidentRow, JobRow, VariableRow } from './instance-rows.js';
import type { SubscriptionRow } from './subscription-rows.js';
import type { UserTaskRow } from './user-task-rows.js';

/** An instance's row and the rows of it a command needs, as one statement reads them. */
export interface LoadRow extends InstanceHead {
  element_instances: ElementInstanceRow[];
  variables: VariableRow[];
  jobs: JobRow[];
  incidents: IncidentRow[];
  subscriptions: SubscriptionRow[];
  user_tasks: UserTaskRow[];
  compensations: CompensationRow[];
}

/**
 * An instance as a command needs it: its active element instances and only their variables. Rows of ended elements
 * and of their local variables stay for the searches (as Camunda's do) but are never loaded again, so a command's
 * cost does not grow with the scopes an instance has finished. The variables are reached from the instance's active
 * element instances (two index lookups); filtering the instance's variables by an `exists` on element_instance let
 * the planner hash-join against every active element instance of every instance, a cost growing with the database.
 */
const LOAD_SQL = (where: string) => `
  select p.key::text as key, p.process_definition_key::text as process_definition_key, p.bpmn_process_id, p.version,
         p.tenant_id, p.revision::text as revision, p.parent_process_instance_key::text as parent_process_instance_key,
         p.parent_element_instance_key::text as parent_element_instance_key, p.root_process_instance_key::text as root_process_instance_key,
         p.terminate_after_element_ids, p.tags,
         (select coalesce(json_agg(e), '[]') from element_instance e
           where e.process_instance_key = p.key and e.end_date is null) as element_instances,
         (select coalesce(json_agg(v), '[]') from element_instance e
            join variable v on v.process_instance_key = e.process_instance_key and v.scope_key = e.key
           where e.process_instance_key = p.key and e.end_date is null) as variables,
         (select coalesce(json_agg(j), '[]') from job j
           where j.process_instance_key = p.key and j.state not in ('COMPLETED', 'CANCELED')) as jobs,
         (select coalesce(json_agg(i), '[]') from incident i
           where i.process_instance_key = p.key and i.state = 'ACTIVE') as incidents,
         (select coalesce(json_agg(s), '[]') from event_subscription s where s.process_instance_key = p.key) as subscriptions,
         (select coalesce(json_agg(u), '[]') from user_task u
           where u.process_instance_key = p.key and u.state = 'CREATED') as user_tasks,
         (select coalesce(json_agg(c), '[]') from compensation c
           where c.process_instance_key = p.key and c.state in ('COMPLETED', 'QUEUED', 'COMPENSATING')) as compensations
    from process_instance p
   where ${where}`;

/** The load of an active instance by its key (exported for the spec that checks its plan at scale). */
export const LOAD_BY_INSTANCE_KEY_SQL = LOAD_SQL(`p.key = $1 and p.state = 'ACTIVE'`);

/** The loads of several active instances in one statement (PostgreSQL starts the plan of eight tables once). */
export const LOAD_MANY_SQL = LOAD_SQL(`p.key = any($1::bigint[]) and p.state = 'ACTIVE'`);

/** The load of an active instance by each kind of locator (see InstanceLocator). */
export const LOCATOR_SQL = {
  processInstanceKey: LOAD_BY_INSTANCE_KEY_SQL,
  jobKey: LOAD_SQL(`p.key = (select process_instance_key from job where key = $1) and p.state = 'ACTIVE'`),
  subscriptionKey: LOAD_SQL(`p.key = (select process_instance_key from event_subscription where key = $1) and p.state = 'ACTIVE'`),
  userTaskKey: LOAD_SQL(`p.key = (select process_instance_key from user_task where key = $1) and p.state = 'ACTIVE'`),
  incidentKey: LOAD_SQL(`p.key = (select process_instance_key from incident where key = $1) and p.state = 'ACTIVE'`),
  elementInstanceKey: LOAD_SQL(`p.key = (select process_instance_key from element_instance where key = $1) and p.state = 'ACTIVE'`),
};
