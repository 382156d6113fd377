import { CreateCourseFromOutlineRequest, CreateCourseFromOutlineResponse, DraftOutlineRequest, DraftOutlineResponse } from '@pathwise/contracts';
import { defineRoute, type RouteDefinition } from '../../../http/define-route.js';
import type { CourseOutlines } from './course-outlines.service.js';

const tags = ['ai-studio'];

export function courseOutlineRoutes(deps: { readonly outlines: CourseOutlines }): RouteDefinition[] {
  return [
    defineRoute({
      method: 'post',
      path: '/ai/outlines',
      summary: 'Draft a course outline from your material; costs AI credits',
      description:
        'The material is uploaded materials by id (PDF, Markdown or plain text, uploaded first through POST /api/materials) and pasted texts. ' +
        'The outline follows the material: a lesson per section with text, modules under the headings above them, a skill per lesson with its prerequisites, ' +
        'and the quiz items the material gives per lesson, each lesson with the sentences it is made of (file, page, paragraph). ' +
        'Credits are taken before the work (402 when too few are left) and given back if it fails.',
      tags,
      access: 'user',
      body: DraftOutlineRequest,
      responses: { 200: { description: 'The outline to review and edit, its sources and the credits it cost', schema: DraftOutlineResponse } },
      async handle({ body, context }) {
        return { status: 200, body: await deps.outlines.draft(context.actor!, body, context.requestId) };
      },
    }),
    defineRoute({
      method: 'post',
      path: '/ai/outlines/courses',
      summary: 'Create a draft course from an (edited) outline; costs AI credits',
      description:
        'Send the outline as reviewed (modules and lessons renamed or removed) with the same material it was drafted from. The course is drafted through ' +
        "the course's own commands: its skills, its modules, their lessons drafted from their sections, and a quiz per module from the lessons' material. " +
        'The client picks the course id; the answer names it, for the authoring editor.',
      tags,
      access: 'user',
      body: CreateCourseFromOutlineRequest,
      responses: {
        201: { description: 'The draft course, what it holds, and the credits it cost', schema: CreateCourseFromOutlineResponse },
        409: { description: 'A course with this id exists already' },
      },
      async handle({ body, context }) {
        return { status: 201, body: await deps.outlines.createCourse(context.actor!, body, context.requestId) };
      },
    }),
  ];
}
