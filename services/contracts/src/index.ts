/**
 * What crosses the wire between the web app and the server: HTTP payloads, socket event names and push shapes,
 * as zod schemas. Both sides import this package; it imports nothing of ours.
 */
export * from './shared/socket-events.contracts.js';
export * from './shared/log-position.contracts.js';
export * from './shared/rooms.contracts.js';
export * from './shared/room-names.contracts.js';
export * from './shared/problem-details.contracts.js';
export * from './shared/problem-content-type.contracts.js';
export * from './shared/page-heads.contracts.js';
export * from './shared/page-heads.es.contracts.js';
export * from './shared/page-heads.fr.contracts.js';
export * from './shared/image-uploads.contracts.js';
export * from './shared/server-rendering.contracts.js';
export * from './learning/learning.contracts.js';
export * from './platform/platform.contracts.js';
export * from './identity/identity.contracts.js';
export * from './identity/access.policies.js';
export * from './identity/plans.contracts.js';
export * from './billing/billing.contracts.js';
export * from './certificates/certificates.contracts.js';
export * from './ai-studio/ai-studio.contracts.js';
export * from './identity/platform-fees.contracts.js';
export * from './leads/leads.contracts.js';
export * from './forum/forum.contracts.js';
export * from './notifications/notifications.contracts.js';
export * from './materials/materials.contracts.js';
export * from './courses/courses.contracts.js';
export * from './courses/catalogue-sorts.contracts.js';
export * from './courses/course-review-limits.contracts.js';
export * from './courses/course-reviews.contracts.js';
export * from './white-label/white-label.contracts.js';
export * from './course-collaboration/course-collaboration.contracts.js';
export * from './adaptive/adaptive.contracts.js';
export * from './adaptive/calibration.contracts.js';
export * from './leaderboards/leaderboards.contracts.js';
export * from './placement/placement.contracts.js';
export * from './gamification/gamification.contracts.js';
export * from './gamification/gamification-rules.contracts.js';
export * from './gamification/xp-amounts.contracts.js';
export * from './gamification/achievement-wording.contracts.js';
export * from './commerce/commerce.contracts.js';
export * from './commerce/payouts.contracts.js';
export * from './commerce/refund-policy.contracts.js';
export * from './commerce/coupons.contracts.js';
export * from './commerce/sales.contracts.js';
export * from './narration/narration.contracts.js';
