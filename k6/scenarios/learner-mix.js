// The learner mix: what learners do on the platform, in proportion: browse the catalogue, open a course page, study
// in the player, record learning events, take quizzes and look at the leaderboard, each at its own arrival rate.
// For a real deployment; `npm run load` gives figures measured on one machine.
//
//   export PATHWISE_TOKENS="$(npm run -s tokens -- --count 50)"
//   k6 run -e BASE_URL=http://127.0.0.1:3000 -e PATHWISE_TOKENS="$PATHWISE_TOKENS" k6/scenarios/learner-mix.js
//
// Needs free published courses with lessons and quizzes (the demo world, or `npm run seed`); every learner is
// enrolled in them during setup (enrolling again is a harmless retry).
import http from 'k6/http';
import { check, sleep } from 'k6';
import { uuidv4 } from 'https://jslib.k6.io/k6-utils/1.4.0/index.js';
import { bearer, parseTokens, tokenOfVirtualUser } from '../lib/tokens.js';

const BASE_URL = (__ENV.BASE_URL || 'http://127.0.0.1:3000').replace(/\/+$/, '');
const RATE = Number(__ENV.RATE || 100);
const learners = parseTokens('PATHWISE_TOKENS', __ENV.PATHWISE_TOKENS);

// Iterations started per second, split as learners spend them; each scenario runs its own function.
const share = { catalogue: 0.2, coursePage: 0.15, player: 0.2, learningEvent: 0.3, quizAttempt: 0.05, leaderboard: 0.1 };
const arrivals = (name) => ({
  executor: 'constant-arrival-rate',
  exec: name,
  rate: Math.max(1, Math.round(RATE * share[name])),
  timeUnit: '1s',
  duration: __ENV.DURATION || '1m',
  preAllocatedVUs: Math.max(5, Math.round(RATE * share[name])),
  maxVUs: Math.max(20, Math.round(RATE * share[name] * 4)),
});

export const options = {
  scenarios: Object.fromEntries(Object.keys(share).map((name) => [name, arrivals(name)])),
  thresholds: {
    http_req_failed: ['rate<0.01'],
    'http_req_duration{scenario:catalogue}': ['p(95)<200'],
    'http_req_duration{scenario:coursePage}': ['p(95)<200'],
    'http_req_duration{scenario:player}': ['p(95)<300'],
    'http_req_duration{scenario:learningEvent}': ['p(95)<200'],
    'http_req_duration{scenario:quizAttempt}': ['p(95)<400'],
    'http_req_duration{scenario:leaderboard}': ['p(95)<200'],
    checks: ['rate>0.99'],
  },
};

export function setup() {
  const catalogue = http.get(`${BASE_URL}/api/courses?pageSize=10&price=free`).json();
  const courses = [];
  for (const card of catalogue.items) {
    for (const learner of learners) {
      const enrolled = http.post(`${BASE_URL}/api/courses/${card.courseId}/enrol`, null, { headers: bearer(learner) });
      if (enrolled.status >= 300) throw new Error(`Could not enrol ${learner.userId} in ${card.courseId}: ${enrolled.status}`);
    }
    const player = http.get(`${BASE_URL}/api/courses/${card.courseId}/learn`, { headers: bearer(learners[0]) }).json();
    const lessonIds = player.modules.flatMap((module) => module.lessons.map((lesson) => lesson.lessonId));
    const quizzes = player.modules.flatMap((module) => module.quizzes.map((quiz) => ({ quizId: quiz.quizId, items: quiz.items })));
    if (lessonIds.length > 0) courses.push({ courseId: card.courseId, lessonIds, quizzes });
  }
  if (courses.length === 0) throw new Error('No free published course with lessons at BASE_URL: run `npm run seed` first');
  return { courses };
}

const pick = (list) => list[Math.floor(Math.random() * list.length)];
const learner = () => tokenOfVirtualUser(learners, __VU);
const think = () => sleep(Number(__ENV.THINK_TIME || 0) * Math.random());

export function catalogue() {
  const response = http.get(`${BASE_URL}/api/courses?pageSize=12`, { tags: { name: 'GET /api/courses' } });
  check(response, { 'catalogue (200)': (r) => r.status === 200 });
  think();
}

export function coursePage({ courses }) {
  const response = http.get(`${BASE_URL}/api/courses/${pick(courses).courseId}`, { headers: bearer(learner()), tags: { name: 'GET /api/courses/{courseId}' } });
  check(response, { 'course page (200)': (r) => r.status === 200 });
  think();
}

export function player({ courses }) {
  const response = http.get(`${BASE_URL}/api/courses/${pick(courses).courseId}/learn`, { headers: bearer(learner()), tags: { name: 'GET /api/courses/{courseId}/learn' } });
  check(response, { 'player (200)': (r) => r.status === 200 });
  think();
}

export function learningEvent({ courses }) {
  const course = pick(courses);
  const eventType = pick(['lesson_start', 'lesson_complete']);
  const payload = {
    eventId: uuidv4(),
    eventType,
    userId: learner().userId,
    courseId: course.courseId,
    lessonId: pick(course.lessonIds),
    timeSpent: eventType === 'lesson_start' ? 0 : 20 + Math.floor(Math.random() * 600),
    deviceType: pick(['desktop', 'mobile']),
    engagementIndicators: { focusLosses: Math.floor(Math.random() * 4), scrollDepth: Math.round(Math.random() * 100) / 100 },
  };
  const response = http.post(`${BASE_URL}/api/learning/events`, JSON.stringify(payload), {
    headers: { 'Content-Type': 'application/json', ...bearer(learner()) },
    tags: { name: 'POST /api/learning/events' },
  });
  check(response, { 'learning event (201)': (r) => r.status === 201 });
  think();
}

export function quizAttempt({ courses }) {
  const withQuizzes = courses.filter((each) => each.quizzes.length > 0);
  if (withQuizzes.length === 0) return;
  const course = pick(withQuizzes);
  const quiz = pick(course.quizzes);
  const answers = quiz.items.map((item) => ({
    itemId: item.itemId,
    optionIds: item.options && item.options.length > 0 ? [pick(item.options).optionId] : [],
    text: item.options && item.options.length > 0 ? null : 'an answer',
  }));
  const body = { attemptId: uuidv4(), answers, timeSpent: 30 + Math.floor(Math.random() * 300), deviceType: pick(['desktop', 'mobile']) };
  const response = http.post(`${BASE_URL}/api/courses/${course.courseId}/quizzes/${quiz.quizId}/attempts`, JSON.stringify(body), {
    headers: { 'Content-Type': 'application/json', ...bearer(learner()) },
    tags: { name: 'POST /api/courses/{courseId}/quizzes/{quizId}/attempts' },
  });
  check(response, { 'quiz graded (201)': (r) => r.status === 201 });
  think();
}

export function leaderboard({ courses }) {
  const board = Math.random() < 0.5 ? 'board=global' : `board=course&courseId=${pick(courses).courseId}`;
  const response = http.get(`${BASE_URL}/api/gamification/leaderboard?${board}`, { headers: bearer(learner()), tags: { name: 'GET /api/gamification/leaderboard' } });
  check(response, { 'leaderboard (200)': (r) => r.status === 200 });
  think();
}
