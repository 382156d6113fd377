import type { PathwiseEvent } from '@pathwise/event-schemas';
import type { Decider } from '../../kernel/decider.js';
import { certificateNameHidden, certificateNameUnchanged, certificateNotFound, revokedCertificateUnchangeable } from './certificate.errors.js';
import { nameOutdated } from './certificate-reissue.rules.js';

export type CertificateEvent = Extract<PathwiseEvent, { type: 'CertificateIssued' | 'CertificateRevoked' | 'CertificateHolderNameVisibilityChanged' }>;
type Issued = Extract<CertificateEvent, { type: 'CertificateIssued' }>['data'];
type Revoked = Extract<CertificateEvent, { type: 'CertificateRevoked' }>['data'];

export interface CertificateState {
  readonly certificateId: string;
  readonly issued: Issued | null;
  readonly revoked: Revoked | null;
  readonly showName: boolean;
  /** The name the credential is signed with while shown; null when hidden, or shown before names were recorded. */
  readonly signedName: string | null;
}

export type CertificateCommand =
  | { readonly type: 'IssueCertificate'; readonly data: Issued }
  | {
      readonly type: 'RevokeCertificate';
      readonly data: Omit<Revoked, 'learnerId' | 'courseId'>;
    }
  | {
      readonly type: 'ChangeHolderNameVisibility';
      readonly data: { certificateId: string; learnerId: string; showName: boolean; reissuedAt: string; currentName: string | null };
    }
  | {
      /** The holder's name changed since the certificate was signed: revoke it as superseded by `replacementId`. */
      readonly type: 'SupersedeWithNewName';
      readonly data: { certificateId: string; learnerId: string; currentName: string | null; replacementId: string; revokedAt: string };
    }
  | {
      /** The replacement of a superseded certificate: its frozen facts, a status index of its own, the new name shown. */
      readonly type: 'IssueReplacement';
      readonly data: { replaced: Issued; statusListId: string; statusListIndex: number; holderName: string; reissuedAt: string };
    };

/**
 * One certificate: issued once, revoked at most once (a second revocation changes nothing), and reissued with or
 * without the holder's name while it stands. When the name it was signed with is no longer the holder's, the holder
 * may have it replaced: this one revoked as superseded, and a replacement issued with the same facts under the new
 * name. Who may revoke is decided before, with the course in hand.
 */
export const certificateDecider: Decider<CertificateCommand, CertificateState, CertificateEvent> = {
  initialState: (certificateId) => ({ certificateId, issued: null, revoked: null, showName: false, signedName: null }),
  decide(command, state) {
    switch (command.type) {
      case 'IssueCertificate':
        return state.issued ? [] : [{ type: 'CertificateIssued', data: command.data }];
      case 'RevokeCertificate': {
        const issued = state.issued;
        if (!issued) throw certificateNotFound(command.data.certificateId);
        if (state.revoked) return [];
        return [{ type: 'CertificateRevoked', data: { ...command.data, learnerId: issued.learnerId, courseId: issued.courseId } }];
      }
      case 'ChangeHolderNameVisibility': {
        const { currentName, ...change } = command.data;
        assertHolder(state, change.certificateId, change.learnerId);
        if (state.showName === change.showName) return [];
        if (state.revoked) throw revokedCertificateUnchangeable();
        return [{ type: 'CertificateHolderNameVisibilityChanged', data: change.showName ? { ...change, holderName: currentName } : change }];
      }
      case 'SupersedeWithNewName':
        return supersede(command.data, state);
      case 'IssueReplacement':
        return state.issued ? [] : replacementOf(state.certificateId, command.data);
      default: {
        const unknown: never = command;
        throw new Error(`Unknown certificate command ${JSON.stringify(unknown)}`);
      }
    }
  },
  evolve(state, event) {
    switch (event.type) {
      case 'CertificateIssued':
        return { ...state, issued: event.data };
      case 'CertificateRevoked':
        return { ...state, revoked: event.data };
      case 'CertificateHolderNameVisibilityChanged':
        return { ...state, showName: event.data.showName, signedName: event.data.showName ? (event.data.holderName ?? null) : null };
      default:
        return state;
    }
  },
};

// Someone else's certificate is answered as none at all, so certificate ids reveal nothing about holders.
function assertHolder(state: CertificateState, certificateId: string, learnerId: string): asserts state is CertificateState & { issued: Issued } {
  if (!state.issued || state.issued.learnerId !== learnerId) throw certificateNotFound(certificateId);
}

function supersede(data: Extract<CertificateCommand, { type: 'SupersedeWithNewName' }>['data'], state: CertificateState): CertificateEvent[] {
  assertHolder(state, data.certificateId, data.learnerId);
  // Already replaced (a retry, a second click): the replacement stands, nothing more to do.
  if (state.revoked?.supersededBy === data.replacementId) return [];
  if (state.revoked) throw revokedCertificateUnchangeable();
  if (!state.showName) throw certificateNameHidden();
  if (!nameOutdated(state, data.currentName)) throw certificateNameUnchanged();
  return [
    {
      type: 'CertificateRevoked',
      data: {
        certificateId: data.certificateId,
        learnerId: data.learnerId,
        courseId: state.issued.courseId,
        revokedBy: data.learnerId,
        revokedAs: 'holder',
        reason: 'superseded',
        note: null,
        revokedAt: data.revokedAt,
        supersededBy: data.replacementId,
      },
    },
  ];
}

/** What the replacement states is what the replaced certificate froze at issue, down to its date; only its id, bit and name are new. */
function replacementOf(certificateId: string, data: Extract<CertificateCommand, { type: 'IssueReplacement' }>['data']): CertificateEvent[] {
  const { replaced, statusListId, statusListIndex, holderName, reissuedAt } = data;
  return [
    { type: 'CertificateIssued', data: { ...replaced, certificateId, statusListId, statusListIndex, supersedes: replaced.certificateId } },
    { type: 'CertificateHolderNameVisibilityChanged', data: { certificateId, learnerId: replaced.learnerId, showName: true, reissuedAt, holderName } },
  ];
}
