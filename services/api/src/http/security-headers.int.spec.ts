import { describe, expect, it } from 'vitest';
import { useTestServer } from '../testing/use-test-server.js';

describe('security and delivery headers', () => {
  const used = useTestServer('pglite');

  it('compresses text answers for clients that accept gzip', async () => {
    const response = await fetch(`${used.server.url}/api/openapi.json`, { headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(((await response.json()) as { openapi: string }).openapi).toBe('3.1.0');
  });

  it('answers a missing built asset with 404, not the page and not a server error', async () => {
    const response = await fetch(`${used.server.url}/assets/nothing-here-1234.js`);
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('/work');
  });

  it('sends helmet headers on pages and API answers, and no x-powered-by', async () => {
    for (const path of ['/', '/api/health']) {
      const response = await fetch(`${used.server.url}${path}`);
      expect(response.headers.get('content-security-policy')).toMatch(/script-src 'self'/);
      expect(response.headers.get('content-security-policy')).toMatch(/frame-ancestors 'self'/);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
      expect(response.headers.get('referrer-policy')).toBe('no-referrer');
      expect(response.headers.get('x-powered-by')).toBeNull();
      await response.arrayBuffer();
    }
  });
});
