import { z } from 'zod';
import { defineEvent } from '../define-event.js';
import { EntityId } from '../ids.js';
import { languages } from '../identity/account.events.js';

export const courseLevels = ['beginner', 'intermediate', 'advanced'] as const;
export type CourseLevel = (typeof courseLevels)[number];

export const CourseDrafted = defineEvent({
  type: 'CourseDrafted',
  schema: z.object({
    courseId: EntityId,
    creatorId: EntityId,
    title: z.string().trim().min(3).max(120),
    description: z.string().max(5_000),
    language: z.enum(languages),
    level: z.enum(courseLevels),
    /** Minor units, so that prices never meet floating point. */
    priceCents: z.number().int().min(0).max(10_000_00),
    currency: z.enum(['USD', 'EUR', 'GBP']),
    tags: z.array(z.string().trim().min(1).max(30)).max(10),
  }),
});

export const CoursePublished = defineEvent({
  type: 'CoursePublished',
  schema: z.object({ courseId: EntityId }),
});

export const courseEvents = [CourseDrafted, CoursePublished] as const;
