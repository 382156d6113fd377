import { SubmitLeadRequest } from '@pathwise/contracts';
import type { contactMessages } from './contact.messages';

export const LEAD_FIELDS = ['name', 'email', 'organization', 'topic', 'message'] as const;
export type LeadField = (typeof LEAD_FIELDS)[number];

type ErrorKey = keyof typeof contactMessages.en;

// The schema's own messages are English and shared with the server; the form says the same things in its catalog.
const wording: Record<LeadField, { tooBig?: ErrorKey; otherwise: ErrorKey }> = {
  name: { tooBig: 'nameTooLong', otherwise: 'nameRequired' },
  email: { otherwise: 'emailInvalid' },
  organization: { otherwise: 'organizationTooLong' },
  topic: { otherwise: 'topicRequired' },
  message: { tooBig: 'messageTooLong', otherwise: 'messageTooShort' },
};

export interface LeadDraft {
  name: string;
  email: string;
  organization: string;
  topic: string;
  message: string;
}

export type LeadCheck =
  | { ok: true; request: SubmitLeadRequest }
  | { ok: false; errors: Partial<Record<LeadField, ErrorKey>> };

/** Checks a draft with the same schema the server uses, naming each field's first problem by a message key. */
export function checkLead(draft: LeadDraft): LeadCheck {
  const organization = draft.organization.trim();
  const parsed = SubmitLeadRequest.safeParse({
    name: draft.name,
    email: draft.email.trim(),
    ...(organization ? { organization } : {}),
    topic: draft.topic,
    message: draft.message,
  });
  if (parsed.success) {
    // The parsed data is trimmed and defaulted: what the server would have stored anyway.
    return { ok: true, request: parsed.data };
  }
  const errors: Partial<Record<LeadField, ErrorKey>> = {};
  for (const issue of parsed.error.issues) {
    const field = LEAD_FIELDS.find((name) => issue.path[0] === name);
    if (!field || errors[field]) continue;
    const words = wording[field];
    errors[field] = issue.code === 'too_big' && words.tooBig ? words.tooBig : words.otherwise;
  }
  return { ok: false, errors };
}
