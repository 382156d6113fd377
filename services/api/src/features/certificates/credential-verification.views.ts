import type { CredentialCheckFailure, VerifyCredentialResponse } from '@pathwise/contracts';
import type { Language } from '@pathwise/event-schemas';
import type { CredentialVerification } from './credential-signing.js';
import type { IssuerControllerDocument } from './issuer-profile.js';

const failureWords: Readonly<Record<Language, Record<CredentialCheckFailure, (detail: string, issuer: string) => string>>> = {
  en: {
    malformed: (detail) => `This is not a credential that can be read: ${detail}`,
    unknown_issuer: (_, issuer) => `This credential was not signed by ${issuer} with its published key, so nothing here vouches for it.`,
    bad_signature: () => 'The signature does not match the credential: it was changed after signing, or signed by another key.',
    status_list_unavailable: (detail) => `Whether this credential was revoked cannot be checked: ${detail}`,
    revoked: (_, issuer) => `${issuer} has revoked this credential.`,
  },
  es: {
    malformed: (detail) => `Esto no es una credencial legible: ${detail}`,
    unknown_issuer: (_, issuer) => `Esta credencial no la firmó ${issuer} con su clave publicada, así que nada aquí la respalda.`,
    bad_signature: () => 'La firma no corresponde a la credencial: se modificó después de firmarla o la firmó otra clave.',
    status_list_unavailable: (detail) => `No se puede comprobar si esta credencial fue revocada: ${detail}`,
    revoked: (_, issuer) => `${issuer} ha revocado esta credencial.`,
  },
  fr: {
    malformed: (detail) => `Ce n’est pas une attestation lisible : ${detail}`,
    unknown_issuer: (_, issuer) => `Cette attestation n’a pas été signée par ${issuer} avec sa clé publiée : rien ici ne la garantit.`,
    bad_signature: () => 'La signature ne correspond pas à l’attestation : elle a été modifiée après sa signature, ou signée par une autre clé.',
    status_list_unavailable: (detail) => `Impossible de vérifier si cette attestation a été révoquée : ${detail}`,
    revoked: (_, issuer) => `${issuer} a révoqué cette attestation.`,
  },
};

interface ProofLike {
  readonly verificationMethod?: unknown;
}

/** Whether the credential claims to come from this issuer and its key, before any signature is checked. */
export function claimsIssuer(credential: Record<string, unknown>, issuer: IssuerControllerDocument): boolean {
  const claimed = credential.issuer;
  const issuerId = typeof claimed === 'string' ? claimed : typeof claimed === 'object' && claimed !== null ? (claimed as { id?: unknown }).id : undefined;
  if (issuerId !== issuer.id) return false;
  // No proof at all is the verifier's to word ("carries no proof"); a proof by any other key is not ours.
  if (credential.proof === undefined) return true;
  const proofs = Array.isArray(credential.proof) ? (credential.proof as ProofLike[]) : [credential.proof as ProofLike];
  const keyIds = new Set(issuer.verificationMethod.map((key) => key.id));
  return proofs.every((proof) => typeof proof === 'object' && proof !== null && typeof proof.verificationMethod === 'string' && keyIds.has(proof.verificationMethod));
}

/** Which check failed, read from the verifier's reason. */
export function failureOf(verification: CredentialVerification): CredentialCheckFailure | null {
  if (verification.verified) return null;
  if (verification.status === 'revoked') return 'revoked';
  const reason = verification.reason ?? '';
  if (/signature does not match/i.test(reason)) return 'bad_signature';
  if (/status list|credentialStatus|statusList/i.test(reason)) return 'status_list_unavailable';
  return 'malformed';
}

/** The verifier's answer for a person: the first check that failed, in the request's language. */
export function verificationView(
  outcome: { verification: CredentialVerification; failure: CredentialCheckFailure | null },
  language: Language,
  issuerName: string,
  certificateId: string | null,
): VerifyCredentialResponse {
  const { verification, failure } = outcome;
  const signatureHeld = failure === null || failure === 'revoked' || failure === 'status_list_unavailable';
  const status = verification.status === 'unchecked' ? 'unknown' : verification.status;
  return {
    verified: failure === null,
    checks: { signature: signatureHeld, status: failure === 'status_list_unavailable' ? 'unknown' : status },
    failure,
    reason: failure === null ? null : failureWords[language][failure](verification.reason ?? '', issuerName),
    certificateId,
  };
}
