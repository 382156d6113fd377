/**
 * Certificates: Open Badges 3.0 credentials signed with a Data Integrity proof (eddsa-rdfc-2022) by the platform's
 * Ed25519 key, verified without fetching anything, and revoked through a W3C Bitstring Status List. Issued by a
 * reactor the moment a learner meets a course's criteria; listed, published, verified and revoked over HTTP.
 */
import type { PathwiseEvent } from '@pathwise/event-schemas';
import type { Database, EventStore } from '@pathwise/event-store';
import { issuedCertificatesProjection, statusListState } from '@pathwise/projections';
import { projectionWaiter } from '../../infrastructure/projection-waiting/wait-for-projection.js';
import type { CourseAccess } from '../../kernel/course-standing.js';
import type { FeatureModule } from '../../kernel/feature-module.js';
import type { CourseCommands } from '../courses/index.js';
import type { Accounts, Mailer } from '../identity/index.js';
import { CertificateCredentials, certificateAddresses } from './certificate-credentials.service.js';
import { certificateIssuanceReactor } from './certificate-issuance.reactor.js';
import { certificateIssuedNoticeReactor } from './certificate-issued-notice.reactor.js';
import { CertificateCommands } from './certificates.commands.js';
import { certificateRoutes } from './certificates.routes.js';
import type { IssuerSettings } from './issuer-profile.js';
import { platformSigningKey } from './platform-signing-key.js';

export { CertificateCommands } from './certificates.commands.js';
export { CertificateCredentials, certificateAddresses, type CertificateAddresses } from './certificate-credentials.service.js';
export { certificateIdFor, defaultCertificateCriteria } from './certificate-criteria.rules.js';
export { issuanceFor } from './certificate-issuance.reactor.js';
export { CURRENT_STATUS_LIST_ID } from './status-list-allocation.js';
export { renderCertificatePdf } from './certificate-pdf.service.js';
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

export interface CertificatesFeature extends FeatureModule {
  readonly commands: CertificateCommands;
  readonly credentials: CertificateCredentials;
}

export interface CertificatesSettings {
  /** The serialized Ed25519 key pair (configured in production, made in the data folder elsewhere). */
  readonly signingKey: string;
  readonly issuerName: string;
  readonly issuerUrl: string;
  /** The deployment's public origin: the issuer's id, the credentials' and status lists' URLs live under it. */
  readonly publicUrl: string;
}

export async function createCertificatesFeature(deps: {
  store: EventStore<PathwiseEvent>;
  database: Database;
  access: CourseAccess;
  courses: Pick<CourseCommands, 'load'>;
  accounts: Pick<Accounts, 'load'>;
  mailer: Mailer;
  clock: () => Date;
  settings: CertificatesSettings;
}): Promise<CertificatesFeature> {
  const addresses = certificateAddresses(deps.settings.publicUrl);
  const issuer: IssuerSettings = { id: addresses.issuerId, name: deps.settings.issuerName, url: deps.settings.issuerUrl };
  const key = await platformSigningKey(deps.settings.signingKey, issuer.id);
  const credentials = new CertificateCredentials({ key, issuer, addresses, statusLists: (listId) => statusListState(deps.database.db, listId) });
  const commands = new CertificateCommands(deps.store, deps.database, deps.access, deps.courses, deps.accounts, deps.clock);
  return {
    commands,
    credentials,
    reactors: [certificateIssuanceReactor, certificateIssuedNoticeReactor({ mailer: deps.mailer, publicUrl: deps.settings.publicUrl.replace(/\/$/, '') })],
    routes: certificateRoutes({
      commands,
      credentials,
      issuer,
      db: deps.database.db,
      accounts: deps.accounts,
      courses: deps.courses,
      access: deps.access,
      caughtUp: projectionWaiter(deps.database, issuedCertificatesProjection),
    }),
  };
}
