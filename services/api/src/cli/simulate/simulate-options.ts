import { parseArgs } from 'node:util';
import { UsageError } from '../cli-platform.js';

export const simulateUsage =
  'Usage: npm run simulate -- --learners N --rate R [--duration SECONDS | --attempts M] [--course COURSE_ID] [--seed S] ' +
  '[--base-url http://127.0.0.1:3000] [--tokens FILE]';

/** What `npm run simulate` was asked to do, checked. */
export interface SimulateOptions {
  readonly learners: number;
  /** Requests per second, all learners together. */
  readonly rate: number;
  /** Stop after this many seconds... */
  readonly durationSeconds: number | null;
  /** ...or after this many quiz attempts (exactly one of the two). */
  readonly attempts: number | null;
  /** A published free course; null picks the first free published course of the catalogue. */
  readonly courseId: string | null;
  readonly seed: number;
  readonly baseUrl: string;
  /** A file of `userId:token` pairs as `npm run tokens` prints them; null issues tokens through the database. */
  readonly tokensFile: string | null;
}

export const MAX_LEARNERS = 10_000;
export const MAX_RATE = 5_000;
const MAX_DURATION_SECONDS = 24 * 60 * 60;
const MAX_ATTEMPTS = 10_000_000;
/** Where `npm start` listens unless HOST and PORT say otherwise (127.0.0.1, not localhost, which may be ::1 first). */
export const DEFAULT_BASE_URL = 'http://127.0.0.1:3000';
const DEFAULT_DURATION_SECONDS = 30;

const fail = (message: string): never => {
  throw new UsageError(`${message}\n${simulateUsage}`);
};

function wholeNumber(name: string, value: string, min: number, max: number): number {
  const number = /^\d+$/.test(value) ? Number(value) : Number.NaN;
  if (!(number >= min && number <= max)) fail(`--${name} must be a whole number from ${min} to ${max}, not "${value}"`);
  return number;
}

function positiveNumber(name: string, value: string, max: number): number {
  const number = /^\d+(\.\d+)?$/.test(value) ? Number(value) : Number.NaN;
  if (!(number > 0 && number <= max)) fail(`--${name} must be a number above 0 and at most ${max}, not "${value}"`);
  return number;
}

/** Reads and checks the command line; every problem is a UsageError naming the option. */
export function parseSimulateOptions(argv: readonly string[]): SimulateOptions {
  let values;
  try {
    ({ values } = parseArgs({
      args: [...argv],
      options: {
        learners: { type: 'string' },
        rate: { type: 'string' },
        duration: { type: 'string' },
        attempts: { type: 'string' },
        course: { type: 'string' },
        seed: { type: 'string', default: '1' },
        'base-url': { type: 'string', default: DEFAULT_BASE_URL },
        tokens: { type: 'string' },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    throw new UsageError(`${(error as Error).message}\n${simulateUsage}`, { cause: error });
  }
  if (values.learners === undefined) fail('--learners is required');
  if (values.rate === undefined) fail('--rate is required');
  if (values.duration !== undefined && values.attempts !== undefined) fail('Give --duration or --attempts, not both');
  const baseUrl = values['base-url'];
  if (!/^https?:\/\/[^\s/]+(:\d+)?\/?$/.test(baseUrl)) fail(`--base-url must be an http:// or https:// origin such as ${DEFAULT_BASE_URL}, not "${baseUrl}"`);
  const courseId = values.course ?? null;
  if (courseId !== null && !/^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/.test(courseId)) fail(`--course must be a course id (letters, digits, "-" or "_"), not "${courseId}"`);
  const attempts = values.attempts === undefined ? null : wholeNumber('attempts', values.attempts, 1, MAX_ATTEMPTS);
  return {
    learners: wholeNumber('learners', values.learners!, 1, MAX_LEARNERS),
    rate: positiveNumber('rate', values.rate!, MAX_RATE),
    durationSeconds: attempts !== null ? null : values.duration === undefined ? DEFAULT_DURATION_SECONDS : positiveNumber('duration', values.duration, MAX_DURATION_SECONDS),
    attempts,
    courseId,
    seed: wholeNumber('seed', values.seed, 0, 2 ** 32 - 1),
    baseUrl: baseUrl.replace(/\/$/, ''),
    tokensFile: values.tokens ?? null,
  };
}
