import type { z } from 'zod';
import type { EventDefinition } from './define-event.js';

export interface SchemaIssue {
  /** Dotted path inside the event data, empty for the data as a whole. */
  readonly path: string;
  readonly message: string;
}

export type ValidationResult =
  | { readonly ok: true; readonly data: unknown }
  | { readonly ok: false; readonly issues: readonly SchemaIssue[] };

export function issuesOf(error: z.ZodError): SchemaIssue[] {
  return error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }));
}

/** The set of event types a store accepts: validation on append, upcasting on read. */
export class EventRegistry {
  readonly #definitions = new Map<string, EventDefinition>();

  constructor(definitions: readonly EventDefinition[]) {
    for (const definition of definitions) {
      if (this.#definitions.has(definition.type)) throw new Error(`Event type registered twice: ${definition.type}`);
      this.#definitions.set(definition.type, definition);
    }
  }

  has(type: string): boolean {
    return this.#definitions.has(type);
  }

  get types(): string[] {
    return [...this.#definitions.keys()];
  }

  definition(type: string): EventDefinition | undefined {
    return this.#definitions.get(type);
  }

  /** Checks data against the current schema of its type; unknown types are the caller's to reject. */
  validate(definition: EventDefinition, data: unknown): ValidationResult {
    const parsed = definition.schema.safeParse(data);
    return parsed.success ? { ok: true, data: parsed.data } : { ok: false, issues: issuesOf(parsed.error) };
  }

  /** Brings data stored at `storedVersion` up to the current shape; stored events are never edited. */
  upcast(definition: EventDefinition, storedVersion: number, data: unknown): unknown {
    let current = data;
    for (let version = storedVersion; version < definition.schemaVersion; version++) {
      const upcaster = definition.upcasters[version - 1];
      if (!upcaster) throw new Error(`${definition.type}: no upcaster from version ${version}`);
      current = upcaster.upcast(upcaster.from.parse(current));
    }
    return current;
  }

  /** A registry with more definitions, for tests and optional features. */
  extend(definitions: readonly EventDefinition[]): EventRegistry {
    return new EventRegistry([...this.#definitions.values(), ...definitions]);
  }
}
