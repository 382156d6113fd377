import { matchTopic } from '@pathwise/adaptive';
import type { AdaptiveContentResponse } from '@pathwise/contracts';
import { masteryStreamId, type PathwiseEvent } from '@pathwise/event-schemas';
import type { EventStore, Executor } from '@pathwise/event-store';
import { emptyLearnerProfileState, getCompletedLessonIds, getEnrolledCourses, getLearnerProfileState, type LearnerProfileState } from '@pathwise/projections';
import { NotFoundError } from '../../http/http-errors.js';
import { isCourseMember } from '../../kernel/course-membership.js';
import type { CourseAccess } from '../../kernel/course-standing.js';
import { type CourseCommands, foldCourse } from '../courses/index.js';
import { planCourseContent, type CourseWithId } from './content-plan.rules.js';
import type { KnowledgeModels } from './calibration/knowledge-models.service.js';
import { readLearningStyle } from './learning-style.rules.js';
import { foldMasteryHistory } from './mastery-history.fold.js';

/** POST /ai/adaptive/content: the next best lesson, quiz or review on a topic, for one learner. */
export class AdaptiveContent {
  constructor(
    private readonly deps: {
      store: EventStore<PathwiseEvent>;
      db: Executor;
      models: KnowledgeModels;
      courses: CourseCommands;
      access: CourseAccess;
      clock: () => Date;
    },
  ) {}

  /** The published courses the learner studies (enrolled, or with mastery), and the topic itself when it is one. */
  private async coursesOf(userId: string, topic: string, profile: LearnerProfileState): Promise<CourseWithId[]> {
    const enrolled = (await getEnrolledCourses(this.deps.db, userId)).map((course) => course.courseId);
    const practised = Object.values(profile.skills).map((skill) => skill.courseId);
    const standing = await this.deps.access.standing(topic.trim(), userId).catch(() => null);
    const named = standing && isCourseMember(standing) ? [standing.courseId] : [];
    const courses: CourseWithId[] = [];
    for (const courseId of new Set([...named, ...enrolled, ...practised])) {
      const { state, events } = await this.deps.courses.load(courseId);
      const version = state?.publishedVersion ?? (named.includes(courseId) ? state?.version : undefined);
      const content = version === undefined ? null : foldCourse(events, version);
      if (content) courses.push(content);
    }
    return courses;
  }

  async suggest(userId: string, request: { topic: string; contentType: 'lesson' | 'quiz' | 'review' }): Promise<AdaptiveContentResponse> {
    const profile = (await getLearnerProfileState(this.deps.db, userId)) ?? emptyLearnerProfileState(userId);
    const courses = await this.coursesOf(userId, request.topic, profile);
    const matches = matchTopic(request.topic, courses);
    if (matches.length === 0) throw new NotFoundError(`No course or skill you study matches the topic "${request.topic.slice(0, 80)}"`);
    const { events } = await this.deps.store.readStream(masteryStreamId(userId));
    const history = foldMasteryHistory(events, () => 'beginner');
    const knowledge = await this.deps.models.current();
    const state = knowledge.replay(userId, history.attempts);
    const now = this.deps.clock();
    const at = now.getTime();
    const learningStyle = readLearningStyle(profile, now).style;
    const plans = await Promise.all(
      matches.map(async (match) =>
        planCourseContent({
          knowledge,
          state,
          course: courses.find((course) => course.courseId === match.courseId)!,
          levels: history.levels,
          cards: history.cards,
          at,
          contentType: request.contentType,
          targetSkillIds: match.skillIds,
          completedLessonIds: new Set(await getCompletedLessonIds(this.deps.db, userId, match.courseId)),
          learningStyle,
        }),
      ),
    );
    const suggestions = plans.flatMap((plan) => (plan.content ? [plan.content, ...plan.alternatives] : plan.alternatives));
    const plain = <T extends { skillIds: readonly string[] }>(each: T) => ({ ...each, skillIds: [...each.skillIds] });
    return {
      content: suggestions[0] ? plain(suggestions[0]) : null,
      alternatives: suggestions.slice(1, 4).map(plain),
      dueReviews: plans.flatMap((plan) => plan.dueReviews).map(plain),
    };
  }
}
