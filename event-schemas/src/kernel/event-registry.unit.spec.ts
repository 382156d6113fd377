import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineEvent, defineUpcaster } from './define-event.js';
import { EventRegistry } from './event-registry.js';
import { pathwiseEvents } from '../index.js';
import { parseStreamId, streamId } from './stream-id.js';

const V1 = z.object({ name: z.string() });
const V2 = z.object({ firstName: z.string(), lastName: z.string() });

const Renamed = defineEvent({
  type: 'PersonRenamed',
  schemaVersion: 3,
  schema: z.object({ firstName: z.string(), lastName: z.string(), nickname: z.string().nullable() }),
  upcasters: [
    defineUpcaster({
      fromVersion: 1,
      from: V1,
      upcast: ({ name }) => {
        const [firstName = '', ...rest] = name.split(' ');
        return { firstName, lastName: rest.join(' ') };
      },
    }),
    defineUpcaster({ fromVersion: 2, from: V2, upcast: (v2) => ({ ...v2, nickname: null }) }),
  ],
});

describe('event registry', () => {
  const registry = new EventRegistry([Renamed]);

  it('upcasts step by step from any stored version to the current shape', () => {
    expect(registry.upcast(Renamed, 1, { name: 'Ada King Lovelace' })).toEqual({
      firstName: 'Ada',
      lastName: 'King Lovelace',
      nickname: null,
    });
    expect(registry.upcast(Renamed, 2, { firstName: 'Alan', lastName: 'Turing' })).toEqual({
      firstName: 'Alan',
      lastName: 'Turing',
      nickname: null,
    });
    const current = { firstName: 'Grace', lastName: 'Hopper', nickname: 'Amazing Grace' };
    expect(registry.upcast(Renamed, 3, current)).toBe(current);
  });

  it('checks stored data against the frozen old shape before upcasting it', () => {
    expect(() => registry.upcast(Renamed, 1, { fullName: 'wrong' })).toThrow();
  });

  it('validates against the current schema and names the failing path', () => {
    expect(registry.validate(Renamed, { firstName: 'A', lastName: 7, nickname: null })).toEqual({
      ok: false,
      issues: [{ path: 'lastName', message: expect.any(String) }],
    });
  });

  it('refuses a definition whose upcasters do not cover every older version', () => {
    expect(() => defineEvent({ type: 'Gappy', schemaVersion: 3, schema: V2, upcasters: [defineUpcaster({ fromVersion: 2, from: V1, upcast: (v) => v })] })).toThrow(
      /upcasters must cover versions 1..2/,
    );
    expect(() => defineEvent({ type: 'Short', schemaVersion: 2, schema: V2 })).toThrow(/needs 1 upcasters, got 0/);
  });

  it('refuses to register one type twice', () => {
    expect(() => new EventRegistry([Renamed, Renamed])).toThrow(/registered twice: PersonRenamed/);
  });

  it('registers every Pathwise event type at its current version', () => {
    expect(pathwiseEvents.types.sort()).toEqual([
      'AccountEmailClaimed',
      'AccountRegistered',
      'AchievementProgressed',
      'AchievementUnlocked',
      'AdaptiveFeedbackGiven',
      'AiCreditsGranted',
      'AiCreditsGrantedByAdmin',
      'AiCreditsRefunded',
      'AiCreditsSpent',
      'AiDraftAccepted',
      'AiDraftReviewed',
      'AnswerKeyCorrected',
      'CalibrationCompleted',
      'CertificateCriteriaSet',
      'CertificateHolderNameVisibilityChanged',
      'CertificateIssued',
      'CertificateRevoked',
      'CertificateStatusIndexAssigned',
      'CoAuthorAdded',
      'CoAuthorInvitationAccepted',
      'CoAuthorInvited',
      'CoAuthorRemoved',
      'ConnectedAccountCreated',
      'ConnectedAccountUpdated',
      'CouponCreated',
      'CouponDisabled',
      'CouponRedeemed',
      'CouponRedemptionReleased',
      'CouponRedemptionReserved',
      'CourseArchived',
      'CourseCompleted',
      'CourseDetailsEdited',
      'CourseDrafted',
      'CourseLeaderboardSwitched',
      'CoursePublished',
      'CourseRated',
      'CourseRatingWithdrawn',
      'CourseReturnedToDraft',
      'CourseReviewReplied',
      'CourseReviewReplyEdited',
      'CourseVersionRestored',
      'DifficultyAdjusted',
      'EarlyAdopterCounted',
      'EnrolmentEnded',
      'ExternalIdentityClaimed',
      'ExternalIdentityLinked',
      'ForumAnswerMarked',
      'ForumPostDeleted',
      'ForumPostEdited',
      'ForumReplyPosted',
      'ForumThreadFollowed',
      'ForumThreadLocked',
      'ForumThreadPinned',
      'ForumThreadStarted',
      'ForumThreadUnfollowed',
      'ForumThreadUnlocked',
      'ForumThreadUnpinned',
      'LeadSubmitted',
      'LeaderboardParticipationChanged',
      'LearnerEnrolled',
      'LearningEventRecorded',
      'LessonAdded',
      'LessonDocumentCompacted',
      'LessonDocumentUpdated',
      'LessonEdited',
      'LessonNarrated',
      'LessonRemoved',
      'LevelReached',
      'MaterialAttached',
      'MaterialDeleted',
      'MaterialDetached',
      'MaterialUploaded',
      'ModuleAdded',
      'ModuleRemoved',
      'ModuleRenamed',
      'NarrationSettingsChosen',
      'NotificationDigestSent',
      'NotificationRaised',
      'NotificationRead',
      'NpsResponseGiven',
      'NpsSurveyDismissed',
      'OrderDeclined',
      'OrderPaid',
      'OrderPlaced',
      'OrderRefunded',
      'PayoutAccountConnected',
      'PayoutPaid',
      'PlacementItemAnswered',
      'PlacementTestCompleted',
      'PlacementTestStarted',
      'PlanCancellationScheduled',
      'PlanChangeScheduled',
      'PlanCheckoutStarted',
      'PlanInvoiceIssued',
      'PlanPaymentMethodChanged',
      'PlanRenewalFailed',
      'PlanSubscriptionEnded',
      'PlanSubscriptionRenewed',
      'PlanSubscriptionResumed',
      'PlanSubscriptionStarted',
      'PlanUpgraded',
      'PracticeAnswered',
      'ProfileChanged',
      'ProfilePictureChanged',
      'QuizAdded',
      'QuizAttemptGraded',
      'QuizAttemptRegraded',
      'QuizEdited',
      'QuizRemoved',
      'ReceiptMailed',
      'RewardClaimed',
      'RewardGranted',
      'RoleChanged',
      'SessionRevoked',
      'SettingsChanged',
      'SignInCodeRejected',
      'SignInFailed',
      'SignedIn',
      'SignedOut',
      'SkillDefined',
      'SkillMasteryUpdated',
      'SkillRemoved',
      'SkillReviewScheduled',
      'StreakUpdated',
      'SubscriptionTierChanged',
      'TrialEnded',
      'TrialEndingReminded',
      'TrialStarted',
      'WhiteLabelSettingsChanged',
      'XpAwarded',
    ]);
  });
});

describe('course events', () => {
  it('upcast a version 1 CourseDrafted, stored before subtitles and covers, with an empty subtitle and no cover', () => {
    const drafted = pathwiseEvents.definition('CourseDrafted')!;
    const v1 = {
      courseId: 'c1',
      creatorId: 'u1',
      title: 'Fractions',
      description: '',
      language: 'en',
      level: 'beginner',
      priceCents: 0,
      currency: 'USD',
      tags: [],
    };
    const upcast = pathwiseEvents.upcast(drafted, 1, v1);
    expect(upcast).toEqual({ ...v1, subtitle: '', coverImageUrl: null });
    expect(pathwiseEvents.validate(drafted, upcast)).toMatchObject({ ok: true });
  });
});

describe('certificate events', () => {
  it('still accept what was recorded before names and replacements were kept, and keep the name a credential is signed with as personal data', () => {
    const named = pathwiseEvents.definition('CertificateHolderNameVisibilityChanged')!;
    expect(pathwiseEvents.validate(named, { certificateId: 'c1', learnerId: 'u1', showName: true, reissuedAt: '2026-11-22T08:00:00.000Z' })).toMatchObject({ ok: true });
    expect(named.personalData).toEqual({ subjectField: 'learnerId', fields: ['holderName'] });
    const revoked = pathwiseEvents.definition('CertificateRevoked')!;
    const byAdmin = { certificateId: 'c1', learnerId: 'u1', courseId: 'k1', revokedBy: 'a1', revokedAs: 'admin', reason: 'other', note: null, revokedAt: '2026-11-22T08:00:00.000Z' };
    expect(pathwiseEvents.validate(revoked, byAdmin)).toMatchObject({ ok: true });
  });
});

describe('stream ids', () => {
  it('name a stream <category>-<id> and read it back', () => {
    expect(streamId('learner', '8c1f-42')).toBe('learner-8c1f-42');
    expect(parseStreamId('learner-8c1f-42')).toEqual({ category: 'learner', id: '8c1f-42' });
    expect(() => streamId('course', '')).toThrow();
  });
});
