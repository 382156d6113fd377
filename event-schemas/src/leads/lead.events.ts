import { z } from 'zod';
import { defineEvent } from '../kernel/define-event.js';
import { EntityId } from '../kernel/ids.js';

export const leadTopics = ['sales', 'support', 'partnership', 'press', 'other'] as const;

/** Someone wrote in through the contact form; everything they said about themselves is personal data of the lead. */
export const LeadSubmitted = defineEvent({
  type: 'LeadSubmitted',
  schema: z.object({
    leadId: EntityId,
    name: z.string().trim().min(1).max(100).nullable(),
    email: z.email().max(254).nullable(),
    organization: z.string().trim().max(150).nullable(),
    topic: z.enum(leadTopics),
    message: z.string().trim().min(1).max(5_000).nullable(),
  }),
  personalData: { subjectField: 'leadId', fields: ['name', 'email', 'organization', 'message'] },
});

export const leadEvents = [LeadSubmitted] as const;
