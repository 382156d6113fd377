import { contexts as credentialsContexts } from '@digitalbazaar/credentials-context';
import dataIntegrityContext from '@digitalbazaar/data-integrity-context';
import multikeyContext from '@digitalbazaar/multikey-context';
import openBadgesContext from '@pathwise/credential-contexts/open-badges-context-3.0.3.json' with { type: 'json' };

export const VC_V2_CONTEXT = 'https://www.w3.org/ns/credentials/v2';
export const OPEN_BADGES_V3_CONTEXT = 'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json';
export const DATA_INTEGRITY_V2_CONTEXT = 'https://w3id.org/security/data-integrity/v2';
export const MULTIKEY_V1_CONTEXT = 'https://w3id.org/security/multikey/v1';

/** Where each pinned context comes from, and the sha256 of its JSON text, so a changed copy cannot pass unnoticed. */
export interface PinnedContext {
  readonly url: string;
  readonly source: string;
  /** sha256 (hex) of the published file's bytes when pinned as a file, else of `JSON.stringify(document)`. */
  readonly sha256: string;
  readonly document: object;
}

/**
 * The Open Badges context is kept byte for byte as 1EdTech publishes it (their specification repository holds the file
 * served at the URL), because no npm package ships it as JSON; a unit spec checks the file's hash.
 */
export const OPEN_BADGES_CONTEXT_SHA256 = 'ef2fa9c7846dce233cc166b43639027278be4ee44f00bb1d45c75de2dd0cd761';

function packaged(url: string, source: string, sha256: string, document: unknown): PinnedContext {
  if (document === undefined) throw new Error(`${source} no longer ships ${url}`);
  return { url, source, sha256, document: document as object };
}

export const pinnedContexts: readonly PinnedContext[] = [
  packaged(
    VC_V2_CONTEXT,
    'npm @digitalbazaar/credentials-context 3.2.0',
    'bf6fd611e6773d58f649459a45dbbb81f94e8cfd058a756644cd5a4a882c4050',
    credentialsContexts.get(VC_V2_CONTEXT),
  ),
  {
    url: OPEN_BADGES_V3_CONTEXT,
    source: 'github.com/1EdTech/openbadges-specification, ob_v3p0/context-3.0.3.json (commit 74da24dd031d5ca56fbe08e8784354b516d5aa86)',
    sha256: OPEN_BADGES_CONTEXT_SHA256,
    document: openBadgesContext,
  },
  packaged(
    DATA_INTEGRITY_V2_CONTEXT,
    'npm @digitalbazaar/data-integrity-context 2.0.1',
    'be223c58c54657e930970f0d11f03caf7287bddc7be7e6f010855190c6b39c21',
    dataIntegrityContext.contexts.get(DATA_INTEGRITY_V2_CONTEXT),
  ),
  packaged(
    MULTIKEY_V1_CONTEXT,
    'npm @digitalbazaar/multikey-context 2.0.1',
    '91f130b30b6705ee65dfa8f86e74922a74aaa0d5fc8bb35427ec2d607d3ad3eb',
    multikeyContext.contexts.get(MULTIKEY_V1_CONTEXT),
  ),
];

/** A URL the loader was asked for and does not hold: signing and verifying never go to the network. */
export class UnpinnedDocumentError extends Error {
  constructor(readonly url: string) {
    super(`The credential document loader holds no copy of ${url} and never fetches one: pin it in the repository`);
    this.name = 'UnpinnedDocumentError';
  }
}

export interface RemoteDocument {
  contextUrl: null;
  documentUrl: string;
  document: object;
}

export type DocumentLoader = (url: string) => Promise<RemoteDocument>;

/**
 * The JSON-LD document loader for signing and verifying: the pinned contexts, plus the documents the caller holds
 * (the issuer's profile and key, a status list) under their ids. Anything else throws {@link UnpinnedDocumentError}.
 */
export function credentialDocumentLoader(documents: ReadonlyMap<string, object> = new Map()): DocumentLoader {
  const known = new Map<string, object>(pinnedContexts.map((pinned) => [pinned.url, pinned.document]));
  for (const [url, document] of documents) known.set(url, document);
  return async (url: string) => {
    const document = known.get(url);
    if (document === undefined) throw new UnpinnedDocumentError(url);
    // A fresh copy per load: the JSON-LD processor may annotate what it is given.
    return { contextUrl: null, documentUrl: url, document: structuredClone(document) };
  };
}
