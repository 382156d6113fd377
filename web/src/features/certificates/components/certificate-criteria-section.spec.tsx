import {
  CertificateCriteriaResponse,
  CourseAuthoringResponse,
  CourseCertificatesResponse,
  CourseVersionsResponse,
  PublicCertificate,
  type ProblemDetails,
} from '@pathwise/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { anAuthoringCourse } from '../../../testing/course-fixtures';
import { aSession, aUser } from '../../../testing/identity-fixtures';
import { renderApp } from '../../../testing/render-app';
import { jsonReply, problemReply, stubApi } from '../../../testing/stub-api';

const instructor = () => aSession(aUser({ role: 'instructor', subscription_tier: 'pro' }));

const defaults = (courseId: string): CertificateCriteriaResponse => ({
  courseId,
  criteria: { enabled: true, requiredLessonIds: [], minimumQuizScorePercent: null, masteryRequirements: [] },
  updatedAt: null,
  lessons: [
    { lessonId: 'lesson-1', title: 'What is a half?' },
    { lessonId: 'lesson-2', title: 'Thirds and quarters' },
  ],
  skills: [
    { skillId: 'skill-halves', name: 'Halves' },
    { skillId: 'skill-thirds', name: 'Thirds' },
  ],
});

/** The editor around the section: the course, its (empty) history, and its certificate criteria. */
function editorOf(criteria: (courseId: string) => Parameters<typeof stubApi>[0], session = instructor()) {
  const course = anAuthoringCourse();
  const base = `/api/courses/${course.courseId}`;
  const api = stubApi({
    [`GET ${base}/authoring`]: jsonReply(CourseAuthoringResponse, course),
    [`GET ${base}/versions`]: jsonReply(CourseVersionsResponse, { courseId: course.courseId, currentVersion: 3, versions: [] }),
    [`GET ${base}/certificates`]: jsonReply(CourseCertificatesResponse, { courseId: course.courseId, canRevoke: true, certificates: [] }),
    ...criteria(course.courseId),
  });
  renderApp(`/courses/${course.courseId}/edit`, { session });
  return { api, put: `PUT ${base}/certificate-criteria` };
}

const certificateSection = async () => within(await screen.findByRole('region', { name: 'Certificate' }));

describe('The course editor’s Certificate section', { timeout: 20_000 }, () => {
  beforeAll(async () => {
    await import('../../course-authoring/routes/course-edit-route');
  });

  it('starts from every lesson, and saves chosen lessons, a quiz score and a skill’s level', async () => {
    const { api, put } = editorOf((courseId) => ({
      [`GET /api/courses/${courseId}/certificate-criteria`]: jsonReply(CertificateCriteriaResponse, defaults(courseId)),
      [`PUT /api/courses/${courseId}/certificate-criteria`]: jsonReply(CertificateCriteriaResponse, {
        ...defaults(courseId),
        criteria: { enabled: true, requiredLessonIds: ['lesson-2'], minimumQuizScorePercent: 75, masteryRequirements: [{ skillId: 'skill-thirds', level: 'proficient' }] },
        updatedAt: '2026-11-26T10:00:00.000Z',
      }),
    }));

    const section = await certificateSection();
    expect((await section.findByRole('switch', { name: 'Issue a certificate for this course' }) as HTMLInputElement).checked).toBe(true);
    expect((section.getByRole('radio', { name: 'Every lesson of the course' }) as HTMLInputElement).checked).toBe(true);
    expect(section.getByText('These are the defaults: every lesson finished.')).toBeTruthy();

    fireEvent.click(section.getByRole('radio', { name: 'Only the lessons chosen below' }));
    fireEvent.click(section.getByRole('checkbox', { name: 'Thirds and quarters' }));
    fireEvent.click(section.getByRole('checkbox', { name: 'Pass every quiz of the course' }));
    fireEvent.change(section.getByRole('spinbutton', { name: 'Least score on each quiz (%)' }), { target: { value: '75' } });
    fireEvent.change(section.getByRole('combobox', { name: 'Thirds' }), { target: { value: 'proficient' } });
    fireEvent.click(section.getByRole('button', { name: 'Save certificate criteria' }));

    expect(await section.findByText('Certificate criteria saved.')).toBeTruthy();
    expect(api.to(put)[0]?.json).toEqual({
      enabled: true,
      requiredLessonIds: ['lesson-2'],
      minimumQuizScorePercent: 75,
      masteryRequirements: [{ skillId: 'skill-thirds', level: 'proficient' }],
    });
    expect(section.getByText('Last changed on November 26, 2026.')).toBeTruthy();
    expect((section.getByRole('checkbox', { name: 'Thirds and quarters' }) as HTMLInputElement).checked).toBe(true);
  });

  it('refuses a score outside 1 to 100, and chosen lessons with none chosen, before sending anything', async () => {
    const { api, put } = editorOf((courseId) => ({
      [`GET /api/courses/${courseId}/certificate-criteria`]: jsonReply(CertificateCriteriaResponse, defaults(courseId)),
    }));

    const section = await certificateSection();
    fireEvent.click(await section.findByRole('checkbox', { name: 'Pass every quiz of the course' }));
    const score = section.getByRole('spinbutton', { name: 'Least score on each quiz (%)' });
    fireEvent.change(score, { target: { value: '120' } });
    fireEvent.click(section.getByRole('button', { name: 'Save certificate criteria' }));
    expect((await section.findByRole('alert')).textContent).toBe('Enter a whole number from 1 to 100.');
    expect(score.getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(score, { target: { value: '80' } });
    fireEvent.click(section.getByRole('radio', { name: 'Only the lessons chosen below' }));
    fireEvent.click(section.getByRole('button', { name: 'Save certificate criteria' }));
    expect((await section.findByRole('alert')).textContent).toBe('Choose at least one lesson, or require every lesson.');
    expect(api.to(put)).toEqual([]);
  });

  it('turns the certificate off, and shows the server’s refusal in its words', async () => {
    const refused: ProblemDetails = { type: 'urn:pathwise:problem:forbidden', title: 'Forbidden', status: 403, detail: 'Only the course’s creator sets its certificate.', traceId: 't' };
    const { api, put } = editorOf((courseId) => ({
      [`GET /api/courses/${courseId}/certificate-criteria`]: jsonReply(CertificateCriteriaResponse, defaults(courseId)),
      [`PUT /api/courses/${courseId}/certificate-criteria`]: problemReply(refused, 'Forbidden'),
    }));

    const section = await certificateSection();
    fireEvent.click(await section.findByRole('switch', { name: 'Issue a certificate for this course' }));
    fireEvent.click(section.getByRole('button', { name: 'Save certificate criteria' }));

    const alert = await section.findByRole('alert');
    expect(alert.textContent).toContain('Could not save the certificate criteria');
    expect(alert.textContent).toContain('Only the course’s creator sets its certificate.');
    expect(api.to(put)[0]?.json).toMatchObject({ enabled: false, requiredLessonIds: [] });
  });

  it('lists who holds the certificate, and revokes one with a reason chosen in a dialog, after which it shows revoked', async () => {
    const holder = { certificateId: 'certificate-ada', holderName: 'Ada Lovelace', issuedAt: '2026-11-20T09:30:00.000Z', status: 'valid' as const, revokedAt: null, revocationReason: null };
    const revoked = { ...holder, status: 'revoked' as const, revokedAt: '2026-11-26T10:00:00.000Z', revocationReason: 'misconduct' as const };
    const { api } = editorOf((courseId) => ({
      [`GET /api/courses/${courseId}/certificate-criteria`]: jsonReply(CertificateCriteriaResponse, defaults(courseId)),
      [`GET /api/courses/${courseId}/certificates`]: [
        jsonReply(CourseCertificatesResponse, { courseId, canRevoke: true, certificates: [holder] }),
        jsonReply(CourseCertificatesResponse, { courseId, canRevoke: true, certificates: [revoked] }),
      ],
      'POST /api/certificates/certificate-ada/revocation': jsonReply(PublicCertificate, {
        certificateId: 'certificate-ada',
        status: 'revoked',
        revokedAt: revoked.revokedAt,
        revocationReason: 'misconduct',
        holderName: null,
        course: { courseId, title: 'Fractions', description: '' },
        issuer: { id: 'https://pathwise.test/api/certificates/issuer', name: 'Pathwise', url: 'https://pathwise.test' },
        issuedAt: holder.issuedAt,
        skills: [],
        verifyUrl: 'https://pathwise.test/verify/certificate-ada',
        credentialUrl: 'https://pathwise.test/api/certificates/certificate-ada/credential',
        supersedes: null,
        supersededBy: null,
      }),
    }));

    const holders = within(await screen.findByRole('region', { name: 'Who holds this certificate' }));
    expect(await holders.findByText('Ada Lovelace')).toBeTruthy();
    expect(holders.getByText('Valid')).toBeTruthy();
    fireEvent.click(holders.getByRole('button', { name: 'Revoke the certificate of Ada Lovelace' }));

    const dialog = within(await screen.findByRole('dialog', { name: 'Revoke the certificate of Ada Lovelace?' }));
    // The safe answer has the focus; a revocation without a reason is refused before anything is sent.
    expect(document.activeElement).toBe(dialog.getByRole('button', { name: 'Keep it' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Revoke certificate' }));
    expect(dialog.getByText('Choose why the certificate is revoked.')).toBeTruthy();
    expect(document.activeElement).toBe(dialog.getByRole('combobox', { name: 'Reason' }));
    expect(api.to('POST /api/certificates/certificate-ada/revocation')).toEqual([]);

    fireEvent.change(dialog.getByRole('combobox', { name: 'Reason' }), { target: { value: 'misconduct' } });
    fireEvent.change(dialog.getByRole('textbox', { name: 'Note (optional)' }), { target: { value: ' Shared quiz answers ' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Revoke certificate' }));

    expect(await holders.findByText('The certificate of Ada Lovelace is revoked.')).toBeTruthy();
    expect(api.to('POST /api/certificates/certificate-ada/revocation')[0]?.json).toEqual({ reason: 'misconduct', note: 'Shared quiz answers' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await holders.findByText('Revoked')).toBeTruthy();
    expect(holders.getByText('Revoked on Nov 26, 2026: Misconduct')).toBeTruthy();
    expect(holders.queryByRole('button', { name: /Revoke/ })).toBeNull();
    expect(document.activeElement).toBe(holders.getByRole('heading', { name: 'Who holds this certificate' }));
  });

  it('lists the holders for an admin, who may revoke, though the criteria are the authors’ alone', async () => {
    const refused: ProblemDetails = { type: 'urn:pathwise:problem:forbidden', title: 'Forbidden', status: 403, detail: 'Only the course’s creator and co-authors set its criteria.', traceId: 't' };
    const holder = { certificateId: 'certificate-ada', holderName: 'Ada Lovelace', issuedAt: '2026-11-20T09:30:00.000Z', status: 'valid' as const, revokedAt: null, revocationReason: null };
    editorOf(
      (courseId) => ({
        [`GET /api/courses/${courseId}/certificate-criteria`]: problemReply(refused, 'Forbidden'),
        [`GET /api/courses/${courseId}/certificates`]: jsonReply(CourseCertificatesResponse, { courseId, canRevoke: true, certificates: [holder] }),
      }),
      aSession(aUser({ role: 'admin' })),
    );

    const holders = within(await screen.findByRole('region', { name: 'Who holds this certificate' }));
    expect(await holders.findByRole('button', { name: 'Revoke the certificate of Ada Lovelace' })).toBeTruthy();
  });
});
