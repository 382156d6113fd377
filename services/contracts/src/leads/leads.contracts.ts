import { leadTopics } from '@pathwise/event-schemas';
import { z } from 'zod';

export { leadTopics };

/** The contact form (/contact). */
export const SubmitLeadRequest = z
  .object({
    name: z.string().trim().min(1, 'Enter your name').max(100),
    email: z.email('Enter a valid email address').max(254),
    organization: z.string().trim().max(150).optional(),
    topic: z.enum(leadTopics).default('other'),
    message: z.string().trim().min(10, 'Tell us a little more (at least 10 characters)').max(5_000),
  })
  .strict();
export type SubmitLeadRequest = z.input<typeof SubmitLeadRequest>;

export const SubmitLeadResponse = z.object({ lead_id: z.string(), status: z.literal('received') });

export const AdminLead = z.object({
  lead_id: z.string(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  organization: z.string().nullable(),
  topic: z.enum(leadTopics),
  message: z.string().nullable(),
  submitted_at: z.iso.datetime(),
});
export type AdminLead = z.infer<typeof AdminLead>;

export const AdminLeadListQuery = z.object({
  topic: z.enum(leadTopics).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(25),
});

export const AdminLeadListResponse = z.object({
  leads: z.array(AdminLead),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
});
export type AdminLeadListResponse = z.infer<typeof AdminLeadListResponse>;
