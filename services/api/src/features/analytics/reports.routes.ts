import { CourseReportParams, CourseReportQuery } from '@pathwise/contracts';
import { defineRoute, type RouteDefinition } from '../../http/define-route.js';
import { AccessDeniedError, NotFoundError } from '../../http/http-errors.js';
import { mayManage } from '../../kernel/course-membership.js';
import type { CourseAccess } from '../../kernel/course-standing.js';
import { courseReport, type CourseReportsDeps } from './course-reports.js';
import { reportCsv, reportPdf } from './report-table.js';

export interface ReportRouteDeps extends CourseReportsDeps {
  readonly access: CourseAccess;
}

const contentTypes = { csv: 'text/csv; charset=utf-8', pdf: 'application/pdf' } as const;

export function reportRoutes(deps: ReportRouteDeps): RouteDefinition[] {
  return [
    defineRoute({
      method: 'get',
      path: '/courses/:courseId/reports/:report',
      summary: "A course's report for its staff: progress per learner, quiz results or certificates, as CSV or PDF",
      description:
        'For the course\'s creator and co-authors, and admins. Worded in the request\'s language; CSV is RFC 4180 with a ' +
        'header row (names guarded against spreadsheet formulas), PDF an A4 landscape table. Read from the read models, ' +
        'so a figure recorded a moment ago may not be in it yet.',
      tags: ['analytics'],
      access: 'user',
      params: CourseReportParams,
      query: CourseReportQuery,
      responses: { 200: { description: 'The report, as an attachment' } },
      async handle({ params, query, context }) {
        const actor = context.actor!;
        const standing = await deps.access.standing(params.courseId, actor.userId);
        if (!standing) throw new NotFoundError('No such course');
        if (!mayManage(standing, actor.role === 'admin')) throw new AccessDeniedError("Only the course's creators and admins can download its reports.");
        const table = await courseReport(deps, { courseId: params.courseId, courseTitle: standing.title, report: params.report, language: context.language });
        const bytes = query.format === 'csv' ? reportCsv(table) : await reportPdf(table);
        const fileName = `${params.report}-${params.courseId.slice(0, 8)}-${deps.clock().toISOString().slice(0, 10)}.${query.format}`;
        return {
          status: 200,
          headers: { 'content-disposition': `attachment; filename="${fileName}"`, 'cache-control': 'no-store' },
          raw: { contentType: contentTypes[query.format], bytes },
        };
      },
    }),
  ];
}
