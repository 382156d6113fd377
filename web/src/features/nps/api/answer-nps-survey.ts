import type { GiveNpsResponseRequest } from '@pathwise/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api/api-client';

const commandResponse = () => import('./nps-responses.schemas').then((schemas) => schemas.NpsCommandResponse);

/** POST /api/me/nps: a score from 0 to 10 and an optional comment. */
export const answerNpsSurvey = (answer: GiveNpsResponseRequest) => apiFetch('/me/nps', { method: 'POST', body: answer, schema: commandResponse });

/** The card thanks the person and stays until they leave the page; the next visit asks the server again. */
export const useAnswerNpsSurvey = () => useMutation({ mutationFn: answerNpsSurvey });
