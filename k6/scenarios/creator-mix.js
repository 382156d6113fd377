// The creator mix: what course creators do, in proportion: their dashboard, a course in the editor, writing (a module
// added to a draft of their own), and their sales figures and orders.
//
//   export CREATOR_TOKENS="$(npm run -s tokens -- --count 20 --role creator --tier pro)"
//   k6 run -e BASE_URL=http://127.0.0.1:3000 -e CREATOR_TOKENS="$CREATOR_TOKENS" k6/scenarios/creator-mix.js
//
// Each virtual user drafts one course of its own on its first iteration and writes only to it, so writes never meet
// another user's version; a 409 (its own earlier write raced) re-reads the version and goes on.
import http from 'k6/http';
import { check, sleep } from 'k6';
import { uuidv4 } from 'https://jslib.k6.io/k6-utils/1.4.0/index.js';
import { bearer, parseTokens, tokenOfVirtualUser } from '../lib/tokens.js';

const BASE_URL = (__ENV.BASE_URL || 'http://127.0.0.1:3000').replace(/\/+$/, '');
const RATE = Number(__ENV.RATE || 30);
const creators = parseTokens('CREATOR_TOKENS', __ENV.CREATOR_TOKENS);

const share = { dashboard: 0.3, editor: 0.3, write: 0.2, sales: 0.2 };

export const options = {
  scenarios: {
    creators: {
      executor: 'constant-arrival-rate',
      rate: RATE,
      timeUnit: '1s',
      duration: __ENV.DURATION || '1m',
      preAllocatedVUs: Math.max(5, Math.min(RATE, creators.length)),
      maxVUs: Math.max(10, creators.length),
    },
  },
  thresholds: {
    http_req_failed: ['rate<0.01'],
    'http_req_duration{name:GET /api/courses/dashboard}': ['p(95)<200'],
    'http_req_duration{name:GET /api/courses/{courseId}/authoring}': ['p(95)<300'],
    'http_req_duration{name:POST /api/courses/{courseId}/modules}': ['p(95)<400'],
    'http_req_duration{name:GET /api/sales}': ['p(95)<300'],
    checks: ['rate>0.99'],
  },
};

const json = (pair) => ({ headers: { 'Content-Type': 'application/json', ...bearer(pair) } });
// Per virtual user: k6 keeps a module's state apart for each one.
let draft = null;

function ensureDraft(creator) {
  if (draft) return draft;
  const courseId = uuidv4();
  const body = { courseId, title: `Load test draft ${courseId.slice(0, 8)}`, language: 'en', level: 'beginner' };
  const created = http.post(`${BASE_URL}/api/courses`, JSON.stringify(body), { ...json(creator), tags: { name: 'POST /api/courses' } });
  check(created, { 'draft created (201)': (r) => r.status === 201 || r.status === 200 });
  draft = { courseId, version: created.json('version') };
  return draft;
}

function pickAction() {
  let roll = Math.random();
  for (const [action, part] of Object.entries(share)) {
    roll -= part;
    if (roll < 0) return action;
  }
  return 'dashboard';
}

const actions = {
  dashboard(creator) {
    const response = http.get(`${BASE_URL}/api/courses/dashboard`, { headers: bearer(creator), tags: { name: 'GET /api/courses/dashboard' } });
    check(response, { 'dashboard (200)': (r) => r.status === 200 });
  },
  editor(creator) {
    const { courseId } = ensureDraft(creator);
    const response = http.get(`${BASE_URL}/api/courses/${courseId}/authoring`, { headers: bearer(creator), tags: { name: 'GET /api/courses/{courseId}/authoring' } });
    check(response, { 'editor (200)': (r) => r.status === 200 });
    if (response.status === 200) draft.version = response.json('version');
  },
  write(creator) {
    const current = ensureDraft(creator);
    const body = { moduleId: uuidv4(), title: `Module ${Math.floor(Math.random() * 1000)}`, expectedVersion: current.version };
    const response = http.post(`${BASE_URL}/api/courses/${current.courseId}/modules`, JSON.stringify(body), {
      ...json(creator),
      tags: { name: 'POST /api/courses/{courseId}/modules' },
      responseCallback: http.expectedStatuses(201, 409),
    });
    check(response, { 'module added, or a stale version told (201/409)': (r) => r.status === 201 || r.status === 409 });
    if (response.status === 201) current.version = response.json('version');
    else actions.editor(creator);
  },
  sales(creator) {
    const summary = http.get(`${BASE_URL}/api/sales`, { headers: bearer(creator), tags: { name: 'GET /api/sales' } });
    const orders = http.get(`${BASE_URL}/api/sales/orders`, { headers: bearer(creator), tags: { name: 'GET /api/sales/orders' } });
    check(summary, { 'sales (200)': (r) => r.status === 200 });
    check(orders, { 'orders (200)': (r) => r.status === 200 });
  },
};

export default function () {
  actions[pickAction()](tokenOfVirtualUser(creators, __VU));
  sleep(Number(__ENV.THINK_TIME || 0) * Math.random());
}
