import { MULTIKEY_V1_CONTEXT, OPEN_BADGES_V3_CONTEXT, VC_V2_CONTEXT } from './credential-document-loader.js';
import type { PlatformSigningKey, PublicMultikey } from './platform-signing-key.js';

/** Who issues certificates: the platform, under a stable URL that also serves its profile with the public key. */
export interface IssuerSettings {
  readonly id: string;
  readonly name: string;
  readonly url: string;
}

/** The issuer as embedded in each credential: an Open Badges Profile. */
export interface IssuerProfile {
  readonly id: string;
  readonly type: ['Profile'];
  readonly name: string;
  readonly url: string;
}

export function issuerProfile(settings: IssuerSettings): IssuerProfile {
  return { id: settings.id, type: ['Profile'], name: settings.name, url: settings.url };
}

/** The issuer profile as published, with the key that signs: the controller document a verifier trusts. */
export interface IssuerControllerDocument extends IssuerProfile {
  readonly '@context': readonly string[];
  readonly verificationMethod: readonly PublicMultikey[];
  readonly assertionMethod: readonly string[];
}

export function issuerControllerDocument(settings: IssuerSettings, key: PlatformSigningKey): IssuerControllerDocument {
  return {
    '@context': [VC_V2_CONTEXT, OPEN_BADGES_V3_CONTEXT, MULTIKEY_V1_CONTEXT],
    ...issuerProfile(settings),
    verificationMethod: [key.publicKey],
    assertionMethod: [key.verificationMethod],
  };
}
