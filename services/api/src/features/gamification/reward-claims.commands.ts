import type { PathwiseEvent } from '@pathwise/event-schemas';
import { deterministicEventId, type EventStore } from '@pathwise/event-store';
import { findReward } from '@pathwise/projections';
import type { Executor } from '@pathwise/event-store';
import { ConflictError, HttpError } from '../../http/http-errors.js';
import { foldState } from '../../kernel/decider.js';
import { gamificationDecider } from './gamification.decider.js';
import { statsStreamId, type GamificationState } from './gamification.state.js';

const idField = (detail: string) => [{ pointer: '#/params/id', detail }];

/** Reads a learner's gamification from their stats stream: the record itself, never behind. */
export async function loadGamification(store: EventStore<PathwiseEvent>, learnerId: string): Promise<GamificationState> {
  const { events } = await store.readStream(statsStreamId(learnerId));
  return foldState(gamificationDecider, learnerId, events);
}

/**
 * Claims a reward for its owner, once. The claim's event id follows from the reward, so two claims racing each other
 * store one event and the second is told it was already claimed.
 */
export async function claimReward(
  deps: { store: EventStore<PathwiseEvent>; db: Executor },
  learnerId: string,
  rewardId: string,
  requestId: string,
): Promise<GamificationState> {
  const state = await loadGamification(deps.store, learnerId);
  const reward = state.rewards.get(rewardId);
  if (!reward) {
    const elsewhere = await findReward(deps.db, rewardId);
    if (elsewhere) throw new HttpError(403, 'Access Denied', `Reward ${rewardId} belongs to another learner.`, idField('This reward is not yours to claim'));
    throw new HttpError(404, 'Not Found', `There is no reward ${rewardId}.`, idField('No reward has this id'));
  }
  const alreadyClaimed = () => new ConflictError(`Reward ${rewardId} has already been claimed.`, idField('This reward has already been claimed'));
  if (reward.claimed) throw alreadyClaimed();
  const result = await deps.store.append(
    statsStreamId(learnerId),
    [{ id: deterministicEventId('gamification-reward-claim', rewardId), type: 'RewardClaimed', data: { rewardId, learnerId } }],
    { expectedVersion: 'any', metadata: { correlationId: requestId, causationId: requestId, actor: { kind: 'user', id: learnerId } } },
  );
  if (result.idempotentReplay) throw alreadyClaimed();
  return loadGamification(deps.store, learnerId);
}
