import type { FieldError } from './http-errors.js';

/**
 * Text PostgreSQL cannot hold: it refuses NUL in text and jsonb, and a lone UTF-16 surrogate is no Unicode at all.
 * Accepted once, such a string fails later wherever it is written (a sealed field reaches the read models only when
 * they decrypt it), so it is refused where it comes in.
 */
function problemWithText(text: string): string | null {
  if (text.includes('\u0000')) return 'must not contain a NUL character (U+0000)';
  // With the u flag a surrogate pair is one code point, so only a lone half matches.
  if (/\p{Cs}/u.test(text)) return 'must not contain a lone UTF-16 surrogate (not valid Unicode)';
  return null;
}

/** Keys that reach an object's prototype when code copies or merges what the client sent. */
const PROTOTYPE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** RFC 6901: `~` and `/` in a key are escaped so that the pointer names exactly that member. */
function pointerTo(parent: string, key: string | number): string {
  return `${parent}/${String(key).replaceAll('~', '~0').replaceAll('/', '~1')}`;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/**
 * What a client sent that no route may take, whatever its schema: unstorable text in any string or object key, and
 * keys naming the prototype. Walks with a stack of its own, since a small body can still nest deeper than the call
 * stack goes. Bytes (uploads) are not text and are left to their route.
 */
export function unsafeInputErrors(value: unknown, pointer: string): FieldError[] {
  const errors: FieldError[] = [];
  // A member whose key is refused is not looked into; its error waits on the stack so errors keep the body's order.
  const pending: ({ value: unknown; pointer: string } | FieldError)[] = [{ value, pointer }];
  while (pending.length > 0) {
    const current = pending.pop()!;
    if ('detail' in current) {
      errors.push(current);
      continue;
    }
    const children: ({ value: unknown; pointer: string } | FieldError)[] = [];
    if (typeof current.value === 'string') {
      const detail = problemWithText(current.value);
      if (detail) errors.push({ pointer: current.pointer, detail: `The text ${detail}` });
    } else if (Array.isArray(current.value)) {
      current.value.forEach((item: unknown, index) => children.push({ value: item, pointer: pointerTo(current.pointer, index) }));
    } else if (isPlainObject(current.value)) {
      for (const [key, item] of Object.entries(current.value)) {
        const at = pointerTo(current.pointer, key);
        const keyProblem = problemWithText(key);
        if (keyProblem) children.push({ pointer: at, detail: `The key ${keyProblem}` });
        else if (PROTOTYPE_KEYS.has(key)) children.push({ pointer: at, detail: `${key} is not a key you can send` });
        else children.push({ value: item, pointer: at });
      }
    }
    pending.push(...children.reverse());
  }
  return errors;
}
