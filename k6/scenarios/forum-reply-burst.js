// A burst of replies to one forum thread, as after a creator's announcement: every reply notifies every follower, so
// this loads the forum's writes, its read model, the reply-notification reactor and the inbox at once.
//
//   export PATHWISE_TOKENS="$(npm run -s tokens -- --count 20 --role admin --allow-admin)"
//   k6 run -e BASE_URL=http://127.0.0.1:3000 -e COURSE_ID=<a course id> k6/scenarios/forum-reply-burst.js
//
// Admin tokens, because only a course's staff, its enrolled learners and admins take part in its forum and the token
// tool enrols nobody. Each virtual user follows the thread, so each reply raises a notification for the others.
import http from 'k6/http';
import { check, sleep } from 'k6';
import { uuidv4 } from 'https://jslib.k6.io/k6-utils/1.4.0/index.js';

const BASE_URL = (__ENV.BASE_URL || 'http://127.0.0.1:3000').replace(/\/+$/, '');
const COURSE_ID = __ENV.COURSE_ID;
const PEAK_VUS = Number(__ENV.PEAK_VUS || 20);

if (!COURSE_ID) throw new Error('Set COURSE_ID to an existing course (the demo world has five)');
if (!__ENV.PATHWISE_TOKENS) throw new Error('Set PATHWISE_TOKENS to userId:token pairs (npm run tokens)');
const tokens = __ENV.PATHWISE_TOKENS.split(',')
  .map((pair) => pair.trim())
  .filter((pair) => pair.length > 0)
  .map((pair) => pair.slice(pair.indexOf(':') + 1));

export const options = {
  scenarios: {
    burst: {
      executor: 'ramping-vus',
      startVUs: 0,
      stages: [
        { duration: __ENV.RAMP_UP || '10s', target: PEAK_VUS },
        { duration: __ENV.HOLD || '30s', target: PEAK_VUS },
        { duration: __ENV.RAMP_DOWN || '10s', target: 0 },
      ],
      gracefulRampDown: '10s',
    },
  },
  thresholds: {
    http_req_failed: ['rate<0.01'],
    'http_req_duration{name:POST reply}': ['p(95)<500'],
    checks: ['rate>0.99'],
  },
};

const threads = `${BASE_URL}/api/courses/${encodeURIComponent(COURSE_ID)}/forum/threads`;
const auth = (token) => ({ 'Content-Type': 'application/json', Authorization: `Bearer ${token}` });

export function setup() {
  const threadId = uuidv4();
  const started = http.post(threads, JSON.stringify({ threadId, title: 'Load test: reply burst', body: 'Reply here.' }), {
    headers: auth(tokens[0]),
  });
  if (started.status !== 201) throw new Error(`Starting the thread answered ${started.status}: ${started.body}`);
  return { threadId };
}

export default function ({ threadId }) {
  const token = tokens[(__VU - 1) % tokens.length];
  if (__ITER === 0) {
    // Followers are what make a reply fan out into notifications.
    http.put(`${threads}/${threadId}/follow`, null, { headers: auth(token), tags: { name: 'PUT follow' } });
  }
  const reply = http.post(`${threads}/${threadId}/replies`, JSON.stringify({ postId: uuidv4(), body: `Reply ${__VU}.${__ITER}` }), {
    headers: auth(token),
    tags: { name: 'POST reply' },
  });
  check(reply, { 'posted (201)': (r) => r.status === 201 });
  const inbox = http.get(`${BASE_URL}/api/notifications`, { headers: auth(token), tags: { name: 'GET notifications' } });
  check(inbox, { 'inbox read (200)': (r) => r.status === 200 });
  sleep(Number(__ENV.THINK_TIME || 0.5) * Math.random());
}
