import { z } from 'zod';
import { HealthResponse, ReactorHealth } from './platform.contracts.js';

const Percentiles = z.object({ p50: z.number().nullable(), p95: z.number().nullable(), p99: z.number().nullable() });

/**
 * The platform's figures as an admin watches them: the health check's (database, log head, projection lag and
 * parked events), the HTTP traffic of the last minute on this process, its sockets, memory and event-loop delay, and
 * the thresholds past which a figure is a problem. The same figures `/metrics` exports, read at one moment.
 */
export const MonitoringSnapshot = HealthResponse.extend({
  measuredAt: z.iso.datetime(),
  /** Every reactor's subscription, behind the log as the projections are. */
  reactors: z.array(ReactorHealth),
  http: z.object({
    /** How many seconds the rates and percentiles span: up to a minute, less just after the process started. */
    windowSeconds: z.number(),
    requestsPerSecond: z.number(),
    /** The share of requests answered 5xx; null when there were none. */
    errorRate: z.number().nullable(),
    latencyMs: Percentiles,
  }),
  sockets: z.object({ connections: z.number().int() }),
  process: z.object({
    uptimeSeconds: z.number(),
    rssBytes: z.number(),
    heapUsedBytes: z.number(),
    eventLoopDelayMs: z.object({ p50: z.number(), p99: z.number() }),
  }),
  thresholds: z.object({
    lagSeconds: z.number(),
    parkedEvents: z.number().int(),
    errorRate: z.number(),
    p99LatencyMs: z.number(),
    eventLoopDelayP99Ms: z.number(),
    rssBytes: z.number(),
  }),
});
export type MonitoringSnapshot = z.infer<typeof MonitoringSnapshot>;
