import { MyCertificate, MyCertificatesResponse, type ProblemDetails } from '@pathwise/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { aSession, aUser } from '../../../testing/identity-fixtures';
import { renderApp } from '../../../testing/render-app';
import { deferredReply, jsonReply, pendingReply, problemReply, stubApi } from '../../../testing/stub-api';
import { aMyCertificate } from '../testing/certificate-fixtures';

const learner = () => aSession(aUser({ role: 'student' }));
const certificate = aMyCertificate();
const patchPath = `PATCH /api/me/certificates/${certificate.certificateId}`;

describe('My certificates page', () => {
  beforeAll(async () => {
    await import('../routes/certificates-route');
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('lists each certificate with its PDF, its credential, LinkedIn, its public page and a link to share', async () => {
    stubApi({ 'GET /api/me/certificates': jsonReply(MyCertificatesResponse, { certificates: [certificate] }) });
    renderApp('/certificates', { session: learner() });

    const card = within(await screen.findByRole('article', { name: 'Fractions from scratch' }));
    expect(card.getByText(/Issued on November 20, 2026 by Pathwise/)).toBeTruthy();
    expect(card.getByText('Valid')).toBeTruthy();
    expect(within(card.getByRole('list', { name: 'Skills' })).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Equivalent fractions: Mastered',
      'Unlike denominators: Proficient',
    ]);
    const pdf = card.getByRole('link', { name: 'Download PDF' });
    // The server's absolute address becomes a path of the page's own origin, where a download link works.
    expect(pdf.getAttribute('href')).toBe(`/api/me/certificates/${certificate.certificateId}/pdf`);
    expect(pdf.hasAttribute('download')).toBe(true);
    expect(card.getByRole('link', { name: 'Download credential (JSON)' }).getAttribute('download')).toBe(`certificate-${certificate.certificateId}.json`);
    const linkedIn = card.getByRole('link', { name: 'Add to LinkedIn (opens in a new tab)' });
    expect(linkedIn.getAttribute('href')).toBe(certificate.linkedInUrl);
    expect(linkedIn.getAttribute('target')).toBe('_blank');
    expect(card.getByRole('link', { name: 'View public page' }).getAttribute('href')).toBe(`/verify/${certificate.certificateId}`);
    expect((card.getByRole('textbox', { name: 'Share link' }) as HTMLInputElement).value).toBe(certificate.verifyUrl);
    expect(document.title).toBe('My certificates · Pathwise');
  });

  it('copies the share link, and says so', async () => {
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    stubApi({ 'GET /api/me/certificates': jsonReply(MyCertificatesResponse, { certificates: [certificate] }) });
    renderApp('/certificates', { session: learner() });

    const card = within(await screen.findByRole('article', { name: 'Fractions from scratch' }));
    fireEvent.click(card.getByRole('button', { name: 'Copy link' }));

    expect(await card.findByText('Link copied.')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(certificate.verifyUrl);
  });

  it('shows the holder’s name on the public page when they switch it on, as the server’s answer says', async () => {
    const api = stubApi({
      'GET /api/me/certificates': jsonReply(MyCertificatesResponse, { certificates: [certificate] }),
      [patchPath]: jsonReply(MyCertificate, { ...certificate, showName: true, holderName: 'Ada Lovelace' }),
    });
    renderApp('/certificates', { session: learner() });

    const card = within(await screen.findByRole('article', { name: 'Fractions from scratch' }));
    const toggle = card.getByRole('switch', { name: 'Show my name on the public page' }) as HTMLInputElement;
    expect(toggle.checked).toBe(false);
    fireEvent.click(toggle);

    expect(await card.findByText('Saved.')).toBeTruthy();
    expect(api.to(patchPath)[0]?.json).toEqual({ showName: true });
    await waitFor(() => expect((card.getByRole('switch', { name: 'Show my name on the public page' }) as HTMLInputElement).checked).toBe(true));
    expect(api.to('GET /api/me/certificates')).toHaveLength(1);
  });

  it('tells the holder their name changed since the certificate was issued, and reissues it with the new one once confirmed', async () => {
    const outdated = aMyCertificate({ showName: true, holderName: 'Ada Byron', nameOutdated: true });
    const replacement = aMyCertificate({ certificateId: 'certificate-reissued', showName: true, holderName: 'Ada Lovelace', supersedes: outdated.certificateId });
    const replaced = { ...outdated, nameOutdated: false, status: 'revoked' as const, revokedAt: '2026-12-01T10:00:00.000Z', revocationReason: 'superseded' as const, supersededBy: replacement.certificateId };
    const reissuePath = `POST /api/me/certificates/${outdated.certificateId}/reissue`;
    const reissued = deferredReply(jsonReply(MyCertificate, replacement, { status: 201 }));
    const api = stubApi({
      'GET /api/me/certificates': [
        jsonReply(MyCertificatesResponse, { certificates: [outdated] }),
        jsonReply(MyCertificatesResponse, { certificates: [replacement, replaced] }),
      ],
      [reissuePath]: reissued.reply,
    });
    renderApp('/certificates', { session: learner() });

    const notice = within(await screen.findByRole('region', { name: 'Your name has changed since this certificate was issued' }));
    expect(notice.getByText(/It shows the name Ada Byron\./)).toBeTruthy();
    fireEvent.click(notice.getByRole('button', { name: 'Reissue with my new name' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Reissue this certificate with your new name?' }));
    expect(document.activeElement?.textContent).toBe('Keep this one');
    fireEvent.click(dialog.getByRole('button', { name: 'Reissue certificate' }));
    const pending = await dialog.findByRole('button', { name: 'Reissuing…' });
    expect(pending.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(pending);
    await act(async () => reissued.release());

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.to(reissuePath)).toHaveLength(1);
    const [first, second] = await screen.findAllByRole('article');
    expect(within(first!).getByText('Valid')).toBeTruthy();
    expect(within(second!).getByText(/Revoked on December 1, 2026: replaced by a newer certificate\./)).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Your name has changed since this certificate was issued' })).toBeNull();
    expect(screen.getByText(/Reissued with your new name/).getAttribute('role')).toBe('status');
    await waitFor(() => expect(document.activeElement?.id).toBe(`certificate-${replacement.certificateId}`));
  });

  it('says when a certificate was revoked, and why', async () => {
    const revoked = aMyCertificate({ status: 'revoked', revokedAt: '2026-11-24T12:00:00.000Z', revocationReason: 'superseded' });
    stubApi({ 'GET /api/me/certificates': jsonReply(MyCertificatesResponse, { certificates: [revoked] }) });
    renderApp('/certificates', { session: learner() });

    const card = within(await screen.findByRole('article', { name: 'Fractions from scratch' }));
    expect(card.getByText('Revoked')).toBeTruthy();
    expect(card.getByText(/Revoked on November 24, 2026: replaced by a newer certificate\./)).toBeTruthy();
  });

  it('points a learner without certificates to their courses and the catalogue', async () => {
    stubApi({ 'GET /api/me/certificates': jsonReply(MyCertificatesResponse, { certificates: [] }) });
    renderApp('/certificates', { session: learner() });

    const empty = within(await screen.findByRole('region', { name: 'No certificates yet' }));
    expect(empty.getByRole('link', { name: 'Go to my courses' }).getAttribute('href')).toBe('/my-courses');
    expect(empty.getByRole('link', { name: 'Find a course' }).getAttribute('href')).toBe('/courses');
  });

  it('says it is loading while the list is read', async () => {
    stubApi({ 'GET /api/me/certificates': pendingReply });
    renderApp('/certificates', { session: learner() });

    expect((await screen.findByText('Loading your certificates…')).getAttribute('role')).toBe('status');
  });

  it('says the list could not be read, with the server’s words and a way to try again', async () => {
    const down: ProblemDetails = { type: 'about:blank', title: 'Service Unavailable', status: 503, detail: 'The certificates are being rebuilt; try again in a minute.', traceId: 't' };
    stubApi({ 'GET /api/me/certificates': problemReply(down, 'Service Unavailable') });
    renderApp('/certificates', { session: learner() });

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Could not load your certificates');
    expect(alert.textContent).toContain('The certificates are being rebuilt; try again in a minute.');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  it('speaks the holder’s language', async () => {
    stubApi({ 'GET /api/me/certificates': jsonReply(MyCertificatesResponse, { certificates: [] }) });
    renderApp('/certificates', { session: aSession(aUser({ role: 'student', settings: { preferred_language: 'fr', receive_email_notifications: true } })) });

    expect(await screen.findByRole('heading', { level: 1, name: 'Mes certificats' })).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Trouver un cours' })).toBeTruthy();
  });
});
