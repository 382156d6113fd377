import type { PathwiseEvent } from '@pathwise/event-schemas';
import type { Decider } from '../../kernel/decider.js';
import { certificateNotFound, revokedCertificateUnchangeable } from './certificate.errors.js';

export type CertificateEvent = Extract<PathwiseEvent, { type: 'CertificateIssued' | 'CertificateRevoked' | 'CertificateHolderNameVisibilityChanged' }>;
type Issued = Extract<CertificateEvent, { type: 'CertificateIssued' }>['data'];
type Revoked = Extract<CertificateEvent, { type: 'CertificateRevoked' }>['data'];

export interface CertificateState {
  readonly certificateId: string;
  readonly issued: Issued | null;
  readonly revoked: Revoked | null;
  readonly showName: boolean;
}

export type CertificateCommand =
  | { readonly type: 'IssueCertificate'; readonly data: Issued }
  | {
      readonly type: 'RevokeCertificate';
      readonly data: Omit<Revoked, 'learnerId' | 'courseId'>;
    }
  | { readonly type: 'ChangeHolderNameVisibility'; readonly data: { certificateId: string; learnerId: string; showName: boolean; reissuedAt: string } };

/**
 * One certificate: issued once, revoked at most once (a second revocation changes nothing), and reissued with or
 * without the holder's name while it stands. Who may revoke is decided before, with the course in hand.
 */
export const certificateDecider: Decider<CertificateCommand, CertificateState, CertificateEvent> = {
  initialState: (certificateId) => ({ certificateId, issued: null, revoked: null, showName: false }),
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
        // Someone else's certificate is answered as none at all, so certificate ids reveal nothing about holders.
        if (!state.issued || state.issued.learnerId !== command.data.learnerId) throw certificateNotFound(command.data.certificateId);
        if (state.showName === command.data.showName) return [];
        if (state.revoked) throw revokedCertificateUnchangeable();
        return [{ type: 'CertificateHolderNameVisibilityChanged', data: command.data }];
      }
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
        return { ...state, showName: event.data.showName };
      default:
        return state;
    }
  },
};
