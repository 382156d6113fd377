import { DevOutboxResponse } from '@pathwise/contracts';
import { z } from 'zod';
import { defineRoute, type RouteDefinition } from '../../http/define-route.js';
import type { DevOutboxMailer } from './mail/dev-outbox-mailer.service.js';

/** Only registered in development mode with no SMTP server: where a newcomer reads their sign-in code. */
export function devOutboxRoutes(outbox: DevOutboxMailer): RouteDefinition[] {
  return [
    defineRoute({
      method: 'get',
      path: '/dev/outbox',
      summary: 'Mail the development outbox holds (development mode only)',
      tags: ['development'],
      access: 'public',
      query: z.object({ to: z.email().optional() }),
      responses: { 200: { description: 'Newest first', schema: DevOutboxResponse } },
      async handle({ query }) {
        return {
          status: 200,
          body: {
            messages: outbox.messages(query.to?.toLowerCase()).map((message) => ({
              id: message.id,
              to: message.to,
              subject: message.subject,
              text: message.text,
              sent_at: message.sentAt.toISOString(),
            })),
          },
        };
      },
    }),
  ];
}
