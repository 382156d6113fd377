// Learners recording learning events: POST /api/learning/events under a ramping number of virtual users.
//
// Needs published courses with lessons at BASE_URL (npm run seed).
//   k6 run -e BASE_URL=http://127.0.0.1:3000 -e PATHWISE_TOKENS="$(npm run -s tokens -- --count 50)" \
//     k6/scenarios/learning-events.js
//
// Each virtual user is one learner (one userId:token pair from PATHWISE_TOKENS, reused round-robin when there are
// more users than tokens). A learner may only record its own events, so userId is always the token's user.
import http from 'k6/http';
import { check, sleep } from 'k6';
import { uuidv4 } from 'https://jslib.k6.io/k6-utils/1.4.0/index.js';
import { parseTokens } from '../lib/tokens.js';

const BASE_URL = (__ENV.BASE_URL || 'http://127.0.0.1:3000').replace(/\/+$/, '');
const PEAK_VUS = Number(__ENV.PEAK_VUS || 50);

const learners = parseTokens('PATHWISE_TOKENS', __ENV.PATHWISE_TOKENS);

export const options = {
  scenarios: {
    learners: {
      executor: 'ramping-vus',
      startVUs: 0,
      stages: [
        { duration: __ENV.RAMP_UP || '30s', target: PEAK_VUS },
        { duration: __ENV.HOLD || '1m', target: PEAK_VUS },
        { duration: __ENV.RAMP_DOWN || '15s', target: 0 },
      ],
      gracefulRampDown: '10s',
    },
  },
  thresholds: {
    http_req_failed: ['rate<0.01'],
    http_req_duration: ['p(95)<200'],
    checks: ['rate>0.99'],
  },
};

// Learning events are accepted only for real courses and their lessons, from enrolled learners: take the free courses
// of the public catalogue and enrol every learner in them (enrolling again is a harmless retry).
export function setup() {
  const catalogue = http.get(`${BASE_URL}/api/courses?pageSize=10&price=free`).json();
  const courses = catalogue.items
    .map((card) => http.get(`${BASE_URL}/api/courses/${card.courseId}`).json())
    .map((detail) => ({ courseId: detail.course.courseId, lessonIds: detail.outline.flatMap((module) => module.lessons.map((lesson) => lesson.lessonId)) }))
    .filter((course) => course.lessonIds.length > 0);
  if (courses.length === 0) throw new Error('No free published course with lessons at BASE_URL: run `npm run seed` first');
  for (const learner of learners) {
    for (const course of courses) {
      const enrolled = http.post(`${BASE_URL}/api/courses/${course.courseId}/enrol`, null, { headers: { Authorization: `Bearer ${learner.token}` } });
      if (enrolled.status >= 300) throw new Error(`Could not enrol ${learner.userId} in ${course.courseId}: ${enrolled.status}`);
    }
  }
  return { courses };
}
const devices = ['desktop', 'mobile'];
// A lesson as a learner goes through it: open it, then finish it. Quiz attempts are graded by
// POST /api/courses/{courseId}/quizzes/{quizId}/attempts, not recorded here.
const lessonSteps = ['lesson_start', 'lesson_complete'];

function pick(list) {
  return list[Math.floor(Math.random() * list.length)];
}

export default function ({ courses }) {
  const learner = learners[(__VU - 1) % learners.length];
  const eventType = lessonSteps[__ITER % lessonSteps.length];
  const course = pick(courses);
  const payload = {
    eventId: uuidv4(), // fresh per request: a reused id is an idempotent retry that records nothing
    eventType,
    userId: learner.userId,
    courseId: course.courseId,
    lessonId: pick(course.lessonIds),
    timeSpent: eventType === 'lesson_start' ? 0 : 20 + Math.floor(Math.random() * 600), // seconds
    deviceType: pick(devices),
    engagementIndicators: { focusLosses: Math.floor(Math.random() * 4), scrollDepth: Math.round(Math.random() * 100) / 100 },
  };

  const response = http.post(`${BASE_URL}/api/learning/events`, JSON.stringify(payload), {
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${learner.token}` },
    tags: { name: 'POST /api/learning/events' },
  });
  check(response, {
    'recorded (201)': (r) => r.status === 201,
  });
  sleep(Number(__ENV.THINK_TIME || 0.5) * Math.random());
}
