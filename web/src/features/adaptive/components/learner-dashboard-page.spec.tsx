import { AdaptiveContentResponse, AdaptiveFeedback, LearnerProfile, type MeResponse, type MyCourse, MyCoursesResponse } from '@pathwise/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { aSession, aUser } from '../../../testing/identity-fixtures';
import { renderApp } from '../../../testing/render-app';
import { emptyReply, jsonReply, problemReply, stubApi, type Reply } from '../../../testing/stub-api';
import { aNewLearner, aProfile, aSkill, aSuggestion, someContent } from '../testing/adaptive-fixtures';

interface Replies {
  profile?: Reply | [Reply, ...Reply[]];
  content?: Reply;
  feedback?: Reply;
  courses?: Reply;
}

/** What feedback answers when a spec is not about it. */
const noFeedback: AdaptiveFeedback = { attemptId: 'attempt-1', courseId: 'course-fractions', feedback: 'Nothing went wrong.', wentWrong: [], nextStep: null };

/** The dashboard of a fresh learner named Ada, whose profile `profileFor` makes. */
function open(profileFor: (user: MeResponse) => LearnerProfile, replies: Replies = {}) {
  const user = aUser({ profile: { display_name: 'Ada', profile_picture_url: null } });
  const api = stubApi({
    [`GET /api/learners/${user.uid}/profile`]: replies.profile ?? jsonReply(LearnerProfile, profileFor(user)),
    [`POST /api/ai/adaptive/content/${user.uid}`]: replies.content ?? jsonReply(AdaptiveContentResponse, someContent()),
    [`POST /api/ai/adaptive/feedback/${user.uid}`]: replies.feedback ?? jsonReply(AdaptiveFeedback, noFeedback),
    'GET /api/me/courses': replies.courses ?? jsonReply(MyCoursesResponse, { courses: [] }),
  });
  const view = renderApp('/learner-dashboard', { session: aSession(user) });
  return { user, api, view };
}

const findRegion = async (name: string | RegExp) => within(await screen.findByRole('region', { name }));

describe('Learner dashboard', () => {
  beforeAll(async () => {
    await import('./learner-dashboard-page');
  });

  it('shows each skill’s legible level, and its why one keyboard-reachable button away', async () => {
    open((user) => aProfile(user.uid));
    expect(await screen.findByRole('heading', { level: 1, name: 'Your learning dashboard' })).toBeTruthy();
    const skills = await findRegion('Your skills');

    expect(skills.getByText('Proficient')).toBeTruthy();
    expect(skills.getByText('Attempted')).toBeTruthy();
    expect(skills.getByText('82% chance of getting the next one right')).toBeTruthy();
    const why = skills.getByRole('button', { name: 'Why Proficient?' });
    expect(why.getAttribute('aria-expanded')).toBe('false');
    expect(skills.queryByText(/above the 75% threshold/)).toBeNull();

    why.focus();
    expect(document.activeElement).toBe(why);
    fireEvent.click(why);

    expect(why.getAttribute('aria-expanded')).toBe('true');
    const panel = within(document.getElementById(why.getAttribute('aria-controls')!)!);
    expect(panel.getByText('Proficient: an 82% chance of success, above the 75% threshold, resting on 6 answers.')).toBeTruthy();
    expect(panel.getByText('5 of 6 answers right, confidence 70%.')).toBeTruthy();
    expect(panel.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Right on item-7: 70% → 82%',
      'Wrong on item-3: 75% → 70%',
    ]);
    fireEvent.click(skills.getByRole('button', { name: 'Hide why' }));
    expect(skills.queryByText(/above the 75% threshold/)).toBeNull();
  });

  it('names not-started and mastered skills, and the difficulty of each course under its title', async () => {
    open(
      (user) =>
        aProfile(user.uid, {
          skills: [aSkill({ skillName: 'Simplifying', level: 'not_started', attempts: 0 }), aSkill({ skillName: 'Ratios', level: 'mastered' })],
        }),
      { courses: jsonReply(MyCoursesResponse, { courses: [{ ...myCourse, courseId: 'course-fractions', title: 'Fractions from scratch' }] }) },
    );
    const skills = await findRegion('Your skills');
    expect(skills.getByText('Not started')).toBeTruthy();
    expect(skills.getByText('Mastered')).toBeTruthy();
    const difficulty = await findRegion('Difficulty by course');
    expect(await difficulty.findByText('Fractions from scratch')).toBeTruthy();
    expect(difficulty.getByText('Intermediate')).toBeTruthy();
  });

  it('asks for the next best lesson of the most recent course and lists the reviews that are due', async () => {
    const review = aSuggestion({ kind: 'review', lessonId: null, quizId: 'quiz-add', title: 'Adding fractions', reason: 'Due today by FSRS.', predictedSuccess: 0.93 });
    const { user, api } = open((user) => aProfile(user.uid), { content: jsonReply(AdaptiveContentResponse, someContent({ dueReviews: [review] })) });
    const next = await findRegion('Next up');
    const link = await next.findByRole('link', { name: 'Open Comparing fractions' });

    expect(link.getAttribute('href')).toBe('/courses/course-fractions/view?lesson=lesson-compare');
    expect(next.getByText('71% predicted success')).toBeTruthy();
    expect(next.getByRole('link', { name: 'Open Adding fractions' }).getAttribute('href')).toBe('/courses/course-fractions/view?quiz=quiz-add');
    expect(next.getByText('Due today by FSRS.')).toBeTruthy();
    expect(next.getByText('93% predicted success')).toBeTruthy();
    expect(api.to(`POST /api/ai/adaptive/content/${user.uid}`).map((request) => request.json)).toEqual([
      { topic: 'course-fractions', contentType: 'lesson' },
    ]);
  });

  it('meets a struggling learner gently, says why, and points to the weakest skills to review first', async () => {
    open((user) =>
      aProfile(user.uid, {
        stateOfMind: { state: 'struggling', reasons: ['3 wrong answers in a row on Comparing fractions'], since: null },
      }),
    );
    const mood = await findRegion('How it’s going');

    expect(mood.getByText('Let’s take it one step at a time, Ada. Finding this hard is part of learning.')).toBeTruthy();
    expect(mood.getByText('We read you as: Struggling')).toBeTruthy();
    expect(mood.getByText('3 wrong answers in a row on Comparing fractions')).toBeTruthy();
    expect(mood.getByText('Reviewing the prerequisites first often makes the next attempt click.')).toBeTruthy();
    expect(mood.getByText('Start your review with: Comparing fractions, Adding fractions')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).closest('.adaptive-page')?.getAttribute('data-tone')).toBe('struggling');
  });

  it('congratulates a celebrating learner, and offers no review hint', async () => {
    open((user) =>
      aProfile(user.uid, { stateOfMind: { state: 'celebrating', reasons: ['Mastered Adding fractions'], since: null } }),
    );
    const mood = await findRegion('How it’s going');

    expect(mood.getByText('Congratulations, Ada! You’ve earned this moment.')).toBeTruthy();
    expect(mood.getByText('Mastered Adding fractions')).toBeTruthy();
    expect(mood.queryByText(/Start your review with/)).toBeNull();
    expect(screen.getByRole('heading', { level: 1 }).closest('.adaptive-page')?.getAttribute('data-tone')).toBe('celebrating');
  });

  it('shows the formats the learner’s recent study went to, with the evidence and what it is not', async () => {
    const why = 'Most of your study time in the last 30 days went to videos (62%), ahead of reading (25%).';
    open((user) =>
      aProfile(user.uid, {
        learningStyle: 'visual',
        learning_style: 'visual',
        learningStyleReading: { style: 'visual', confidence: 0.46, why },
      }),
    );
    const style = await findRegion('How you’ve been studying');

    expect(style.getByText('Mostly watching: videos and images')).toBeTruthy();
    expect(style.getByText(why)).toBeTruthy();
    expect(style.getByText('How sure we are: 46%')).toBeTruthy();
    expect(style.getByText(/not a fixed way you learn/)).toBeTruthy();
    expect(style.getByText(/every format stays open to you/)).toBeTruthy();
  });

  it('says there is not enough activity yet to see a study pattern, with what is still needed and no confidence', async () => {
    open((user) => aProfile(user.uid));
    const style = await findRegion('How you’ve been studying');

    expect(style.getByText('Not enough activity yet to see a pattern')).toBeTruthy();
    expect(style.getByText(/^Not enough activity yet: 3 of 5 lessons or quizzes finished/)).toBeTruthy();
    expect(style.queryByText(/How sure we are/)).toBeNull();
  });

  it('speaks the learner’s language: levels, difficulty and tone in French', async () => {
    const user = aUser({ settings: { preferred_language: 'fr', receive_email_notifications: true }, profile: { display_name: 'Ada', profile_picture_url: null } });
    stubApi({
      [`GET /api/learners/${user.uid}/profile`]: jsonReply(LearnerProfile, aProfile(user.uid)),
      [`POST /api/ai/adaptive/content/${user.uid}`]: jsonReply(AdaptiveContentResponse, someContent()),
      'GET /api/me/courses': jsonReply(MyCoursesResponse, { courses: [] }),
    });
    renderApp('/learner-dashboard', { session: aSession(user) });

    expect(await screen.findByRole('heading', { level: 1, name: 'Votre tableau de bord d’apprentissage' })).toBeTruthy();
    const skills = await findRegion('Vos compétences');
    expect(skills.getByText('Compétent')).toBeTruthy();
    expect(skills.getByRole('button', { name: 'Pourquoi Compétent ?' })).toBeTruthy();
    expect((await findRegion('Difficulté par cours')).getByText('Intermédiaire')).toBeTruthy();
    expect((await findRegion('Où vous en êtes')).getByText('Vous êtes lancé, Ada. Continuez.')).toBeTruthy();
    expect((await findRegion('Votre façon d’étudier ces derniers temps')).getByText('Pas encore assez d’activité pour dégager une tendance')).toBeTruthy();
  });

  it('says there are no attempts yet to a learner who has done nothing, with a way to start', async () => {
    open((user) => aNewLearner(user.uid));
    expect(await screen.findByRole('heading', { level: 2, name: 'No attempts yet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to my courses' }).getAttribute('href')).toBe('/my-courses');
    expect(screen.queryByRole('region', { name: 'Your skills' })).toBeNull();
  });

  it('says the profile could not be refreshed, with the status text, and recovers on retry', async () => {
    open((user) => aProfile(user.uid), {
      profile: [
        emptyReply(500, 'Internal Server Error'),
        jsonReply(LearnerProfile, aProfile('someone')),
      ],
    });
    const alert = within(await screen.findByRole('alert'));
    expect(alert.getByText('Failed to refresh learning profile')).toBeTruthy();
    expect(alert.getByText('500 Internal Server Error')).toBeTruthy();

    fireEvent.click(alert.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('region', { name: 'Your skills' })).toBeTruthy();
  });

  it('words a failed content request as the spec does: “Personalized content request failed” with the status text', async () => {
    open((user) => aProfile(user.uid), { content: emptyReply(503, 'Service Unavailable') });
    const next = await findRegion('Next up');
    expect(await next.findByText('Personalized content request failed: 503 Service Unavailable')).toBeTruthy();
  });

  it('gives feedback on the last attempt in a course on request, and words its failure as the spec does', async () => {
    const feedback = {
      attemptId: 'attempt-9',
      courseId: 'course-fractions',
      feedback: 'You added the denominators. Find a common denominator first, then add the numerators.',
      wentWrong: [{ itemId: 'item-3', skillIds: ['skill-add'], explanation: '1/2 + 1/3 is not 2/5.' }],
      nextStep: aSuggestion({ title: 'Common denominators' }),
    };
    const { user, api } = open((user) => aProfile(user.uid), {
      feedback: jsonReply(AdaptiveFeedback, feedback),
    });
    const difficulty = await findRegion('Difficulty by course');
    fireEvent.click(difficulty.getByRole('button', { name: 'Feedback on my last attempt in course-fractions' }));

    expect(await difficulty.findByText(feedback.feedback)).toBeTruthy();
    expect(difficulty.getByText('1/2 + 1/3 is not 2/5.')).toBeTruthy();
    expect(difficulty.getByText('Next step: Common denominators')).toBeTruthy();
    expect(api.to(`POST /api/ai/adaptive/feedback/${user.uid}`).map((request) => request.json)).toEqual([{ courseId: 'course-fractions' }]);
  });

  it('says “Failed to get adaptive feedback” with the request’s own words when feedback fails', async () => {
    open((user) => aProfile(user.uid), {
      feedback: problemReply(
        { type: 'about:blank', title: 'Internal Server Error', status: 500, detail: 'The model is warming up', traceId: 't-1' },
        'Internal Server Error',
      ),
    });
    const difficulty = await findRegion('Difficulty by course');
    fireEvent.click(difficulty.getByRole('button', { name: /Feedback on my last attempt/ }));

    const alert = within(await difficulty.findByRole('alert'));
    expect(alert.getByText('Failed to get adaptive feedback')).toBeTruthy();
    expect(alert.getByText('Adaptive feedback request failed: 500 Internal Server Error. The model is warming up')).toBeTruthy();
  });
});

const myCourse: MyCourse = {
  courseId: 'course-x',
  title: 'X',
  subtitle: '',
  coverImageUrl: null,
  language: 'en',
  level: 'beginner',
  priceCents: 0,
  currency: 'USD',
  tags: [],
  creatorId: 'creator-1',
  creatorName: null,
  lessonCount: 3,
  estimatedMinutes: 30,
  enrolmentCount: 1,
  rating: { average: null, count: 0 },
  publishedAt: '2026-01-01T00:00:00.000Z',
  enrolledAt: '2026-02-01T00:00:00.000Z',
  lessonsCompleted: 1,
  progressPercent: 33,
  lastActivityAt: null,
  completedAt: null,
};
