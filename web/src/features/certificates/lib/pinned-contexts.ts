import { contexts as credentialsContexts } from '@digitalbazaar/credentials-context';
import dataIntegrityContext from '@digitalbazaar/data-integrity-context';
import multikeyContext from '@digitalbazaar/multikey-context';
import openBadgesContext from '@pathwise/credential-contexts/open-badges-context-3.0.3.json';

export const VC_V2_CONTEXT = 'https://www.w3.org/ns/credentials/v2';
export const OPEN_BADGES_V3_CONTEXT = 'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json';
export const DATA_INTEGRITY_V2_CONTEXT = 'https://w3id.org/security/data-integrity/v2';
export const MULTIKEY_V1_CONTEXT = 'https://w3id.org/security/multikey/v1';

/**
 * The contexts the server signs with, from the same packages at the same versions (and the Open Badges file from the
 * package both share), so the browser's check never fetches a context whose server could change what a proof means.
 */
const pinned = new Map<string, unknown>([
  [VC_V2_CONTEXT, credentialsContexts.get(VC_V2_CONTEXT)],
  [OPEN_BADGES_V3_CONTEXT, openBadgesContext],
  [DATA_INTEGRITY_V2_CONTEXT, dataIntegrityContext.contexts.get(DATA_INTEGRITY_V2_CONTEXT)],
  [MULTIKEY_V1_CONTEXT, multikeyContext.contexts.get(MULTIKEY_V1_CONTEXT)],
]);

export type DocumentLoader = (url: string) => Promise<{ contextUrl: null; documentUrl: string; document: object }>;

/** A URL the check was asked to load and holds no copy of: it never goes to the network for one. */
export class UnpinnedDocumentError extends Error {
  constructor(readonly url: string) {
    super(`The credential refers to ${url}, which is neither a context we pin nor a key the issuer publishes`);
    this.name = 'UnpinnedDocumentError';
  }
}

/** The pinned contexts plus the documents the caller holds (the issuer's profile and key), and nothing else. */
export function pinnedDocumentLoader(documents: ReadonlyMap<string, object>): DocumentLoader {
  return async (url) => {
    const document = documents.get(url) ?? pinned.get(url);
    if (document === undefined || document === null || typeof document !== 'object') throw new UnpinnedDocumentError(url);
    // A fresh copy per load: the JSON-LD processor may annotate what it is given.
    return { contextUrl: null, documentUrl: url, document: structuredClone(document) };
  };
}
