import { z } from 'zod';

const PulseSeries = z.object({
  /** One value per minute of the window, oldest first, the current minute last; quiet minutes are zeros. */
  perMinute: z.array(z.number().int().min(0)),
  /** Over the last 24 hours. */
  last24Hours: z.number().int().min(0),
});

/** The minutes of the window the command centre shows, and the most a caller may ask for (a day). */
export const COMMAND_CENTER_MINUTES = { default: 60, max: 1_440 } as const;

/**
 * The platform's pulse as the command centre shows it: sign-ups, active learners, learning events, quiz attempts,
 * sales, revenue per currency (minor units) and certificates, per minute over the window, with the last day's totals.
 *
 */
export const CommandCenterPulse = z.object({
  measuredAt: z.iso.datetime(),
  /** The first minute of the window. */
  from: z.iso.datetime(),
  minutes: z.number().int().min(1).max(COMMAND_CENTER_MINUTES.max),
  signUps: PulseSeries,
  activeLearners: PulseSeries.extend({ /** Distinct learners who recorded learning in the last quarter of an hour. */ now: z.number().int().min(0) }),
  learningEvents: PulseSeries,
  quizAttempts: PulseSeries,
  sales: PulseSeries,
  revenue: z.array(PulseSeries.extend({ currency: z.string().length(3) })),
  certificates: PulseSeries,
});
export type CommandCenterPulse = z.infer<typeof CommandCenterPulse>;

export const CommandCenterQuery = z.object({
  minutes: z.coerce.number().int().min(5).max(COMMAND_CENTER_MINUTES.max).default(COMMAND_CENTER_MINUTES.default),
});
