import { defineEvent, defineUpcaster, EventRegistry, type EventsOf } from '@pathwise/event-schemas';
import { z } from 'zod';

/**
 * Event types made for the store's own tests: one current, one at version 2 with a frozen version 1 and its
 * upcaster, and one with personal data.
 */
export const NoteTaken = defineEvent({
  type: 'NoteTaken',
  schema: z.object({ noteId: z.string().min(1), text: z.string().max(1_000), stars: z.number().int().min(0).max(5) }),
});

const TemperatureReadV1 = z.object({ sensorId: z.string(), fahrenheit: z.number() });

export const TemperatureRead = defineEvent({
  type: 'TemperatureRead',
  schemaVersion: 2,
  schema: z.object({ sensorId: z.string(), celsius: z.number() }),
  upcasters: [
    defineUpcaster({
      fromVersion: 1,
      from: TemperatureReadV1,
      upcast: (v1) => ({ sensorId: v1.sensorId, celsius: Math.round((((v1.fahrenheit - 32) * 5) / 9) * 10) / 10 }),
    }),
  ],
});

export const MemberJoined = defineEvent({
  type: 'MemberJoined',
  schema: z.object({ memberId: z.string(), email: z.email().nullable(), nickname: z.string().nullable() }),
  personalData: { subjectField: 'memberId', fields: ['email', 'nickname'] },
});

export const testEventDefinitions = [NoteTaken, TemperatureRead, MemberJoined] as const;
export type TestEvent = EventsOf<typeof testEventDefinitions>;
export const testEventRegistry = new EventRegistry(testEventDefinitions);

/** A fixed master key for tests only; production keys come from the environment. */
export const testPersonalDataKey = Buffer.alloc(32, 7);

export const note = (noteId: string, stars = 3, text = `note ${noteId}`): TestEvent => ({
  type: 'NoteTaken',
  data: { noteId, text, stars },
});
