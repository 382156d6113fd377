import { randomUUID } from 'node:crypto';
import type { NarrationJob } from '@pathwise/contracts';
import type { CommandOrigin } from '../../kernel/command-origin.js';
import type { Logger } from '../../observability/logger.js';
import type { CourseNarrationCommands } from './course-narration.commands.js';

/**
 * Narrating a whole course runs in the background, one lesson after another, one course at a time per course; its
 * progress is this process's own (a restart forgets it, and narrating again resumes where audio is missing, as stored
 * paragraphs are never spoken twice).
 */
export class CourseNarrationRuns {
  readonly #latest = new Map<string, NarrationJob>();
  readonly #running = new Set<Promise<void>>();

  constructor(
    private readonly narrations: CourseNarrationCommands,
    private readonly clock: () => Date,
    private readonly logger: Logger,
  ) {}

  latest(courseId: string): NarrationJob | null {
    return this.#latest.get(courseId) ?? null;
  }

  /** Starts narrating every lesson of the course, or answers with the run already under way. */
  async start(courseId: string, origin: CommandOrigin): Promise<NarrationJob> {
    const current = this.#latest.get(courseId);
    if (current?.state === 'running') return current;
    const { course } = await this.narrations.loadForAuthor(courseId, origin);
    this.narrations.requireEngine();
    const lessonIds = course.modules.flatMap((module) => module.lessons.map((lesson) => lesson.lessonId));
    const job: NarrationJob = {
      jobId: randomUUID(),
      state: 'running',
      lessonsDone: 0,
      lessonsTotal: lessonIds.length,
      paragraphsNarrated: 0,
      startedAt: this.clock().toISOString(),
      finishedAt: null,
      failure: null,
    };
    this.#latest.set(courseId, job);
    const run = this.#run(courseId, job.jobId, lessonIds, origin).finally(() => this.#running.delete(run));
    this.#running.add(run);
    return job;
  }

  async #run(courseId: string, jobId: string, lessonIds: readonly string[], origin: CommandOrigin): Promise<void> {
    const update = (change: Partial<NarrationJob>) => {
      const job = this.#latest.get(courseId);
      if (job?.jobId === jobId) this.#latest.set(courseId, { ...job, ...change });
    };
    let narrated = 0;
    try {
      for (const [index, lessonId] of lessonIds.entries()) {
        narrated += (await this.narrations.narrateLesson(courseId, lessonId, origin)).narrated;
        update({ lessonsDone: index + 1, paragraphsNarrated: narrated });
      }
      update({ state: 'done', finishedAt: this.clock().toISOString() });
    } catch (error) {
      // The log names the course and the failure, never the lesson's words.
      this.logger.error({ err: error, courseId, jobId }, 'course narration failed');
      update({ state: 'failed', finishedAt: this.clock().toISOString(), failure: error instanceof Error ? error.message.slice(0, 300) : 'Narration failed' });
    }
  }

  /** Waits for the runs under way, so a closing server does not cut a file half written. */
  async settle(): Promise<void> {
    await Promise.allSettled([...this.#running]);
  }
}
