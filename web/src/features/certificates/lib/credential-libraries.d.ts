// Digital Bazaar's credential libraries ship JavaScript without types; these declare the part the browser's check
// calls, as the server's own declarations (services/api, certificates/credential-libraries.d.ts) do for its part.

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

declare module '@digitalbazaar/eddsa-rdfc-2022-cryptosuite' {
  export const cryptosuite: object;
}

declare module '@digitalbazaar/data-integrity' {
  export class DataIntegrityProof {
    constructor(options: { cryptosuite: object });
  }
}

declare module '@digitalbazaar/vc' {
  type DocumentLoader = (url: string) => Promise<{ contextUrl: null; documentUrl: string; document: object }>;
  export interface VerificationResult {
    verified: boolean;
    error?: unknown;
    results?: { verified: boolean; error?: unknown }[];
    statusResult?: { verified: boolean; error?: unknown };
  }
  export function verifyCredential(options: {
    credential: object;
    suite: object | object[];
    documentLoader: DocumentLoader;
    controller?: object;
    checkStatus?: (options: { credential: object }) => Promise<{ verified: boolean; error?: unknown }>;
  }): Promise<VerificationResult>;
}
