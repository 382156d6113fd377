import { z } from 'zod';
import { defineEvent } from '../kernel/define-event.js';
import { EntityId } from '../kernel/ids.js';

export const enrolmentSources = ['free', 'purchase', 'admin'] as const;

/** The only event of its enrolment stream (expected version: none), so enrolling twice is a no-op. */
export const LearnerEnrolled = defineEvent({
  type: 'LearnerEnrolled',
  schema: z.object({ learnerId: EntityId, courseId: EntityId, source: z.enum(enrolmentSources) }),
});

export const enrolmentEvents = [LearnerEnrolled] as const;
