import type { Language } from '@pathwise/event-schemas';
import type { z } from 'zod';
import { wordProblemText } from '../http/problem-wording/word-problem.js';

/** A refusal answered through a Socket.IO acknowledgement. */
export type SocketRefusal = { ok: false; error: string };

const isRefusal = (reply: unknown): reply is SocketRefusal =>
  typeof reply === 'object' && reply !== null && (reply as { ok?: unknown }).ok === false && typeof (reply as { error?: unknown }).error === 'string';

/**
 * An acknowledgement in the socket's language. The code writes its refusals in English, as it does its problems,
 * and they are worded here, at the socket's edge, with the problems' wordings; anything else passes untouched.
 */
export function wordReply<Reply>(reply: Reply, language: Language): Reply {
  if (language === 'en' || !isRefusal(reply)) return reply;
  return { ...reply, error: wordProblemText(reply.error, language) };
}

/** A payload the socket cannot take: each finding where it is, worded one by one (zod's own are worded by the parse). */
export function invalidPayload(error: z.ZodError, language: Language): SocketRefusal {
  return {
    ok: false,
    error: error.issues.map((issue) => `${issue.path.join('.') || 'payload'}: ${wordProblemText(issue.message, language)}`).join('; '),
  };
}
