import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import {
  credentialDocumentLoader,
  OPEN_BADGES_CONTEXT_SHA256,
  OPEN_BADGES_V3_CONTEXT,
  pinnedContexts,
  UnpinnedDocumentError,
  VC_V2_CONTEXT,
} from './credential-document-loader.js';

describe('the credential document loader', () => {
  it('serves the pinned VC 2.0, Open Badges 3.0, Data Integrity and Multikey contexts', async () => {
    const load = credentialDocumentLoader();

    expect(pinnedContexts.map((pinned) => pinned.url)).toEqual([
      'https://www.w3.org/ns/credentials/v2',
      'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json',
      'https://w3id.org/security/data-integrity/v2',
      'https://w3id.org/security/multikey/v1',
    ]);
    for (const { url } of pinnedContexts) {
      const loaded = await load(url);
      expect(loaded.documentUrl).toBe(url);
      expect(loaded.document).toHaveProperty('@context');
    }
    expect(((await load(OPEN_BADGES_V3_CONTEXT)).document as { '@context': object })['@context']).toHaveProperty('OpenBadgeCredential');
    expect(((await load(VC_V2_CONTEXT)).document as { '@context': object })['@context']).toHaveProperty('BitstringStatusListEntry');
  });

  it('refuses any URL it does not hold, naming it, instead of fetching it', async () => {
    const load = credentialDocumentLoader();

    await expect(load('https://www.w3.org/ns/credentials/examples/v2')).rejects.toThrow(UnpinnedDocumentError);
    await expect(load('https://evil.test/context.json')).rejects.toThrow(
      'The credential document loader holds no copy of https://evil.test/context.json and never fetches one: pin it in the repository',
    );
  });

  it('serves the documents its caller holds, and a fresh copy each time', async () => {
    const load = credentialDocumentLoader(new Map([['https://pathwise.test/issuer', { id: 'https://pathwise.test/issuer' }]]));

    const first = await load('https://pathwise.test/issuer');
    (first.document as { id: string }).id = 'changed';

    expect((await load('https://pathwise.test/issuer')).document).toEqual({ id: 'https://pathwise.test/issuer' });
  });

  it('keeps the Open Badges context byte for byte as published, and every pinned context as recorded', () => {
    const file = readFileSync(createRequire(import.meta.url).resolve('@pathwise/credential-contexts/open-badges-context-3.0.3.json'));

    expect(createHash('sha256').update(file).digest('hex')).toBe(OPEN_BADGES_CONTEXT_SHA256);
    expect(pinnedContexts.find((pinned) => pinned.url === OPEN_BADGES_V3_CONTEXT)?.document).toEqual(JSON.parse(file.toString('utf8')));
    for (const pinned of pinnedContexts.filter((each) => each.url !== OPEN_BADGES_V3_CONTEXT)) {
      expect(createHash('sha256').update(JSON.stringify(pinned.document)).digest('hex'), pinned.url).toBe(pinned.sha256);
    }
  });
});
