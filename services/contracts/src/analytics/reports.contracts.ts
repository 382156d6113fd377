import { z } from 'zod';

/**
 * The reports a course's staff (and admins) download from /reports: each learner's progress, each learner's results
 * per quiz, and the certificates issued. Sales have their own export on /sales.
 */
export const courseReportKinds = ['progress', 'quiz-results', 'certificates'] as const;
export type CourseReportKind = (typeof courseReportKinds)[number];

export const courseReportFormats = ['csv', 'pdf'] as const;
export type CourseReportFormat = (typeof courseReportFormats)[number];

export const CourseReportParams = z.object({ courseId: z.string().min(1).max(100), report: z.enum(courseReportKinds) });
export const CourseReportQuery = z.object({ format: z.enum(courseReportFormats).default('csv') });

/** The address of a course's report, for a download link. */
export const courseReportPath = (courseId: string, report: CourseReportKind, format: CourseReportFormat): string =>
  `/api/courses/${encodeURIComponent(courseId)}/reports/${report}?format=${format}`;
