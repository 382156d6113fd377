import type { AdaptiveResponsePush, StateOfMind } from '@pathwise/contracts';
import type { PathwiseEvent } from '@pathwise/event-schemas';
import type { EventStore } from '@pathwise/event-store';
import { HttpError } from '../../http/http-errors.js';
import type { AdaptiveContent } from './adaptive-content.queries.js';
import { learnerProfileAt } from './learner-timeline.queries.js';
import { readStateOfMind } from './state-of-mind.rules.js';
import { emptyLearnerProfileState } from '@pathwise/projections';

/** The tone the client takes in each state of mind: cheer, stay out of the way, help, or guide. */
const openings: Readonly<Record<StateOfMind, string>> = {
  celebrating: 'Well done!',
  focused: 'Keep going.',
  struggling: "This one is tough; let's take a step back.",
  exploring: 'Here is a good place to pick up.',
};

/**
 * The answer to a learning_event sent with requires_response: the state of mind read from the learner's log right
 * after the event (folded from the log, so it already includes it) and the next best step in the event's course.
 */
export async function adaptiveResponseTo(
  deps: { store: EventStore<PathwiseEvent>; content: AdaptiveContent; clock: () => Date },
  event: { eventId: string; learnerId: string; courseId: string },
): Promise<AdaptiveResponsePush> {
  const now = deps.clock();
  const state = (await learnerProfileAt(deps.store, event.learnerId, now)) ?? emptyLearnerProfileState(event.learnerId);
  const mind = readStateOfMind(state, now);
  const plan = await deps.content.suggest(event.learnerId, { topic: event.courseId, contentType: mind.state === 'struggling' ? 'review' : 'lesson' }).catch((error: unknown) => {
    // Nothing to suggest in a course the learner does not study yet is an answer, not a failure.
    if (error instanceof HttpError && error.status === 404) return null;
    throw error;
  });
  const next = plan?.content ?? null;
  const message = [openings[mind.state], mind.reasons[0], next ? `Next: ${next.title}.` : null].filter(Boolean).join(' ');
  return { event_id: event.eventId, state_of_mind: mind.state, message, next };
}
