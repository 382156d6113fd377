import { AskCourseAssistantRequest, CourseAssistantAnswer, CourseAssistantParams } from '@pathwise/contracts';
import { defineRoute, type RouteDefinition } from '../../../http/define-route.js';
import type { CourseAssistant } from './course-assistant.service.js';

export function courseAssistantRoutes(assistant: CourseAssistant): RouteDefinition[] {
  return [
    defineRoute({
      method: 'post',
      path: '/courses/:courseId/assistant',
      summary: "Ask the course assistant: an answer from the course's own lessons, citing them",
      description:
        "For the course's enrolled learners and its authors, on the pro and pro_plus plans. Without a configured model the answer is the lessons' own sentences and costs nothing; with one, the model writes it from the passages found, for 1 AI credit (402 when none is left, given back if the model fails). When no lesson supports an answer, `covered` is false and the answer says the course does not cover it.",
      tags: ['ai-studio'],
      access: 'user',
      policy: 'paidPlans',
      params: CourseAssistantParams,
      body: AskCourseAssistantRequest,
      responses: {
        200: { description: 'The answer and the lessons it cites', schema: CourseAssistantAnswer },
        403: { description: 'Not on a paid plan, or not a member of the course' },
        404: { description: 'No such course' },
      },
      async handle({ params, body, context }) {
        const answer = await assistant.ask(context.actor!, { courseId: params.courseId, question: body.question, language: context.language, requestId: context.requestId });
        return { status: 200, body: answer };
      },
    }),
  ];
}
