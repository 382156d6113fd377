import { CertificateIssuerResponse, PublicCertificate, VerifyCredentialResponse, type ProblemDetails } from '@pathwise/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderApp } from '../../../testing/render-app';
import { jsonReply, problemReply, rawReply, stubApi } from '../../../testing/stub-api';
import { aPublicCertificate, signedCertificate } from '../testing/certificate-fixtures';

const { certificateId, credential, issuer, statusList, revokedStatusList } = signedCertificate;
const base = `/api/certificates/${certificateId}`;
const json = (body: unknown) => rawReply(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

/** The reads of a certificate's page: its record, its signed credential, the issuer's key and its status list. */
const certificateReads = ({ record = aPublicCertificate(), signed = credential, list = statusList } = {}) => ({
  [`GET ${base}`]: jsonReply(PublicCertificate, record),
  [`GET ${base}/credential`]: json(signed),
  'GET /api/certificates/issuer': jsonReply(CertificateIssuerResponse, issuer),
  'GET /api/certificates/status-lists/1': json(list),
});

const region = async (name: string) => within(await screen.findByRole('region', { name }));

const unknownCertificate: ProblemDetails = {
  type: 'urn:pathwise:problem:not-found',
  title: 'Not Found',
  status: 404,
  detail: 'No certificate not-a-real-id',
  traceId: 'trace-404',
};

describe('Certificate verification page', { timeout: 30_000 }, () => {
  beforeAll(async () => {
    await import('../routes/verify-certificate-route');
    await import('../lib/verify-in-browser');
  });

  it('says a valid certificate is valid, shows what was achieved with its evidence, and verifies the signed credential in the browser', async () => {
    stubApi(certificateReads());
    renderApp(`/verify/${certificateId}`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Valid certificate' })).toBeTruthy();
    expect(screen.getByText('This certificate was issued by Pathwise and has not been revoked.')).toBeTruthy();
    const achievement = await region('Fractions from scratch');
    expect(achievement.getByText('Earned by').nextElementSibling?.textContent).toBe('Ada Lovelace');
    expect(achievement.getByText('Issued on').nextElementSibling?.textContent).toBe('November 20, 2026');
    const evidence = achievement.getByRole('list', { name: 'Evidence: skills mastered when it was issued' });
    expect(within(evidence).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Equivalent fractions: Mastered', 'Unlike denominators: Proficient']);
    expect(document.title).toBe('Certificate verification · Pathwise');

    const check = await region('Checked in your browser');
    expect(await check.findByText(/your browser verified this credential itself/, {}, { timeout: 20_000 })).toBeTruthy();
  });

  it('says a revoked certificate was revoked, when and why, and the browser reads the revocation in the status list', async () => {
    stubApi(certificateReads({ record: aPublicCertificate({ status: 'revoked', revokedAt: '2026-11-24T12:00:00.000Z', revocationReason: 'misconduct' }), list: revokedStatusList }));
    renderApp(`/verify/${certificateId}`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Revoked certificate' })).toBeTruthy();
    expect(screen.getByText('Pathwise revoked this certificate on November 24, 2026: misconduct. It no longer vouches for what it says.')).toBeTruthy();
    const check = await region('Checked in your browser');
    expect(await check.findByText(/status list marks the credential as revoked/, {}, { timeout: 20_000 })).toBeTruthy();
  });

  it('says a certificate replaced under its holder’s new name was superseded, and links to its replacement', async () => {
    const record = aPublicCertificate({ status: 'revoked', revokedAt: '2026-12-01T10:00:00.000Z', revocationReason: 'superseded', supersededBy: 'certificate-reissued' });
    stubApi(certificateReads({ record, list: revokedStatusList }));
    renderApp(`/verify/${certificateId}`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Revoked certificate' })).toBeTruthy();
    expect(screen.getByText(/when its holder had it reissued under a new name/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Superseded by the certificate issued in its place' }).getAttribute('href')).toBe('/verify/certificate-reissued');
  });

  it('refuses a credential changed after signing, even when the server serves it', async () => {
    stubApi(certificateReads({ signed: { ...credential, name: 'Quantum physics mastery' } }));
    renderApp(`/verify/${certificateId}`);

    const check = await region('Checked in your browser');
    expect(await check.findByText(/The signature does not match/, {}, { timeout: 20_000 })).toBeTruthy();
    expect(check.queryByText(/your browser verified this credential itself/)).toBeNull();
  });

  it('is a clear not-found page for an id no certificate has', async () => {
    const api = stubApi({ 'GET /api/certificates/not-a-real-id': problemReply(unknownCertificate, 'Not Found') });
    renderApp('/verify/not-a-real-id');

    expect(await screen.findByRole('heading', { level: 1, name: 'Certificate not found' })).toBeTruthy();
    expect(screen.getByText(/No certificate has the id not-a-real-id/)).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Checked in your browser' })).toBeNull();
    expect(api.requests.some((request) => request.url.includes('/credential'))).toBe(false);
    expect(document.title).toBe('Certificate not found · Pathwise');
  });

  it('says pasted text that is not JSON cannot be a credential, and sends nothing to verify', async () => {
    const api = stubApi({ 'GET /api/certificates/not-a-real-id': problemReply(unknownCertificate, 'Not Found') });
    renderApp('/verify/not-a-real-id');

    const checker = await region('Verify a credential file');
    fireEvent.change(checker.getByRole('textbox', { name: 'Credential JSON' }), { target: { value: '{"@context": [' } });
    fireEvent.click(checker.getByRole('button', { name: 'Verify' }));

    expect((await checker.findByRole('alert')).textContent).toMatch(/^This is not valid JSON, so it cannot be a credential/);
    expect(checker.getByRole('textbox', { name: 'Credential JSON' }).getAttribute('aria-invalid')).toBe('true');
    expect(api.to('POST /api/certificates/verify')).toEqual([]);
  });

  it('checks a pasted credential on the server and, on its own, in the browser', async () => {
    const answer: VerifyCredentialResponse = { verified: true, checks: { signature: true, status: 'valid' }, failure: null, reason: null, certificateId };
    const api = stubApi({
      'GET /api/certificates/not-a-real-id': problemReply(unknownCertificate, 'Not Found'),
      'POST /api/certificates/verify': jsonReply(VerifyCredentialResponse, answer),
      'GET /api/certificates/issuer': jsonReply(CertificateIssuerResponse, issuer),
      'GET /api/certificates/status-lists/1': json(statusList),
    });
    renderApp('/verify/not-a-real-id');

    const checker = await region('Verify a credential file');
    fireEvent.change(checker.getByRole('textbox', { name: 'Credential JSON' }), { target: { value: JSON.stringify(credential) } });
    fireEvent.click(checker.getByRole('button', { name: 'Verify' }));

    expect(await checker.findByText(/Verified: genuine and not revoked/)).toBeTruthy();
    expect(checker.getByRole('link', { name: 'Open this certificate’s page' }).getAttribute('href')).toBe(`/verify/${certificateId}`);
    expect(await checker.findByText(/your browser verified this credential itself/, {}, { timeout: 20_000 })).toBeTruthy();
    await waitFor(() => expect(api.to('POST /api/certificates/verify')[0]?.json).toEqual({ credential }));
  });

  it('speaks the visitor’s language', async () => {
    stubApi(certificateReads());
    renderApp(`/verify/${certificateId}`, { language: 'es' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Certificado válido' })).toBeTruthy();
    expect(document.title).toBe('Verificación de certificado · Pathwise');
  });
});
