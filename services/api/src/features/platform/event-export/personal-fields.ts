import type { EventDefinition } from '@pathwise/event-schemas';

/**
 * Which parts of an event say who someone is, for an export to analysts. Three kinds, each handled its own way:
 *
 * - a person's id (or an id a provider gave a person): replaced by a keyed pseudonym, the same one wherever the id
 *   appears (a learnerId here, a creatorId or an actor there), so analysts can still count and join people;
 * - a personal value (an email, a name, an IBAN, and every field an event declares as personal data): a pseudonym
 *   too, so "how many distinct" still works but the value is gone;
 * - text a person wrote (a review, a forum post, a lead's message, an admin's audited reason, a typed answer):
 *   withheld, only its length kept, since a pseudonym of prose tells nothing and the prose may name anyone.
 *
 * Keys are matched by name wherever they appear in the data, because the same names mean the same thing across
 * domains (`learnerId` is always a person). Course content (lesson text, quiz prompts, skill names) stays readable.
 */
export type PersonalFieldKind = 'person-id' | 'personal-value' | 'written-text';

const PERSON_ID_KEYS = new Set([
  'userId', 'learnerId', 'creatorId', 'authorId', 'buyerId', 'editorId', 'ownerId', 'leadId', 'subjectId',
  'by', 'changedBy', 'createdBy', 'deletedBy', 'disabledBy', 'grantedBy', 'invitedBy', 'refundedBy', 'revokedBy', 'setBy',
  // Ids a payment provider gave the person or their account.
  'accountId', 'destination', 'providerCustomerId', 'providerSubscriptionId',
]);
/** `id` alone names many things; a payment method's is the provider's id of one person's card. */
const PERSON_ID_PATHS = new Set(['paymentMethod.id']);

const PERSONAL_VALUE_KEYS = new Set(['email', 'displayName', 'holderName', 'iban', 'ibanLast4', 'subject', 'recipientIdentityHash', 'recipientSalt', 'last4']);

const WRITTEN_TEXT_KEYS = new Set(['review', 'reply', 'body', 'message', 'note', 'comment']);
/** A typed answer: learners write anything into a short-answer box. */
const WRITTEN_TEXT_PATHS = new Set(['answer.text', 'answers.text']);
/** Elsewhere `reason` is a code (wrong_code) or a sentence the engine wrote; in these an admin or creator typed it. */
const EVENTS_WITH_WRITTEN_REASON = new Set(['RoleChanged', 'SubscriptionTierChanged', 'AiCreditsGrantedByAdmin', 'AnswerKeyCorrected']);

/**
 * Every key that may hold a personal value in some event: a cheap first test, so that an event whose JSON names none
 * of them needs no walk through its data.
 */
export function keysThatMayHoldPersonalValues(definitions: readonly EventDefinition[]): ReadonlySet<string> {
  return new Set([...PERSONAL_VALUE_KEYS, ...definitions.flatMap((definition) => (definition.personalData?.fields as readonly string[] | undefined) ?? [])]);
}

/** The kind of a field at `path` (keys only, array indexes left out) of an event's data; null when it is not personal. */
export function personalFieldKind(definition: EventDefinition | undefined, path: readonly string[]): PersonalFieldKind | null {
  const key = path.at(-1);
  if (key === undefined) return null;
  if (WRITTEN_TEXT_KEYS.has(key) || WRITTEN_TEXT_PATHS.has(path.join('.'))) return 'written-text';
  if (key === 'reason' && definition && EVENTS_WITH_WRITTEN_REASON.has(definition.type)) return 'written-text';
  if (PERSON_ID_KEYS.has(key) || PERSON_ID_PATHS.has(path.join('.'))) return 'person-id';
  if (PERSONAL_VALUE_KEYS.has(key)) return 'personal-value';
  if (path.length === 1 && (definition?.personalData?.fields as readonly string[] | undefined)?.includes(key)) return 'personal-value';
  return null;
}
