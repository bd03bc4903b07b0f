/**
 * Factories for API tests (docs/architecture.md#testing): each inserts one record with sensible
 * defaults straight into the test database and returns its id (or what a test needs of it).
 */
export { buildGroup, buildSection, buildSubGroup, systemIds, typeIdOf, type GroupValues, type SystemIds } from './organisation.js';
export { buildGuardian, buildMember, type GuardianValues, type MemberValues } from './people.js';
export {
  buildLinkedSubscription,
  buildPaidSubscription,
  buildSeason,
  buildSubscription,
  currentSeasonId,
  type LinkedSubscription,
  type LinkedSubscriptionValues,
} from './subscriptions.js';
