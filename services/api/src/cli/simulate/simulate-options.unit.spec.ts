import { describe, expect, it } from 'vitest';
import { UsageError } from '../cli-platform.js';
import { DEFAULT_BASE_URL, parseSimulateOptions } from './simulate-options.js';

const refusal = (argv: string[]) => {
  try {
    parseSimulateOptions(argv);
  } catch (error) {
    expect(error).toBeInstanceOf(UsageError);
    return (error as Error).message.split('\n')[0];
  }
  throw new Error(`${argv.join(' ')} was accepted`);
};

describe('parseSimulateOptions', () => {
  it('reads learners and rate, defaulting to 30 seconds against the local server with seed 1', () => {
    expect(parseSimulateOptions(['--learners', '20', '--rate', '12.5'])).toEqual({
      learners: 20, rate: 12.5, durationSeconds: 30, attempts: null, courseId: null, seed: 1, baseUrl: DEFAULT_BASE_URL, tokensFile: null,
    });
    expect(
      parseSimulateOptions(['--learners', '1', '--rate', '1', '--attempts', '50', '--course', 'course-1', '--seed', '9', '--base-url', 'https://demo.example.com/', '--tokens', 't.txt']),
    ).toMatchObject({ durationSeconds: null, attempts: 50, courseId: 'course-1', seed: 9, baseUrl: 'https://demo.example.com', tokensFile: 't.txt' });
  });

  it('names the option that is missing or wrong', () => {
    expect(refusal(['--rate', '5'])).toBe('--learners is required');
    expect(refusal(['--learners', '5'])).toBe('--rate is required');
    expect(refusal(['--learners', '0', '--rate', '5'])).toBe('--learners must be a whole number from 1 to 10000, not "0"');
    expect(refusal(['--learners', '2.5', '--rate', '5'])).toBe('--learners must be a whole number from 1 to 10000, not "2.5"');
    expect(refusal(['--learners', '5', '--rate=-1'])).toBe('--rate must be a number above 0 and at most 5000, not "-1"');
    expect(refusal(['--learners', '5', '--rate', '5', '--duration', '10', '--attempts', '3'])).toBe('Give --duration or --attempts, not both');
    expect(refusal(['--learners', '5', '--rate', '5', '--base-url', 'localhost:3000'])).toMatch(/^--base-url must be an http:\/\/ or https:\/\/ origin/);
    expect(refusal(['--learners', '5', '--rate', '5', '--course', '../etc'])).toMatch(/^--course must be a course id/);
    expect(refusal(['--learners', '5', '--rate', '5', '--speed', '3'])).toMatch(/--speed/);
    expect(refusal(['--learners', '5', '--rate', 'fast'])).toBe('--rate must be a number above 0 and at most 5000, not "fast"');
  });
});
