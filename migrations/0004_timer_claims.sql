-- Timer claims: an engine process that picked a due timer holds it until claimed_until (the database's clock, shared
-- by every engine process), so others skip it; a crashed engine's claims simply run out. Exactly-once firing does not
-- rest on the claim (the instance write is version-checked), it only keeps engines from doing the same work twice.
alter table event_subscription add column claimed_until timestamptz;
