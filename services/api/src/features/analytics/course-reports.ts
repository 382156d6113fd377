import type { CourseReportKind } from '@pathwise/contracts';
import type { Language } from '@pathwise/event-schemas';
import type { Database } from '@pathwise/event-store';
import { certificatesOfCourse, getCompletionsOfCourse, getCourseProgress, getCourseQuizResults, getDisplayNames } from '@pathwise/projections';
import type { CourseCommands } from '../courses/index.js';
import { reportWording, type ReportWording } from './report-wording.js';
import type { ReportCell, ReportTable } from './report-table.js';

export interface CourseReportsDeps {
  readonly database: Pick<Database, 'db'>;
  readonly courses: Pick<CourseCommands, 'load'>;
  readonly clock: () => Date;
}

interface ReportRequest {
  readonly courseId: string;
  readonly courseTitle: string;
  readonly report: CourseReportKind;
  readonly language: Language;
}

const day = (at: Date) => at.toISOString().slice(0, 10);
const minutes = (seconds: number) => Math.round(seconds / 60);

/** A course's report as a table in the reader's language, read from the read models that hold its figures. */
export async function courseReport(deps: CourseReportsDeps, request: ReportRequest): Promise<ReportTable> {
  const words = reportWording[request.language];
  const frame = {
    title: `${words.titles[request.report]}: ${request.courseTitle}`,
    subtitle: words.madeAt(deps.clock().toISOString().slice(0, 16).replace('T', ' ')),
    empty: words.empty,
  };
  const body = await reportBody(deps, request, words);
  return { ...frame, ...body };
}

async function reportBody(deps: CourseReportsDeps, { courseId, report }: ReportRequest, words: ReportWording) {
  const { db } = deps.database;
  const nameOf = async (userIds: readonly string[]) => {
    const names = await getDisplayNames(db, userIds);
    return (userId: string) => names.get(userId) ?? words.unnamed;
  };
  switch (report) {
    case 'progress': {
      const [progress, completions] = await Promise.all([getCourseProgress(db, courseId), getCompletionsOfCourse(db, courseId)]);
      const name = await nameOf(progress.map((row) => row.learnerId));
      return {
        columns: words.progressColumns,
        textColumns: new Set([0]),
        rows: progress.map((row): ReportCell[] => [
          name(row.learnerId),
          row.lessonsStarted,
          row.lessonsCompleted,
          row.quizAttempts,
          row.bestQuizScore === null ? null : Math.round(row.bestQuizScore),
          minutes(row.timeSpentSeconds),
          day(row.lastActivityAt),
          completions.has(row.learnerId) ? day(completions.get(row.learnerId)!) : null,
        ]),
      };
    }
    case 'quiz-results': {
      const [results, { state }] = await Promise.all([getCourseQuizResults(db, courseId), deps.courses.load(courseId)]);
      const quizTitles = new Map((state?.modules ?? []).flatMap((module) => module.quizzes.map((quiz) => [quiz.quizId, quiz.title] as const)));
      const name = await nameOf(results.map((row) => row.learnerId));
      return {
        columns: words.quizColumns,
        textColumns: new Set([0, 1]),
        rows: results.map((row): ReportCell[] => [
          name(row.learnerId),
          quizTitles.get(row.quizId) ?? row.quizId,
          row.attempts,
          Math.round(row.bestScore),
          Math.round(row.latestScore),
          row.passed ? words.yes : words.no,
          day(row.lastAttemptedAt),
        ]),
      };
    }
    case 'certificates': {
      const certificates = await certificatesOfCourse(db, courseId);
      const name = await nameOf(certificates.map((row) => row.learnerId));
      return {
        columns: words.certificateColumns,
        textColumns: new Set([0]),
        rows: certificates.map((row): ReportCell[] => [
          name(row.learnerId),
          row.certificateId,
          row.courseVersion,
          day(row.issuedAt),
          row.revocation ? `${words.revoked} ${day(row.revocation.revokedAt)}` : words.valid,
        ]),
      };
    }
  }
}
