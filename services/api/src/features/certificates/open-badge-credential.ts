import { createHash } from 'node:crypto';
import type { MasteryLevel } from '@pathwise/event-schemas';
import { OPEN_BADGES_V3_CONTEXT, VC_V2_CONTEXT } from './credential-document-loader.js';
import { issuerProfile, type IssuerProfile, type IssuerSettings } from './issuer-profile.js';
import { bitstringStatusListEntry, type BitstringStatusListEntry } from './status-list.js';

/** The Open Badges IdentityObject: how a recipient is named without a DID. */
export interface IdentityObject {
  readonly type: 'IdentityObject';
  readonly identityType: 'emailAddress' | 'name';
  readonly hashed: boolean;
  readonly identityHash: string;
  readonly salt?: string;
}

export interface SkillEvidence {
  readonly type: ['Evidence'];
  readonly name: string;
  readonly description: string;
  readonly genre: 'Skill mastery';
}

export interface OpenBadgeCredential {
  readonly '@context': readonly string[];
  readonly id: string;
  readonly type: ['VerifiableCredential', 'OpenBadgeCredential'];
  readonly name: string;
  readonly issuer: IssuerProfile;
  readonly validFrom: string;
  readonly credentialSubject: {
    readonly type: ['AchievementSubject'];
    readonly name?: string;
    readonly identifier: readonly IdentityObject[];
    readonly achievement: {
      readonly id: string;
      readonly type: ['Achievement'];
      readonly name: string;
      readonly description: string;
      readonly criteria: { readonly narrative: string };
      readonly image: { readonly id: string; readonly type: 'Image' };
    };
  };
  readonly evidence?: readonly SkillEvidence[];
  readonly credentialStatus: BitstringStatusListEntry;
}

export interface CertificateFacts {
  /** The credential's own id, a URL that serves it (or a urn:uuid). */
  readonly credentialId: string;
  readonly issuer: IssuerSettings;
  readonly recipient: {
    /** The address, hashed here; or `identityHash` when the hash was made (and kept) at issue. */
    readonly email?: string;
    readonly identityHash?: string;
    /** Kept with the certificate so its holder can prove the hash is theirs; never the same for two certificates. */
    readonly salt: string;
    /** Only when the holder asked for their name on the credential. */
    readonly name?: string | null;
  };
  readonly achievement: {
    readonly id: string;
    readonly name: string;
    readonly description: string;
    readonly criteriaNarrative: string;
    readonly imageUrl: string;
  };
  readonly issuedAt: Date;
  readonly skills: readonly { readonly name: string; readonly level: MasteryLevel }[];
  readonly status: { readonly statusListCredential: string; readonly statusListIndex: number };
}

/**
 * The unsigned OpenBadgeCredential for a certificate. The recipient is named by a salted hash of the email, as
 * Open Badges 3.0 allows, so the public credential does not disclose the address; the name appears only on request.
 */
export function openBadgeCredential(facts: CertificateFacts): OpenBadgeCredential {
  const { recipient, achievement } = facts;
  const holderName = recipient.name?.trim() ? recipient.name.trim() : null;
  const identifier: IdentityObject[] = [
    recipient.identityHash === undefined
      ? hashedEmailIdentity(recipient.email ?? '', recipient.salt)
      : { type: 'IdentityObject', identityType: 'emailAddress', hashed: true, identityHash: recipient.identityHash, salt: recipient.salt },
  ];
  if (holderName !== null) identifier.push({ type: 'IdentityObject', identityType: 'name', hashed: false, identityHash: holderName });
  return {
    '@context': [VC_V2_CONTEXT, OPEN_BADGES_V3_CONTEXT],
    id: facts.credentialId,
    type: ['VerifiableCredential', 'OpenBadgeCredential'],
    name: achievement.name,
    issuer: issuerProfile(facts.issuer),
    validFrom: xmlDateTime(facts.issuedAt),
    credentialSubject: {
      type: ['AchievementSubject'],
      ...(holderName === null ? {} : { name: holderName }),
      identifier,
      achievement: {
        id: achievement.id,
        type: ['Achievement'],
        name: achievement.name,
        description: achievement.description,
        criteria: { narrative: achievement.criteriaNarrative },
        image: { id: achievement.imageUrl, type: 'Image' },
      },
    },
    ...(facts.skills.length === 0 ? {} : { evidence: facts.skills.map(skillEvidence) }),
    credentialStatus: bitstringStatusListEntry(facts.status.statusListCredential, facts.status.statusListIndex),
  };
}

/**
 * Open Badges' IdentityHash: "sha256$" and the hex digest of the value followed by its salt. The address is trimmed
 * and lower-cased first so the holder can reproduce the hash from the address as they would type it.
 */
export function hashedEmailIdentity(email: string, salt: string): IdentityObject {
  const digest = createHash('sha256').update(email.trim().toLowerCase() + salt).digest('hex');
  return { type: 'IdentityObject', identityType: 'emailAddress', hashed: true, identityHash: `sha256$${digest}`, salt };
}

function skillEvidence(skill: { name: string; level: MasteryLevel }): SkillEvidence {
  return { type: ['Evidence'], name: skill.name, description: `Mastery level at issue: ${skill.level}`, genre: 'Skill mastery' };
}

/** Whole seconds in UTC, the form of the specifications' examples; milliseconds say nothing on a certificate. */
function xmlDateTime(date: Date): string {
  return `${date.toISOString().slice(0, 19)}Z`;
}
