import { pino, type Logger } from 'pino';

export type { Logger };

/** Paths that may hold a credential or a one-time code; their values never reach a log line. */
export const redactedPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  '*.token',
  '*.accessToken',
  '*.refreshToken',
  '*.password',
  '*.secret',
  '*.code',
  '*.otp',
];

export function createLogger(options: { level: string; serviceName: string }): Logger {
  return pino({
    level: options.level,
    base: { service: options.serviceName },
    redact: { paths: redactedPaths, censor: '[redacted]' },
    timestamp: pino.stdTimeFunctions.isoTime,
  });
}
