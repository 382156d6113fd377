import type { CatalogueResponse, CoursePlayerResponse } from '@pathwise/contracts';
import type { RequestOutcome, TimedClient } from './timed-client.js';

/** A learner account the simulation acts as. */
export interface LearnerAccount {
  readonly userId: string;
  readonly token: string;
}

/** The simulation cannot start: no course to study, or the server refused the set-up. */
export class SimulationSetupError extends Error {}

const ENROLMENT_CONCURRENCY = 16;

const detailOf = (body: unknown) =>
  typeof body === 'object' && body !== null && 'detail' in body ? String((body as { detail: unknown }).detail) : JSON.stringify(body);

/** Why a set-up request failed, in words: a refusal with the server's detail, or no answer at all. */
const failure = (what: string, outcome: RequestOutcome) =>
  new SimulationSetupError(
    outcome.status === 0
      ? `${what}: no answer from the server (${detailOf(outcome.body)}); is it running at that address (npm start)?`
      : `${what} answered ${outcome.status}: ${detailOf(outcome.body)}`,
  );

/** The course asked for, or the first free published course of the catalogue by title. */
export async function chooseCourse(client: TimedClient, token: string, courseId: string | null): Promise<string> {
  if (courseId !== null) return courseId;
  const catalogue = await client.request('GET', '/courses?price=free&sort=title&pageSize=50', token);
  if (catalogue.status !== 200) throw failure('Reading the catalogue', catalogue);
  const first = (catalogue.body as CatalogueResponse).items[0];
  if (!first) throw new SimulationSetupError('The catalogue has no free published course: seed the demo world (npm run seed) or pass --course');
  return first.courseId;
}

/** Enrols every learner (enrolling again changes nothing), a few at a time. */
export async function enrolAll(client: TimedClient, courseId: string, accounts: readonly LearnerAccount[]): Promise<void> {
  for (let start = 0; start < accounts.length; start += ENROLMENT_CONCURRENCY) {
    await Promise.all(
      accounts.slice(start, start + ENROLMENT_CONCURRENCY).map(async (account) => {
        const enrolled = await client.request('POST', `/courses/${courseId}/enrol`, account.token);
        if (enrolled.status === 402) throw new SimulationSetupError(`Course ${courseId} is paid; the simulation enrols in free courses only`);
        if (enrolled.status === 404) throw new SimulationSetupError(`No published course ${courseId}`);
        if (enrolled.status !== 200 && enrolled.status !== 201) throw failure(`Enrolling ${account.userId} in ${courseId}`, enrolled);
      }),
    );
  }
}

/** The course as the player shows it to an enrolled learner; it must hold a quiz to attempt. */
export async function loadCourse(client: TimedClient, courseId: string, token: string): Promise<CoursePlayerResponse> {
  const player = await client.request('GET', `/courses/${courseId}/learn`, token);
  if (player.status !== 200) throw failure(`Opening course ${courseId}`, player);
  const course = player.body as CoursePlayerResponse;
  if (!course.modules.some((module) => module.quizzes.length > 0)) throw new SimulationSetupError(`Course ${courseId} has no quiz to attempt; pick another with --course`);
  return course;
}
