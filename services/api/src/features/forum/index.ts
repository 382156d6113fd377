/** The course forum: threads, replies, moderation, and the notifications a reply sends. */
import type { PathwiseEvent } from '@pathwise/event-schemas';
import type { Database, EventStore } from '@pathwise/event-store';
import { forumProjection } from '@pathwise/projections';
import { projectionWaiter } from '../../infrastructure/projection-waiting/wait-for-projection.js';
import type { CourseAccess } from '../../kernel/course-standing.js';
import type { FeatureModule } from '../../kernel/feature-module.js';
import type { Metrics } from '../../observability/metrics.js';
import { ForumCommands } from './forum.commands.js';
import { forumReplyNotifications } from './forum-reply-notifications.reactor.js';
import { forumRoutes } from './forum.routes.js';

export { ForumCommands } from './forum.commands.js';

export interface ForumFeature extends FeatureModule {
  readonly commands: ForumCommands;
}

export function createForumFeature(deps: { store: EventStore<PathwiseEvent>; database: Database; access: CourseAccess; metrics: Metrics }): ForumFeature {
  const commands = new ForumCommands(deps.store, deps.access, deps.metrics);
  return {
    commands,
    reactors: [forumReplyNotifications],
    routes: forumRoutes({
      forum: commands,
      courses: deps.access,
      db: deps.database.db,
      forumCaughtUp: projectionWaiter(deps.database, forumProjection),
    }),
  };
}
