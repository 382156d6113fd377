import { defineMessages } from '../../shared/i18n';

/** Admin tools, and the HTTP API and realtime channel for developers. */
export const docsAdminApiMessages = defineMessages({
  en: {
    adminUsers: 'Users: search accounts by name or email address, and change a person’s role (creator, student, instructor or admin) or plan (free, pro or pro_plus). Every change is recorded with who made it and why, and applies from that person’s next request.',
    adminExact: 'Access is matched exactly: an admin is not automatically an instructor, and a Pro subscriber does not get Pro Plus features.',
    adminLeads: 'Leads: the messages sent through the contact form, newest first, filterable by topic.',
    adminHealth: 'Health: GET /api/health reports the database, the head of the event log and how far behind each read model is, and the events a read model could not apply: it sets them aside with the error and goes on, and admins retry them after a fix (GET /api/admin/projections/parked-events). /metrics exposes Prometheus metrics.',
    adminReplay: 'Rebuilds: read models can be rebuilt from the event log without downtime, for example after fixing how a figure is computed.',
    usersLink: 'Open the users',
    leadsLink: 'Open the leads',
    apiIntro: 'Everything the app does goes through the same HTTP API, under /api, with JSON in and out.',
    apiReference: 'Every endpoint is described, with its request and response schemas, in the interactive reference. It is generated from the very schemas the server checks requests with, and the OpenAPI 3.1 document itself is at /api/openapi.json.',
    apiReferenceLink: 'Open the API reference',
    apiAuth: 'Authentication: in the browser, the session cookie, with the session’s X-CSRF-Token header on every write. From scripts, Authorization: Bearer <token>, with a 15-minute token from POST /api/auth/token.',
    apiErrors: 'Errors are RFC 9457 problem details (application/problem+json) with a traceId. Invalid input lists each problem with a pointer to the field, such as #/body/email, and a 429 comes with Retry-After.',
    apiEvents: 'Learning events: POST /api/learning/events records lesson_start or lesson_complete for a learner enrolled in the course; quiz attempts count only when the server grades them (POST /api/courses/{courseId}/quizzes/{quizId}/attempts). Send your own eventId: a retry is then recognised as a duplicate instead of being counted twice, and the same id with other content is refused (409).',
    apiRealtime: 'Realtime: connect with Socket.IO to the same address, emit join_room with a room_id (room_type defaults to course) and listen for learning_update. After a reconnection, send the last position you received and you get what you missed.',
  },
  es: () => import('./docs-admin-api.messages.es'),
  fr: () => import('./docs-admin-api.messages.fr'),
});
