-- Which message reached which instance and element (Camunda's correlated message subscriptions). The history
-- already says it (an EventTriggered event of kind 'message' names the message's key, name and correlation key);
-- this table keeps it searchable without reading every instance's history. Rows are written by a trigger on
-- the history write, so they commit with the command that correlated the message, in its one statement, and stay
-- as long as the instance's history.
create table correlated_message_subscription (
  -- insertion order: the search's tiebreaker (no column of the result is unique on its own)
  position                bigint generated always as identity primary key,
  subscription_key        bigint not null,
  message_key             bigint,
  message_name            text not null,
  correlation_key         text,
  correlation_time        timestamptz not null,
  process_instance_key    bigint not null,
  -- null for a message start event: the message reached the process, not an element instance
  element_instance_key    bigint,
  element_id              text not null,
  process_definition_key  bigint not null,
  bpmn_process_id         text not null,
  tenant_id               text not null
);
create index correlated_message_subscription_instance on correlated_message_subscription (process_instance_key);
create index correlated_message_subscription_message on correlated_message_subscription (message_name, correlation_key);

create function record_correlated_messages() returns trigger language plpgsql as $$
begin
  insert into correlated_message_subscription (subscription_key, message_key, message_name, correlation_key, correlation_time,
    process_instance_key, element_instance_key, element_id, process_definition_key, bpmn_process_id, tenant_id)
  select (e.value->'payload'->>'subscriptionKey')::bigint, (e.value->'payload'->>'messageKey')::bigint,
         e.value->'payload'->>'messageName', e.value->'payload'->>'correlationKey', (e.value->>'createdAt')::timestamptz,
         p.key, nullif((e.value->'payload'->>'elementInstanceKey')::bigint, p.key), e.value->'payload'->>'elementId',
         p.process_definition_key, p.bpmn_process_id, p.tenant_id
    from jsonb_array_elements(new.events) with ordinality as e(value, ordinality)
    join process_instance p on p.key = new.process_instance_key
   where e.value->>'type' = 'EventTriggered' and e.value->'payload'->>'kind' = 'message'
   order by e.ordinality;
  return null;
end
$$;

-- The WHEN clause keeps every other history write (almost all of them) from calling the function at all.
create trigger history_batch_correlated_messages after insert on history_batch for each row
  when (new.events @> '[{"type": "EventTriggered", "payload": {"kind": "message"}}]')
  execute function record_correlated_messages();

-- Correlations recorded before: their events did not carry the message's name and correlation key yet; those
-- come from the subscription the instance opened. Message start events did not record a trigger at all.
insert into correlated_message_subscription (subscription_key, message_key, message_name, correlation_key, correlation_time,
  process_instance_key, element_instance_key, element_id, process_definition_key, bpmn_process_id, tenant_id)
select (t.payload->>'subscriptionKey')::bigint, (t.payload->>'messageKey')::bigint,
       coalesce(t.payload->>'messageName', o.subscription->>'messageName'),
       coalesce(t.payload->>'correlationKey', o.subscription->>'correlationKey'), t.created_at,
       p.key, nullif(t.element_instance_key, p.key), t.element_id, p.process_definition_key, p.bpmn_process_id, p.tenant_id
  from history_event t
  join process_instance p on p.key = t.process_instance_key
  left join lateral (
    select h.payload->'subscription' as subscription from history_event h
     where h.process_instance_key = t.process_instance_key and h.type = 'SubscriptionOpened'
       and h.payload->'subscription'->>'key' = t.payload->>'subscriptionKey'
     limit 1
  ) o on true
 where t.type = 'EventTriggered' and t.payload->>'kind' = 'message'
   and coalesce(t.payload->>'messageName', o.subscription->>'messageName') is not null
 order by t.process_instance_key, t.sequence;
