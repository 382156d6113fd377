import { AiGenerateRequest, AiGenerateResponse, AiHealthResponse, AiMetricsResponse } from '@pathwise/contracts';
import { defineRoute, type RouteDefinition } from '../../http/define-route.js';
import type { AiGenerations } from './ai-generations.service.js';
import type { AiMetrics } from './ai-metrics.js';
import type { DraftingProvider } from './drafting-provider.js';

const tags = ['ai-studio'];

export function aiStudioRoutes(deps: { readonly generations: AiGenerations; readonly providers: readonly DraftingProvider[]; readonly metrics: AiMetrics }): RouteDefinition[] {
  return [
    defineRoute({
      method: 'post',
      path: '/ai/generate',
      summary: 'Draft a lesson or quiz items from your material, or feedback on an attempt; costs AI credits',
      description:
        'Credits are taken before the work (402 when too few are left) and given back if it fails. Every drafted block names the sentences of the material it came from; sentences and answers the material does not support are listed under `unsupported`.',
      tags,
      access: 'user',
      body: AiGenerateRequest,
      responses: { 200: { description: 'What was drafted, its sources and the credits it cost', schema: AiGenerateResponse } },
      async handle({ body, context }) {
        return { status: 200, body: await deps.generations.generate(context.actor!, body, context.requestId) };
      },
    }),
    defineRoute({
      method: 'get',
      path: '/ai/health',
      summary: 'The drafting providers and their state',
      tags,
      access: 'user',
      responses: { 200: { description: 'Each provider with its state and models', schema: AiHealthResponse } },
      async handle() {
        const providers = await Promise.all(
          deps.providers.map(async (provider) => {
            const health = await provider.health();
            return { name: provider.name, models: health.state === 'not_configured' ? [] : [provider.model], ...health };
          }),
        );
        return { status: 200, body: { status: providers.every((provider) => provider.state !== 'down') ? 'ok' : 'degraded', providers } };
      },
    }),
    defineRoute({
      method: 'get',
      path: '/ai/metrics',
      summary: "This server's generations since it started, per task and provider",
      tags,
      access: 'user',
      policy: 'admin',
      responses: { 200: { description: 'Requests, failures, latency and credits per task and provider', schema: AiMetricsResponse } },
      async handle() {
        return { status: 200, body: deps.metrics.snapshot() };
      },
    }),
  ];
}
