import type { RequestOutcome } from './timed-client.js';

/** What the run did so far: requests by kind, answers by status, latencies. */
export class SimulationTally {
  quizAttempts = 0;
  lessonEvents = 0;
  readonly byStatus = new Map<number, number>();
  private readonly latencies: number[] = [];

  record(kind: 'quiz' | 'lesson', outcome: RequestOutcome): void {
    if (kind === 'quiz') this.quizAttempts++;
    else this.lessonEvents++;
    this.byStatus.set(outcome.status, (this.byStatus.get(outcome.status) ?? 0) + 1);
    this.latencies.push(outcome.latencyMs);
  }

  get sent(): number {
    return this.quizAttempts + this.lessonEvents;
  }

  get failed(): number {
    return [...this.byStatus].reduce((sum, [status, count]) => sum + (status >= 200 && status < 300 ? 0 : count), 0);
  }

  percentile(share: number): number {
    if (this.latencies.length === 0) return 0;
    const sorted = [...this.latencies].sort((left, right) => left - right);
    return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)]!;
  }
}

export interface SimulationSummary {
  readonly courseId: string;
  readonly learners: number;
  readonly quizAttempts: number;
  readonly lessonEvents: number;
  /** Answers that were not 2xx, by status; 0 is a request that got no answer. */
  readonly errorsByStatus: Readonly<Record<string, number>>;
  readonly elapsedSeconds: number;
  readonly targetRate: number;
  readonly achievedRate: number;
  readonly p50Ms: number;
  readonly p95Ms: number;
}

export function summarise(tally: SimulationTally, run: { courseId: string; learners: number; targetRate: number; elapsedSeconds: number }): SimulationSummary {
  const errorsByStatus = Object.fromEntries([...tally.byStatus].filter(([status]) => status < 200 || status >= 300).map(([status, count]) => [String(status), count]));
  return {
    ...run,
    quizAttempts: tally.quizAttempts,
    lessonEvents: tally.lessonEvents,
    errorsByStatus,
    achievedRate: tally.sent / Math.max(run.elapsedSeconds, 1e-9),
    p50Ms: tally.percentile(0.5),
    p95Ms: tally.percentile(0.95),
  };
}

export const progressLine = (tally: SimulationTally, elapsedSeconds: number) =>
  `${elapsedSeconds.toFixed(1).padStart(6)} s  sent ${tally.sent} (quiz attempts ${tally.quizAttempts}, lesson events ${tally.lessonEvents})  ` +
  `failed ${tally.failed}  ${(tally.sent / Math.max(elapsedSeconds, 1e-9)).toFixed(1)}/s`;

export function summaryText(summary: SimulationSummary): string {
  const errors = Object.entries(summary.errorsByStatus);
  return [
    `Simulated ${summary.learners} learner(s) in course ${summary.courseId} for ${summary.elapsedSeconds.toFixed(1)} s`,
    `  quiz attempts sent  ${summary.quizAttempts}`,
    `  lesson events sent  ${summary.lessonEvents}`,
    `  errors              ${errors.length === 0 ? 'none' : errors.map(([status, count]) => `${status === '0' ? 'no answer' : status}: ${count}`).join(', ')}`,
    `  rate                ${summary.achievedRate.toFixed(1)}/s achieved of ${summary.targetRate}/s asked`,
    `  latency             p50 ${summary.p50Ms.toFixed(1)} ms, p95 ${summary.p95Ms.toFixed(1)} ms`,
  ].join('\n');
}
