/**
 * Certificates: Open Badges 3.0 credentials signed with a Data Integrity proof (eddsa-rdfc-2022) by the platform's
 * Ed25519 key, verified without fetching anything, and revoked through a W3C Bitstring Status List.
 */
export {
  credentialDocumentLoader,
  pinnedContexts,
  UnpinnedDocumentError,
  type DocumentLoader,
  type PinnedContext,
} from './credential-document-loader.js';
export { signCredential, verifyCredential, type CredentialVerification, type Signed } from './credential-signing.js';
export { loadDevelopmentSigningKey } from './development-signing-key.js';
export { issuerControllerDocument, issuerProfile, type IssuerControllerDocument, type IssuerSettings } from './issuer-profile.js';
export { hashedEmailIdentity, openBadgeCredential, type CertificateFacts, type OpenBadgeCredential } from './open-badge-credential.js';
export { generateSerializedSigningKey, InvalidSigningKeyError, platformSigningKey, type PlatformSigningKey } from './platform-signing-key.js';
export {
  bitstringStatusListEntry,
  MINIMUM_STATUS_LIST_LENGTH,
  revocationStatus,
  statusListCredential,
  StatusListError,
  type BitstringStatusListCredential,
  type CredentialStatus,
} from './status-list.js';
