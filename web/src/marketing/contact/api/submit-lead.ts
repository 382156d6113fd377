import { SubmitLeadResponse, type SubmitLeadRequest } from '@pathwise/contracts';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiFetch } from '../../../shared/api/api-client';

export type SubmittedLead = z.infer<typeof SubmitLeadResponse>;

/** POST /api/leads: a message from the contact form, answered 201 with the lead's id. */
export function submitLead(request: SubmitLeadRequest): Promise<SubmittedLead> {
  return apiFetch('/leads', { method: 'POST', body: request, schema: SubmitLeadResponse });
}

export const useSubmitLead = () => useMutation({ mutationFn: submitLead });
