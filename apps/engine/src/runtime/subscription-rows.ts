/** What a start timer's firing (timers/start-timer-firing.ts) uses of the event subscription table (see tables/). */
export { subscriptionFromRow, type SubscriptionRow } from './tables/event-subscription.table.js';
