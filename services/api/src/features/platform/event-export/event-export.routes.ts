import type { PathwiseEvent } from '@pathwise/event-schemas';
import type { EventStore } from '@pathwise/event-store';
import { defineRoute, type RouteDefinition } from '../../../http/define-route.js';
import { planEventExport } from './event-export.js';
import { EventExportQuery, formatCheckpoint } from './event-export-query.js';
import type { Pseudonyms } from './exported-event.js';

/** The response header naming where the next export continues. */
export const RESUME_CHECKPOINT_HEADER = 'pathwise-resume-from';

export interface EventExportRouteDeps {
  readonly store: EventStore<PathwiseEvent>;
  readonly pseudonyms: Pseudonyms;
  readonly clock: () => Date;
}

/** `npm run export` as a download for admins: the same selection, pseudonyms and formats (ADR 60). */
export function eventExportRoutes(deps: EventExportRouteDeps): RouteDefinition[] {
  return [
    defineRoute({
      method: 'get',
      path: '/admin/events/export',
      summary: 'The event log in its read order, for analysts: personal data pseudonymised, written as it is read',
      description:
        'Events in the order the projections read them (transaction id, then position), up to the end of the log ' +
        'visible when the request arrived. People\'s ids, emails and names come as keyed pseudonyms (the same person, ' +
        'the same pseudonym, in every export under the same key); text people wrote comes as its length only. ' +
        `The \`${RESUME_CHECKPOINT_HEADER}\` response header holds the checkpoint to pass as \`from\` next time to ` +
        'continue exactly after this export; every event line also carries its own checkpoint.',
      tags: ['admin', 'operations'],
      access: 'user',
      policy: 'admin',
      query: EventExportQuery,
      responses: {
        200: { description: `NDJSON (one event a line) or CSV with a header row; the \`${RESUME_CHECKPOINT_HEADER}\` header says where to resume` },
      },
      async handle({ query }) {
        const planned = await planEventExport(deps.store, query, deps.pseudonyms);
        const day = deps.clock().toISOString().slice(0, 10);
        return {
          status: 200,
          headers: {
            'content-disposition': `attachment; filename="pathwise-events-${day}.${query.format}"`,
            'cache-control': 'no-store',
            [RESUME_CHECKPOINT_HEADER]: formatCheckpoint(planned.resumeFrom),
          },
          stream: { contentType: planned.contentType, chunks: planned.chunks() },
        };
      },
    }),
  ];
}
