// Readers of the platform overview: GET /api/platform/overview at a constant arrival rate. The route is public, so
// no tokens are needed. The arrival rate stays fixed however slow the server gets (k6 adds virtual users up to
// MAX_VUS), so a slowdown shows as latency and, past MAX_VUS, as dropped_iterations in the summary, instead of
// being hidden by fewer requests.
//
//   k6 run -e BASE_URL=http://127.0.0.1:3000 -e RATE=200 k6/scenarios/platform-overview-read.js
import http from 'k6/http';
import { check } from 'k6';

const BASE_URL = (__ENV.BASE_URL || 'http://127.0.0.1:3000').replace(/\/+$/, '');
const RATE = Number(__ENV.RATE || 100);

export const options = {
  scenarios: {
    overview: {
      executor: 'constant-arrival-rate',
      rate: RATE,
      timeUnit: '1s',
      duration: __ENV.DURATION || '1m',
      preAllocatedVUs: Number(__ENV.PRE_ALLOCATED_VUS || Math.max(10, Math.ceil(RATE / 10))),
      maxVUs: Number(__ENV.MAX_VUS || Math.max(50, RATE)),
    },
  },
  thresholds: {
    http_req_failed: ['rate<0.01'],
    http_req_duration: ['p(95)<200'],
    checks: ['rate>0.99'],
  },
};

export default function () {
  const days = __ENV.DAYS || '14';
  const response = http.get(`${BASE_URL}/api/platform/overview?days=${days}`, {
    tags: { name: 'GET /api/platform/overview' },
  });
  check(response, {
    'status 200': (r) => r.status === 200,
    'is an overview': (r) => r.status === 200 && typeof r.json().lastPosition === 'string',
  });
}
