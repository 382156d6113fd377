import { randomBytes } from 'node:crypto';
import {
  certificateCriteriaStreamId,
  certificateStreamId,
  masteryStreamId,
  streamId,
  type MasteryLevel,
  type PathwiseEvent,
} from '@pathwise/event-schemas';
import type { Reactor, ReactorContext, ReactorEffect } from '@pathwise/event-store';
import { foldState } from '../../kernel/decider.js';
import { quizAttemptsStreamId } from '../assessment/index.js';
import { foldCourse } from '../courses/index.js';
import { foldAccount } from '../identity/index.js';
import { certificateCriteriaDecider, type CertificateCriteriaEvent } from './certificate-criteria.decider.js';
import { certificateIdFor, criteriaNarrative, meetsCertificateCriteria, reachesLevel, type CertificateProgress } from './certificate-criteria.rules.js';
import { hashedEmailIdentity } from './open-badge-credential.js';
import { nextStatusIndex } from './status-list-allocation.js';

type Context = ReactorContext<PathwiseEvent>;

const LAST_VERSION = 2_147_483_647;

/**
 * When a learner completes a lesson, a quiz is graded or regraded, or the adaptive engine moves one of their skills,
 * and so they now meet the course's certificate criteria (as they stand at that moment), the certificate is issued:
 * CertificateIssued in the certificate's own stream, its id derived from learner and course and appended expecting no
 * stream, so a replay or any later step issues nothing more; and, in the same transaction, the status list's next
 * index. Criteria changed later never touch a certificate already issued.
 */
export const certificateIssuanceReactor: Reactor<PathwiseEvent> = {
  name: 'certificate-issuance',
  eventTypes: ['LearningEventRecorded', 'QuizAttemptGraded', 'QuizAttemptRegraded', 'SkillMasteryUpdated'],
  async react(event, context) {
    const step = progressStep(event);
    if (!step) return [];
    const issued = await issuanceFor(context, step.learnerId, step.courseId, new Date(event.recordedAt));
    return issued ?? [];
  },
};

function progressStep(event: PathwiseEvent): { learnerId: string; courseId: string } | null {
  switch (event.type) {
    case 'LearningEventRecorded':
      return event.data.eventType === 'lesson_complete' && !event.data.preview ? event.data : null;
    case 'QuizAttemptGraded':
      return event.data.preview ? null : event.data;
    case 'QuizAttemptRegraded':
    case 'SkillMasteryUpdated':
      return event.data;
    default:
      return null;
  }
}

/** The effects that issue the learner's certificate of the course, or null when there is none to issue. */
export async function issuanceFor(context: Context, learnerId: string, courseId: string, issuedAt: Date): Promise<ReactorEffect<PathwiseEvent>[] | null> {
  const certificateId = certificateIdFor(learnerId, courseId);
  const certificate = certificateStreamId(certificateId);
  if ((await context.readStream(certificate, { fromVersion: LAST_VERSION })).currentVersion > 0) return null;
  const criteriaEvents = (await context.readStream(certificateCriteriaStreamId(courseId))).events as unknown as CertificateCriteriaEvent[];
  const { criteria } = foldState(certificateCriteriaDecider, courseId, criteriaEvents);
  if (!criteria.enabled) return null;
  const courseEvents = (await context.readStream(streamId('course', courseId))).events;
  const publishedVersion = foldCourse(courseEvents)?.publishedVersion ?? null;
  const published = publishedVersion === null ? null : foldCourse(courseEvents, publishedVersion);
  if (!published || publishedVersion === null) return null;
  const lessonIds = published.modules.flatMap((module) => module.lessons.map((lesson) => lesson.lessonId));
  const quizIds = published.modules.flatMap((module) => module.quizzes.map((quiz) => quiz.quizId));
  const course = { lessonIds, quizIds };
  const progress = await progressOf(context, learnerId, courseId, quizIds, criteria.minimumQuizScorePercent !== null);
  if (!meetsCertificateCriteria(criteria, course, progress)) return null;

  const account = foldAccount(learnerId, (await context.readStream(streamId('account', learnerId))).events);
  const salt = randomBytes(16).toString('hex');
  const identity = account.email ? hashedEmailIdentity(account.email, salt) : null;
  const skillNames = new Map(published.skills.map((skill) => [skill.skillId, skill.name]));
  const skills = published.skills
    .map((skill) => ({ skillId: skill.skillId, name: skill.name, level: progress.skillLevels.get(skill.skillId) ?? ('not_started' as MasteryLevel) }))
    .filter((skill) => reachesLevel(skill.level, 'familiar'));
  const { statusListId, statusListIndex, effect: statusIndexAssigned } = await nextStatusIndex(context, certificateId);
  return [
    {
      streamId: certificate,
      expectedVersion: 'no_stream',
      events: [
        {
          type: 'CertificateIssued',
          data: {
            certificateId,
            learnerId,
            courseId,
            courseVersion: publishedVersion,
            courseTitle: published.details.title,
            courseDescription: published.details.description.slice(0, 5_000),
            criteriaNarrative: criteriaNarrative(criteria, course, skillNames),
            skills,
            statusListId,
            statusListIndex,
            issuedAt: issuedAt.toISOString(),
            recipientIdentityHash: identity?.identityHash ?? null,
            recipientSalt: identity ? salt : null,
          },
        },
      ],
    },
    statusIndexAssigned,
  ];
}

/** Where the learner stands in the course: lessons completed, best score per quiz (when quizzes count), skill levels. */
async function progressOf(context: Context, learnerId: string, courseId: string, quizIds: readonly string[], quizzesCount: boolean): Promise<CertificateProgress> {
  const completedLessonIds = new Set<string>();
  for (const event of (await context.readStream(streamId('learner', learnerId))).events) {
    if (event.type !== 'LearningEventRecorded' || event.data.preview || event.data.courseId !== courseId) continue;
    if (event.data.eventType === 'lesson_complete' && event.data.lessonId !== null) completedLessonIds.add(event.data.lessonId);
  }
  const bestQuizScores = new Map<string, number>();
  if (quizzesCount) {
    for (const quizId of quizIds) {
      const scoreByAttempt = new Map<string, number>();
      for (const event of (await context.readStream(quizAttemptsStreamId(courseId, quizId))).events) {
        if (event.type === 'QuizAttemptGraded' && event.data.learnerId === learnerId && !event.data.preview) scoreByAttempt.set(event.data.attemptId, event.data.score);
        if (event.type === 'QuizAttemptRegraded' && scoreByAttempt.has(event.data.attemptId)) scoreByAttempt.set(event.data.attemptId, event.data.score);
      }
      if (scoreByAttempt.size > 0) bestQuizScores.set(quizId, Math.max(...scoreByAttempt.values()));
    }
  }
  const skillLevels = new Map<string, MasteryLevel>();
  for (const event of (await context.readStream(masteryStreamId(learnerId))).events) {
    if (event.type !== 'SkillMasteryUpdated' || event.data.courseId !== courseId) continue;
    for (const skill of event.data.skills) skillLevels.set(skill.skillId, skill.level);
  }
  return { completedLessonIds, bestQuizScores, skillLevels };
}
