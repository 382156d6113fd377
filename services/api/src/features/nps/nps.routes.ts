import { AdminNpsQuery, AdminNpsResponse, GiveNpsResponseRequest, MyNpsSurveyResponse, NpsCommandResponse } from '@pathwise/contracts';
import type { Checkpoint, Executor } from '@pathwise/event-store';
import { getNpsFigures, getNpsSurveyPerson, listNpsComments } from '@pathwise/projections';
import { defineRoute, type RouteDefinition } from '../../http/define-route.js';
import type { RequestContext } from '../../http/request-context.js';
import type { NpsSurveyRequest, NpsSurveys } from './nps-survey.commands.js';
import { npsEligibility } from './nps-survey.rules.js';
import { adminNpsView } from './nps.views.js';

export interface NpsRouteDeps {
  readonly surveys: NpsSurveys;
  readonly db: Executor;
  readonly clock: () => Date;
  /** Resolves once the nps-survey read model has applied the checkpoint: the next GET no longer asks. */
  readonly surveyCaughtUp: (checkpoint: Checkpoint) => Promise<void>;
}

const tags = ['nps'];
const commandResponses = { 200: { description: 'Done (or it was already so: changed is false)', schema: NpsCommandResponse } };
const DAY_MS = 86_400_000;
const startOfDay = (day: string) => new Date(`${day}T00:00:00.000Z`);

export function npsRoutes(deps: NpsRouteDeps): RouteDefinition[] {
  async function run(request: NpsSurveyRequest, context: RequestContext) {
    const outcome = await deps.surveys.execute(request, { actor: context.actor!, requestId: context.requestId });
    if (outcome.checkpoint) await deps.surveyCaughtUp(outcome.checkpoint);
    return { status: 200, body: { changed: outcome.changed } };
  }

  return [
    defineRoute({
      method: 'get',
      path: '/me/nps',
      summary: 'Whether to ask me "How likely are you to recommend Pathwise?" now, and why',
      description: 'Asked after a certificate or after 14 days of use; not within 90 days of an answer nor 30 of a dismissal. Admins are never asked.',
      tags,
      access: 'user',
      responses: { 200: { description: 'Whether to ask now', schema: MyNpsSurveyResponse } },
      async handle({ context }) {
        const actor = context.actor!;
        const person = await getNpsSurveyPerson(deps.db, actor.userId);
        const eligibility = npsEligibility({ role: actor.role, ...person }, deps.clock());
        return { status: 200, body: { ask: eligibility.ask, reason: eligibility.reason, askAgainAt: eligibility.askAgainAt?.toISOString() ?? null } };
      },
    }),
    defineRoute({
      method: 'post',
      path: '/me/nps',
      summary: 'Answer the recommendation survey: a score from 0 to 10 and an optional comment',
      description: 'One answer in 90 days: another answer within them is a 409; the same answer again is a retry (changed: false).',
      tags,
      access: 'user',
      body: GiveNpsResponseRequest,
      responses: commandResponses,
      handle: ({ body, context }) => run({ type: 'GiveNpsResponse', score: body.score, comment: body.comment || null }, context),
    }),
    defineRoute({
      method: 'post',
      path: '/me/nps/dismissal',
      summary: 'Say "Not now" to the recommendation survey: it is not shown again for 30 days',
      tags,
      access: 'user',
      responses: commandResponses,
      handle: ({ context }) => run({ type: 'DismissNpsSurvey' }, context),
    }),
    defineRoute({
      method: 'get',
      path: '/admin/nps',
      summary: 'The Net Promoter Score, its weekly trend, the distribution of scores and a page of comments',
      description: 'Filtered by the role and plan people had when answering and by the days answered (from and until included, UTC).',
      tags: ['admin', ...tags],
      access: 'user',
      policy: 'admin',
      query: AdminNpsQuery,
      responses: { 200: { description: 'The figures', schema: AdminNpsResponse } },
      async handle({ query }) {
        const filter = {
          role: query.role,
          plan: query.plan,
          from: query.from ? startOfDay(query.from) : undefined,
          until: query.until ? new Date(startOfDay(query.until).getTime() + DAY_MS) : undefined,
        };
        const [figures, page] = await Promise.all([getNpsFigures(deps.db, filter), listNpsComments(deps.db, filter, { cursor: query.cursor, limit: query.limit })]);
        return { status: 200, body: adminNpsView(figures, page) };
      },
    }),
  ];
}
