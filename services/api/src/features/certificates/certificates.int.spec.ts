import { randomUUID } from 'node:crypto';
import { DataIntegrityProof } from '@digitalcredentials/data-integrity';
import { cryptosuite } from '@digitalcredentials/eddsa-rdfc-2022-cryptosuite';
import * as dccVc from '@digitalcredentials/vc';
import { certificateStatusListStreamId, certificateStreamId, inboxStreamId } from '@pathwise/event-schemas';
import { testDatabaseKinds } from '@pathwise/event-store/testing';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { requestJson } from '../../testing/json-requests.js';
import { learningRequest } from '../../testing/learning-requests.js';
import { settledHead } from '../../testing/settled-head.js';
import { useTestServer } from '../../testing/use-test-server.js';
import { certificateIssuanceReactor } from './certificate-issuance.reactor.js';
import { credentialDocumentLoader } from './credential-document-loader.js';
import type { IssuerControllerDocument } from './issuer-profile.js';
import { revocationStatus, type BitstringStatusListCredential } from './status-list.js';
import { CURRENT_STATUS_LIST_ID } from './status-list-allocation.js';
import { pdfText } from './testing/pdf-text.js';

type Json = Record<string, unknown>;

/** The Digital Credentials Consortium's verifier, given only what the issuer route publishes. */
async function verifiedIndependently(credential: object, issuer: IssuerControllerDocument) {
  const documents = new Map<string, object>([[issuer.id, issuer], ...issuer.verificationMethod.map((key) => [key.id, key] as [string, object])]);
  return dccVc.verifyCredential({
    credential,
    suite: new DataIntegrityProof({ cryptosuite }),
    documentLoader: credentialDocumentLoader(documents),
    controller: issuer,
    checkStatus: async () => ({ verified: true }),
  });
}

describe.each(testDatabaseKinds)('certificates on %s', (kind) => {
  const used = useTestServer(kind);
  const url = (path: string) => `${used.server.url}/api${path}`;
  const platform = () => used.server.platform;

  /** A published course of two lessons (l1, l2) and a quiz (q1) on skill s1, by a creator, with an enrolled learner who has an account. */
  async function courseWithLearner() {
    const creatorId = randomUUID();
    const creator = await used.server.tokenFor({ userId: creatorId, role: 'instructor', tier: 'free' });
    const courseId = randomUUID();
    const call = async (method: string, path: string, body?: unknown) => {
      const response = await requestJson(method, url(`/courses/${courseId}${path}`), body, creator);
      expect(response.status, JSON.stringify(response.body)).toBeLessThan(300);
    };
    const created = await requestJson('POST', url('/courses'), { courseId, title: 'Halves and quarters', level: 'beginner', language: 'en', tags: ['math'] }, creator);
    expect(created.status).toBe(201);
    await call('PUT', '/skills/s1', { expectedVersion: 1, name: 'Halving', prerequisiteIds: [] });
    await call('POST', '/modules', { expectedVersion: 2, moduleId: 'm1', title: 'Basics' });
    const lesson = (lessonId: string, expectedVersion: number) => ({
      expectedVersion,
      moduleId: 'm1',
      lessonId,
      title: `Lesson ${lessonId}`,
      blocks: [{ kind: 'text', text: 'Two halves make a whole.' }],
      estimatedMinutes: 5,
      skillIds: ['s1'],
    });
    await call('POST', '/lessons', lesson('l1', 3));
    await call('POST', '/lessons', lesson('l2', 4));
    await call('POST', '/quizzes', {
      expectedVersion: 5,
      moduleId: 'm1',
      quizId: 'q1',
      title: 'Check',
      passingScore: 50,
      items: [
        {
          itemId: 'i1',
          kind: 'single_choice',
          prompt: 'How many halves make a whole?',
          options: [{ optionId: 'a', text: 'Three' }, { optionId: 'b', text: 'Two' }],
          answerKey: { correctOptionIds: ['b'], acceptedAnswers: [] },
          skillIds: ['s1'],
          difficulty: 0,
          explanation: 'Two equal parts make a whole.',
        },
      ],
    });
    await call('POST', '/publish', { expectedVersion: 6 });
    const learnerId = randomUUID();
    const email = `holder-${learnerId}@example.com`;
    const learner = { userId: learnerId, email, token: await used.server.tokenFor({ userId: learnerId, role: 'student', tier: 'free', email }) };
    expect((await requestJson('POST', url(`/courses/${courseId}/enrol`), undefined, learner.token)).status).toBe(201);
    return { courseId, learner, creator: { userId: creatorId, token: creator } };
  }

  const completeLesson = async (courseId: string, learner: { userId: string; token: string }, lessonId: string) => {
    const response = await requestJson('POST', url('/learning/events'), learningRequest(learner.userId, { courseId, lessonId }), learner.token);
    expect(response.status).toBe(201);
  };
  const myCertificates = async (token: string) => {
    const response = await requestJson('GET', url('/me/certificates'), undefined, token);
    expect(response.status).toBe(200);
    return response.body!.certificates as Json[];
  };
  const issuer = async () => (await requestJson('GET', url('/certificates/issuer'))).body as unknown as IssuerControllerDocument & { verificationMethod: Json };
  const asControllerDocument = (published: Awaited<ReturnType<typeof issuer>>): IssuerControllerDocument =>
    ({ ...published, verificationMethod: [published.verificationMethod] }) as unknown as IssuerControllerDocument;

  async function issuedCertificate() {
    const setup = await courseWithLearner();
    await completeLesson(setup.courseId, setup.learner, 'l1');
    await completeLesson(setup.courseId, setup.learner, 'l2');
    await settledHead(platform());
    const [certificate] = await myCertificates(setup.learner.token);
    expect(certificate).toBeDefined();
    return { ...setup, certificate: certificate!, certificateId: certificate!.certificateId as string };
  }

  it('issues the certificate the moment every lesson is finished (the default criteria), once, and tells the learner', async () => {
    const { courseId, learner } = await courseWithLearner();

    await completeLesson(courseId, learner, 'l1');
    await settledHead(platform());
    expect(await myCertificates(learner.token)).toEqual([]);

    await completeLesson(courseId, learner, 'l2');
    await settledHead(platform());
    const certificates = await myCertificates(learner.token);
    expect(certificates).toHaveLength(1);
    const [certificate] = certificates as [Json];
    expect(certificate).toMatchObject({
      status: 'valid',
      holderName: null,
      showName: false,
      course: { courseId, title: 'Halves and quarters' },
      issuer: { name: 'Pathwise' },
      verifyUrl: `${platform().config.publicUrl}/verify/${certificate.certificateId as string}`,
    });
    expect(String(certificate.linkedInUrl)).toContain(encodeURIComponent(String(certificate.verifyUrl)));

    const inbox = (await platform().store.readStream(inboxStreamId(learner.userId))).events;
    expect(inbox.filter((event) => event.type === 'NotificationRaised' && event.data.source.kind === 'certificate_issued')).toHaveLength(1);
    const outbox = (await requestJson('GET', `${used.server.url}/api/dev/outbox?to=${encodeURIComponent(learner.email)}`)).body!.messages as { subject: string; text: string }[];
    const mails = outbox.filter((mail) => mail.subject === 'Your certificate for “Halves and quarters”');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(String(certificate.verifyUrl));
    const issued = (await platform().store.readStream(certificateStreamId(certificate.certificateId as string))).events;
    expect(issued.map((event) => event.type)).toEqual(['CertificateIssued']);
    // No personal data in clear: the stored payload seals the recipient's hash and salt, and has no name or address.
    const { rows } = await sql`SELECT data FROM event_store.events WHERE stream_id = ${certificateStreamId(certificate.certificateId as string)}`.execute(platform().database.db);
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain(learner.email);
    expect(stored).toContain('$pii');
  });

  it('issues exactly once when the cause is processed again (a replay)', async () => {
    const { learner, courseId, certificateId } = await issuedCertificate();
    const causes = (await platform().store.readStream(`learner-${learner.userId}`)).events.filter(
      (event) => event.type === 'LearningEventRecorded' && event.data.eventType === 'lesson_complete',
    );
    const context = { readStream: (streamId: string, options?: { fromVersion?: number }) => platform().store.readStream(streamId, options) };

    for (const cause of causes) expect(await certificateIssuanceReactor.react(cause, context)).toEqual([]);
    await completeLesson(courseId, learner, 'l1');
    await settledHead(platform());

    expect((await platform().store.readStream(certificateStreamId(certificateId))).events).toHaveLength(1);
    const assigned = (await platform().store.readStream(certificateStatusListStreamId(CURRENT_STATUS_LIST_ID))).events.filter(
      (event) => event.type === 'CertificateStatusIndexAssigned' && event.data.certificateId === certificateId,
    );
    expect(assigned).toHaveLength(1);
    expect(await myCertificates(learner.token)).toHaveLength(1);
  });

  it('serves a credential that an independent verifier accepts, and refuses once a field is changed', async () => {
    const { certificateId } = await issuedCertificate();
    const response = await fetch(url(`/certificates/${certificateId}/credential`), { headers: { accept: 'application/vc+ld+json' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/vc+ld+json');
    const credential = (await response.json()) as Json & { credentialSubject: Json & { achievement: Json }; proof: Json };
    const published = await issuer();

    expect(credential.proof.verificationMethod).toBe(published.verificationMethod.id);
    expect(credential.issuer).toMatchObject({ id: published.id });
    const independent = await verifiedIndependently(credential, asControllerDocument(published));
    expect(independent.error).toBeUndefined();
    expect(independent.verified).toBe(true);

    const changed = { ...credential, credentialSubject: { ...credential.credentialSubject, achievement: { ...credential.credentialSubject.achievement, name: 'Advanced calculus' } } };
    expect((await verifiedIndependently(changed, asControllerDocument(published))).verified).toBe(false);

    const ours = await requestJson('POST', url('/certificates/verify'), { credential });
    expect(ours.status).toBe(200);
    expect(ours.body).toEqual({ verified: true, checks: { signature: true, status: 'valid' }, failure: null, reason: null, certificateId });
    const refused = await requestJson('POST', url('/certificates/verify'), { credential: changed });
    expect(refused.body).toMatchObject({ verified: false, failure: 'bad_signature', checks: { signature: false } });
    expect(String(refused.body!.reason)).toMatch(/changed after signing/);

    const plainJson = await fetch(url(`/certificates/${certificateId}/credential`));
    expect(plainJson.headers.get('content-type')).toContain('application/json');
  });

  it('revokes by the course creator with a reason: the public page, the status list and the verifier say revoked at once', async () => {
    const { certificateId, courseId, creator, learner } = await issuedCertificate();
    const credential = (await requestJson('GET', url(`/certificates/${certificateId}/credential`))).body!;
    const courseCertificates = (token: string) => requestJson('GET', url(`/courses/${courseId}/certificates`), undefined, token);
    expect((await courseCertificates(creator.token)).body).toMatchObject({ courseId, canRevoke: true, certificates: [{ certificateId, status: 'valid', revokedAt: null }] });
    expect((await courseCertificates(learner.token)).status).toBe(403);

    const byHolder = await requestJson('POST', url(`/certificates/${certificateId}/revocation`), { reason: 'other' }, learner.token);
    expect(byHolder.status).toBe(403);
    const stranger = await used.learner();
    expect((await requestJson('POST', url(`/certificates/${certificateId}/revocation`), { reason: 'other' }, stranger.token)).status).toBe(404);

    const revoked = await requestJson('POST', url(`/certificates/${certificateId}/revocation`), { reason: 'misconduct', note: 'Shared quiz answers' }, creator.token);
    expect(revoked.status).toBe(200);
    expect(revoked.body).toMatchObject({ status: 'revoked', revocationReason: 'misconduct' });

    expect((await requestJson('GET', url(`/certificates/${certificateId}`))).body).toMatchObject({ status: 'revoked', revocationReason: 'misconduct' });
    expect((await courseCertificates(creator.token)).body).toMatchObject({ certificates: [{ certificateId, status: 'revoked', revocationReason: 'misconduct' }] });
    const statusUrl = (credential.credentialStatus as Json).statusListCredential as string;
    const list = (await requestJson('GET', statusUrl.replace(platform().config.publicUrl, used.server.url))).body as unknown as BitstringStatusListCredential;
    expect(revocationStatus(credential, list)).toBe('revoked');
    const verdict = await requestJson('POST', url('/certificates/verify'), { credential });
    expect(verdict.body).toMatchObject({ verified: false, failure: 'revoked', checks: { signature: true, status: 'revoked' } });

    const audit = (await platform().store.readStream(certificateStreamId(certificateId))).events.at(-1)!;
    expect(audit).toMatchObject({ type: 'CertificateRevoked', data: { revokedBy: creator.userId, revokedAs: 'course_creator', reason: 'misconduct', note: 'Shared quiz answers' } });
  });

  it("draws the PDF with the verify page's address in its text, for its holder only", async () => {
    const { certificateId, certificate, learner } = await issuedCertificate();

    const response = await fetch(url(`/me/certificates/${certificateId}/pdf`), { headers: { authorization: `Bearer ${learner.token}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const text = pdfText(Buffer.from(await response.arrayBuffer()));
    expect(text).toContain(certificate.verifyUrl as string);
    expect(text).toContain('Halves and quarters');

    const stranger = await used.learner();
    expect((await fetch(url(`/me/certificates/${certificateId}/pdf`), { headers: { authorization: `Bearer ${stranger.token}` } })).status).toBe(404);
  });

  it("shows the holder's name when asked, and the credential signed again with it still verifies", async () => {
    const { certificateId, learner } = await issuedCertificate();

    const shown = await requestJson('PATCH', url(`/me/certificates/${certificateId}`), { showName: true }, learner.token);
    expect(shown.status).toBe(200);
    expect(shown.body).toMatchObject({ showName: true });
    const credential = (await requestJson('GET', url(`/certificates/${certificateId}/credential`))).body!;
    // Test accounts are named by their id.
    expect((await requestJson('GET', url(`/certificates/${certificateId}`))).body!.holderName).toBe(learner.userId);
    expect((credential.credentialSubject as Json).name).toBe(learner.userId);
    expect((await requestJson('POST', url('/certificates/verify'), { credential })).body).toMatchObject({ verified: true });

    const stranger = await used.learner();
    expect((await requestJson('PATCH', url(`/me/certificates/${certificateId}`), { showName: true }, stranger.token)).status).toBe(404);
    const bad = await requestJson('PATCH', url(`/me/certificates/${certificateId}`), { showName: 'yes' }, learner.token);
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('#/body/showName');
  });

  it('reissues under a changed name once, however many times it is asked: the old one revoked as superseded, the new one verifying', async () => {
    const { certificateId, learner } = await issuedCertificate();
    expect((await requestJson('PATCH', url(`/me/certificates/${certificateId}`), { showName: true }, learner.token)).status).toBe(200);
    const oldCredential = (await requestJson('GET', url(`/certificates/${certificateId}/credential`))).body!;
    // Test accounts are named by their id; the name the credential was signed with stays on it after a change.
    expect((await requestJson('PATCH', url('/me/profile'), { display_name: 'Ada Byron' }, learner.token)).status).toBe(200);
    expect(await myCertificates(learner.token)).toMatchObject([{ certificateId, holderName: learner.userId, nameOutdated: true }]);
    expect((await requestJson('GET', url(`/certificates/${certificateId}/credential`))).body).toEqual(oldCredential);

    const reissue = () => requestJson('POST', url(`/me/certificates/${certificateId}/reissue`), undefined, learner.token);
    const answers = await Promise.all([reissue(), reissue()]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 201]);
    const replacementId = answers[0]!.body!.certificateId as string;
    expect(answers[1]!.body!.certificateId).toBe(replacementId);
    expect(replacementId).not.toBe(certificateId);
    expect(await myCertificates(learner.token)).toMatchObject([
      { certificateId: replacementId, status: 'valid', holderName: 'Ada Byron', showName: true, nameOutdated: false, supersedes: certificateId, supersededBy: null },
      { certificateId, status: 'revoked', revocationReason: 'superseded', supersededBy: replacementId, nameOutdated: false },
    ]);
    expect((await requestJson('GET', url(`/certificates/${certificateId}`))).body).toMatchObject({ status: 'revoked', supersededBy: replacementId });
    const revocation = (await platform().store.readStream(certificateStreamId(certificateId))).events.at(-1)!;
    expect(revocation).toMatchObject({ type: 'CertificateRevoked', data: { revokedBy: learner.userId, revokedAs: 'holder', reason: 'superseded', supersededBy: replacementId } });
    expect((await platform().store.readStream(certificateStreamId(replacementId))).events.map((event) => event.type)).toEqual(['CertificateIssued', 'CertificateHolderNameVisibilityChanged']);
    const assigned = (await platform().store.readStream(certificateStatusListStreamId(CURRENT_STATUS_LIST_ID))).events.filter(
      (event) => event.type === 'CertificateStatusIndexAssigned' && event.data.certificateId === replacementId,
    );
    expect(assigned).toHaveLength(1);
    const { rows } = await sql`SELECT data FROM event_store.events WHERE stream_id = ${certificateStreamId(replacementId)}`.execute(platform().database.db);
    expect(JSON.stringify(rows)).not.toContain('Ada Byron');
    await settledHead(platform());
    const inbox = (await platform().store.readStream(inboxStreamId(learner.userId))).events;
    expect(inbox.filter((event) => event.type === 'NotificationRaised' && event.data.source.kind === 'certificate_issued')).toHaveLength(1);

    const newCredential = (await requestJson('GET', url(`/certificates/${replacementId}/credential`))).body!;
    expect((newCredential.credentialSubject as Json).name).toBe('Ada Byron');
    expect((await requestJson('POST', url('/certificates/verify'), { credential: newCredential })).body).toMatchObject({ verified: true, certificateId: replacementId });
    expect((await requestJson('POST', url('/certificates/verify'), { credential: oldCredential })).body).toMatchObject({ verified: false, failure: 'revoked' });

    const unchanged = await requestJson('POST', url(`/me/certificates/${replacementId}/reissue`), undefined, learner.token);
    expect(unchanged.status).toBe(409);
    expect(String(unchanged.body!.detail)).toMatch(/already carries your current name/);
    const stranger = await used.learner();
    expect((await requestJson('POST', url(`/me/certificates/${replacementId}/reissue`), undefined, stranger.token)).status).toBe(404);
  });

  it('lets the course staff read and set the criteria; a course asking for a quiz score certifies only once it is met', async () => {
    const { courseId, creator, learner } = await courseWithLearner();
    const initial = await requestJson('GET', url(`/courses/${courseId}/certificate-criteria`), undefined, creator.token);
    expect(initial.status).toBe(200);
    expect(initial.body).toMatchObject({
      criteria: { enabled: true, requiredLessonIds: [], minimumQuizScorePercent: null, masteryRequirements: [] },
      updatedAt: null,
      lessons: [{ lessonId: 'l1', title: 'Lesson l1' }, { lessonId: 'l2', title: 'Lesson l2' }],
      skills: [{ skillId: 's1', name: 'Halving' }],
    });
    expect((await requestJson('GET', url(`/courses/${courseId}/certificate-criteria`), undefined, learner.token)).status).toBe(403);

    const before = await settledHead(platform());
    const unknownLesson = await requestJson('PUT', url(`/courses/${courseId}/certificate-criteria`), { enabled: true, requiredLessonIds: ['nope'], minimumQuizScorePercent: null, masteryRequirements: [] }, creator.token);
    expect(unknownLesson.status).toBe(400);
    expect(JSON.stringify(unknownLesson.body)).toContain('#/body/requiredLessonIds/0');
    const badScore = await requestJson('PUT', url(`/courses/${courseId}/certificate-criteria`), { enabled: true, requiredLessonIds: [], minimumQuizScorePercent: 101, masteryRequirements: [] }, creator.token);
    expect(badScore.status).toBe(400);
    expect(JSON.stringify(badScore.body)).toContain('#/body/minimumQuizScorePercent');
    expect((await platform().store.head()).lastPosition).toBe(before.lastPosition);

    const criteria = { enabled: true, requiredLessonIds: ['l1'], minimumQuizScorePercent: 80, masteryRequirements: [] };
    const set = await requestJson('PUT', url(`/courses/${courseId}/certificate-criteria`), criteria, creator.token);
    expect(set.status).toBe(200);
    expect(set.body).toMatchObject({ criteria });
    expect(set.body!.updatedAt).not.toBeNull();

    await completeLesson(courseId, learner, 'l1');
    await settledHead(platform());
    expect(await myCertificates(learner.token)).toEqual([]);
    const attempt = await requestJson('POST', url(`/courses/${courseId}/quizzes/q1/attempts`), { attemptId: randomUUID(), answers: [{ itemId: 'i1', optionIds: ['b'], text: null }], timeSpent: 30, deviceType: 'desktop' }, learner.token);
    expect(attempt.status).toBe(201);
    await settledHead(platform());
    const [certificate] = await myCertificates(learner.token);
    expect(certificate).toMatchObject({ status: 'valid' });
    const credential = (await requestJson('GET', url(`/certificates/${certificate!.certificateId as string}/credential`))).body!;
    expect(((credential.credentialSubject as Json).achievement as Json).criteria).toEqual({ narrative: 'Finish the 1 required lessons of the course, score at least 80 % on each quiz.' });

    // Criteria changed later leave the certificate as it was issued.
    const later = { enabled: true, requiredLessonIds: [], minimumQuizScorePercent: 100, masteryRequirements: [{ skillId: 's1', level: 'mastered' }] };
    expect((await requestJson('PUT', url(`/courses/${courseId}/certificate-criteria`), later, creator.token)).status).toBe(200);
    await settledHead(platform());
    const after = (await requestJson('GET', url(`/certificates/${certificate!.certificateId as string}/credential`))).body!;
    expect(after).toEqual(credential);
    expect(await myCertificates(learner.token)).toMatchObject([{ certificateId: certificate!.certificateId, status: 'valid' }]);
  });

  it("certifies a course asking for a skill's mastery once the adaptive engine says the learner reached it, with the skill as evidence", async () => {
    const { courseId, creator, learner } = await courseWithLearner();
    const criteria = { enabled: true, requiredLessonIds: [], minimumQuizScorePercent: null, masteryRequirements: [{ skillId: 's1', level: 'mastered' }] };
    expect((await requestJson('PUT', url(`/courses/${courseId}/certificate-criteria`), criteria, creator.token)).status).toBe(200);
    await completeLesson(courseId, learner, 'l1');
    await completeLesson(courseId, learner, 'l2');
    await settledHead(platform());
    expect(await myCertificates(learner.token)).toEqual([]);

    const moved = (level: 'proficient' | 'mastered') => ({
      type: 'SkillMasteryUpdated' as const,
      data: {
        learnerId: learner.userId,
        courseId,
        quizId: 'q1',
        attemptId: randomUUID(),
        cause: 'graded' as const,
        model: 'spec-model',
        answeredAt: new Date().toISOString(),
        observations: [],
        skills: [{ skillId: 's1', skillName: 'Halving', before: 0.5, after: 0.97, confidence: 0.9, level, why: 'Answered right', attempts: 4, correct: 4, moves: [] }],
      },
    });
    await platform().store.append(`mastery-${learner.userId}`, [moved('proficient')], { expectedVersion: 'any' });
    await settledHead(platform());
    expect(await myCertificates(learner.token)).toEqual([]);
    await platform().store.append(`mastery-${learner.userId}`, [moved('mastered')], { expectedVersion: 'any' });
    await settledHead(platform());

    const [certificate] = await myCertificates(learner.token);
    expect(certificate).toMatchObject({ status: 'valid', skills: [{ skillId: 's1', name: 'Halving', level: 'mastered' }] });
    const credential = (await requestJson('GET', url(`/certificates/${certificate!.certificateId as string}/credential`))).body!;
    expect(credential.evidence).toEqual([{ type: ['Evidence'], name: 'Halving', description: 'Mastery level at issue: mastered', genre: 'Skill mastery' }]);
  });

  it('answers bad input with a problem naming the field, and unknown certificates with 404', async () => {
    const notObject = await fetch(url('/certificates/verify'), { method: 'POST', headers: { 'content-type': 'application/json' }, body: '[1,2]' });
    expect(notObject.status).toBe(400);
    expect(notObject.headers.get('content-type')).toContain('application/problem+json');
    const noCredential = await requestJson('POST', url('/certificates/verify'), { credential: 'not a credential' });
    expect(noCredential.status).toBe(400);
    expect(JSON.stringify(noCredential.body)).toContain('#/body/credential');

    const foreign = await requestJson('POST', url('/certificates/verify'), { credential: { '@context': ['https://www.w3.org/ns/credentials/v2'], issuer: 'https://elsewhere.example', proof: {} } });
    expect(foreign.status).toBe(200);
    expect(foreign.body).toMatchObject({ verified: false, failure: 'unknown_issuer' });
    expect(typeof foreign.body!.reason).toBe('string');

    const unknown = await requestJson('GET', url(`/certificates/${randomUUID()}`));
    expect(unknown.status).toBe(404);
    expect(JSON.stringify(unknown.body)).toContain('#/params/certificateId');
    const missing = randomUUID();
    const inSpanish = await fetch(url(`/certificates/${missing}`), { headers: { 'accept-language': 'es' } });
    expect(((await inSpanish.json()) as { detail: string }).detail).toBe(`No existe el certificado ${missing}.`);
    expect((await requestJson('GET', url(`/certificates/${randomUUID()}/credential`))).status).toBe(404);
    expect((await requestJson('GET', url('/certificates/status-lists/999'))).status).toBe(404);
    const badId = await requestJson('GET', url('/certificates/not%20an%20id'));
    expect(badId.status).toBe(400);
  });
});
