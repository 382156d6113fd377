import { AiHealthResponse, AiMetricsResponse } from '@pathwise/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api/api-client';

/** A provider's state and the figures per task change slowly: read again twice a minute while the page is open. */
const AI_STATUS_REFRESH_MS = 30_000;

/** GET /api/ai/health: each AI provider, its state and models. */
export const useAiHealth = () =>
  useQuery({
    queryKey: ['ai', 'health'],
    queryFn: ({ signal }) => apiFetch('/ai/health', { schema: AiHealthResponse, signal }),
    refetchInterval: AI_STATUS_REFRESH_MS,
  });

/** GET /api/ai/metrics: requests, failures, latency and credits per task and provider since the server started (admins only). */
export const useAiMetrics = () =>
  useQuery({
    queryKey: ['ai', 'metrics'],
    queryFn: ({ signal }) => apiFetch('/ai/metrics', { schema: AiMetricsResponse, signal }),
    refetchInterval: AI_STATUS_REFRESH_MS,
  });
