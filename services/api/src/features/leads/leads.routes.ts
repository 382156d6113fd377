import { AdminLeadListQuery, AdminLeadListResponse, SubmitLeadRequest, SubmitLeadResponse } from '@pathwise/contracts';
import { streamId, type PathwiseEvent } from '@pathwise/event-schemas';
import { newEventId, type EventStore, type Executor } from '@pathwise/event-store';
import { listLeads } from '@pathwise/projections';
import { defineRoute, type RouteDefinition } from '../../http/define-route.js';
import type { RateLimiter } from '../identity/index.js';

/** A contact form is a spam target: a few messages an hour per client address is plenty for people. */
export const LEADS_PER_HOUR_PER_CLIENT = 5;

export function leadRoutes(deps: { store: EventStore<PathwiseEvent>; limiter: RateLimiter; db: Executor }): RouteDefinition[] {
  return [
    defineRoute({
      method: 'post',
      path: '/leads',
      summary: 'Send a message through the contact form',
      description: 'Recorded as a lead that admins see at /admin/leads. Limited per client address (429).',
      tags: ['leads'],
      access: 'public',
      body: SubmitLeadRequest,
      responses: { 201: { description: 'Received', schema: SubmitLeadResponse } },
      async handle({ body, request, context }) {
        await deps.limiter.hit(`lead:ip:${request.ip ?? 'unknown'}`, { limit: LEADS_PER_HOUR_PER_CLIENT, windowSeconds: 3_600 });
        const leadId = newEventId();
        await deps.store.append(
          streamId('lead', leadId),
          [
            {
              type: 'LeadSubmitted',
              data: {
                leadId,
                name: body.name,
                email: body.email.trim().toLowerCase(),
                organization: body.organization ?? null,
                topic: body.topic,
                message: body.message,
              },
            },
          ],
          {
            expectedVersion: 'no_stream',
            metadata: { correlationId: context.requestId, ...(context.actor ? { actor: { kind: 'user', id: context.actor.userId } } : {}) },
          },
        );
        return { status: 201, body: { lead_id: leadId, status: 'received' } };
      },
    }),
    defineRoute({
      method: 'get',
      path: '/admin/leads',
      summary: 'Leads from the contact form, newest first',
      tags: ['admin', 'leads'],
      access: 'user',
      policy: 'admin',
      query: AdminLeadListQuery,
      responses: { 200: { description: 'A page of leads', schema: AdminLeadListResponse } },
      async handle({ query }) {
        const { leads, total } = await listLeads(deps.db, { topic: query.topic, page: query.page, pageSize: query.page_size });
        return {
          status: 200,
          body: {
            leads: leads.map((lead) => ({
              lead_id: lead.leadId,
              name: lead.name,
              email: lead.email,
              organization: lead.organization,
              topic: lead.topic as AdminLeadListResponse['leads'][number]['topic'],
              message: lead.message,
              submitted_at: lead.submittedAt.toISOString(),
            })),
            total,
            page: query.page,
            page_size: query.page_size,
          },
        };
      },
    }),
  ];
}
