import type { z } from 'zod';

/**
 * Turns the stored data of one older schema version into the data of the next version.
 * `from` freezes the old shape so the upcaster stays honest after the live schema moves on.
 */
export interface Upcaster<From = unknown, To = unknown> {
  readonly fromVersion: number;
  readonly from: z.ZodType<From>;
  readonly upcast: (data: From) => To;
}

/** Types an upcaster against its frozen shape, then erases that type for the registry's list. */
export function defineUpcaster<From, To>(upcaster: Upcaster<From, To>): Upcaster {
  return upcaster as unknown as Upcaster;
}

/**
 * Fields holding personal data are encrypted with a key of their own subject, so that destroying that key
 * erases the data from every stored event without editing the log (crypto-shredding).
 */
export interface PersonalDataFields<Data> {
  readonly subjectField: keyof Data & string;
  readonly fields: readonly (keyof Data & string)[];
}

export interface EventDefinition<TType extends string = string, TSchema extends z.ZodType = z.ZodType> {
  readonly type: TType;
  /** The version new events are written with; stored older versions are upcast on read. */
  readonly schemaVersion: number;
  readonly schema: TSchema;
  /** Ordered by fromVersion, one per step from 1 up to schemaVersion - 1. */
  readonly upcasters: readonly Upcaster[];
  readonly personalData: PersonalDataFields<z.infer<TSchema>> | undefined;
}

export function defineEvent<const TType extends string, TSchema extends z.ZodType>(definition: {
  type: TType;
  schemaVersion?: number;
  schema: TSchema;
  upcasters?: readonly Upcaster[];
  personalData?: PersonalDataFields<z.infer<TSchema>>;
}): EventDefinition<TType, TSchema> {
  const schemaVersion = definition.schemaVersion ?? 1;
  const upcasters = [...(definition.upcasters ?? [])].sort((a, b) => a.fromVersion - b.fromVersion);
  upcasters.forEach((upcaster, index) => {
    if (upcaster.fromVersion !== index + 1) {
      throw new Error(`${definition.type}: upcasters must cover versions 1..${schemaVersion - 1} without gaps`);
    }
  });
  if (upcasters.length !== schemaVersion - 1) {
    throw new Error(`${definition.type}: version ${schemaVersion} needs ${schemaVersion - 1} upcasters, got ${upcasters.length}`);
  }
  return Object.freeze({
    type: definition.type,
    schemaVersion,
    schema: definition.schema,
    upcasters: Object.freeze(upcasters),
    personalData: definition.personalData,
  });
}

/** The `{ type, data }` pair an event definition describes. */
export type EventOf<D> = D extends EventDefinition<infer T, infer S> ? { type: T; data: z.infer<S> } : never;

/** The union of events of a list of definitions. */
export type EventsOf<Ds extends readonly EventDefinition[]> = EventOf<Ds[number]>;
