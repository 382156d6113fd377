// The Digital Bazaar and Digital Credentials Consortium libraries ship JavaScript without types; these declare the
// part of their API this feature calls, as their READMEs and sources define it.

declare module '@digitalbazaar/credentials-context' {
  export const contexts: Map<string, object>;
}

declare module '@digitalbazaar/data-integrity-context' {
  const context: { contexts: Map<string, object> };
  export default context;
}

declare module '@digitalbazaar/multikey-context' {
  const context: { contexts: Map<string, object> };
  export default context;
}

declare module '@digitalbazaar/ed25519-multikey' {
  export interface Signer {
    id: string;
    algorithm: string;
    sign(input: { data: Uint8Array }): Promise<Uint8Array>;
  }
  export interface Verifier {
    id: string;
    algorithm: string;
    verify(input: { data: Uint8Array; signature: Uint8Array }): Promise<boolean>;
  }
  export interface Ed25519MultikeyPair {
    id?: string;
    controller?: string;
    publicKeyMultibase: string;
    secretKeyMultibase?: string;
    export(options?: { publicKey?: boolean; secretKey?: boolean; includeContext?: boolean }): Promise<Record<string, unknown>>;
    signer(): Signer;
    verifier(): Verifier;
  }
  export function generate(options?: { id?: string; controller?: string; seed?: Uint8Array }): Promise<Ed25519MultikeyPair>;
  export function from(key: {
    '@context'?: string | string[];
    type?: string;
    id?: string;
    controller?: string;
    publicKeyMultibase: string;
    secretKeyMultibase?: string;
  }): Promise<Ed25519MultikeyPair>;
}

declare module '@digitalbazaar/eddsa-rdfc-2022-cryptosuite' {
  export const cryptosuite: object;
}

declare module '@digitalbazaar/data-integrity' {
  import type { Signer } from '@digitalbazaar/ed25519-multikey';
  export class DataIntegrityProof {
    constructor(options: { signer?: Signer; date?: Date | string | null; cryptosuite: object });
  }
}

declare module '@digitalbazaar/vc' {
  type DocumentLoader = (url: string) => Promise<{ contextUrl: null; documentUrl: string; document: object }>;
  export interface VerificationResult {
    verified: boolean;
    error?: unknown;
    results?: { verified: boolean; error?: unknown; purposeResult?: unknown }[];
    statusResult?: { verified: boolean; error?: unknown };
  }
  export function issue(options: {
    credential: object;
    suite: object;
    documentLoader: DocumentLoader;
    now?: Date | string;
  }): Promise<Record<string, unknown>>;
  export function verifyCredential(options: {
    credential: object;
    suite: object | object[];
    documentLoader: DocumentLoader;
    controller?: object;
    now?: Date | string;
    checkStatus?: (options: { credential: object }) => Promise<{ verified: boolean; error?: unknown }>;
  }): Promise<VerificationResult>;
}

declare module '@digitalcredentials/vc' {
  export function verifyCredential(options: {
    credential: object;
    suite: object | object[];
    documentLoader: (url: string) => Promise<{ contextUrl: null; documentUrl: string; document: object }>;
    controller?: object;
    now?: Date | string;
    checkStatus?: (options: { credential: object }) => Promise<{ verified: boolean; error?: unknown }>;
  }): Promise<{ verified: boolean; error?: unknown; results?: { verified: boolean; error?: unknown }[] }>;
}

declare module '@digitalcredentials/eddsa-rdfc-2022-cryptosuite' {
  export const cryptosuite: object;
}

declare module '@digitalcredentials/data-integrity' {
  export class DataIntegrityProof {
    constructor(options: { cryptosuite: object });
  }
}
