import {
  CertificateCriteria,
  CertificateCriteriaResponse,
  CertificateIssuerResponse,
  CertificateParams,
  CertificatePrivacyRequest,
  CourseCertificateCriteriaParams,
  CourseCertificatesResponse,
  MyCertificate,
  MyCertificatesResponse,
  PublicCertificate,
  RevokeCertificateRequest,
  VerifyCredentialRequest,
  VerifyCredentialResponse,
} from '@pathwise/contracts';
import { EntityId } from '@pathwise/event-schemas';
import type { Checkpoint, Executor } from '@pathwise/event-store';
import {
  certificatesOfCourse,
  certificatesOfHolder,
  getCertificateCriteria,
  getDisplayNames,
  getIssuedCertificate,
  type IssuedCertificateRecord,
} from '@pathwise/projections';
import { z } from 'zod';
import { defineRoute, type RouteDefinition } from '../../http/define-route.js';
import type { RequestContext } from '../../http/request-context.js';
import type { CourseAccess } from '../../kernel/course-standing.js';
import type { CourseCommands } from '../courses/index.js';
import type { Accounts } from '../identity/index.js';
import type { CertificateCredentials } from './certificate-credentials.service.js';
import { defaultCertificateCriteria } from './certificate-criteria.rules.js';
import { shownName } from './certificate-reissue.rules.js';
import {
  certificateCourseNotFound,
  certificateCriteriaDenied,
  certificateNotFound,
  courseCertificatesDenied,
  statusListNotFound,
} from './certificate.errors.js';
import { renderCertificatePdf } from './certificate-pdf.service.js';
import { courseCertificateView, myCertificateView, publicCertificateView } from './certificate.views.js';
import type { CertificateCommands, CertificateOutcome } from './certificates.commands.js';
import { claimsIssuer, failureOf, verificationView } from './credential-verification.views.js';
import type { IssuerSettings } from './issuer-profile.js';

export interface CertificateRouteDeps {
  readonly commands: CertificateCommands;
  readonly credentials: CertificateCredentials;
  readonly issuer: IssuerSettings;
  readonly db: Executor;
  readonly accounts: Pick<Accounts, 'load'>;
  readonly courses: Pick<CourseCommands, 'load'>;
  readonly access: CourseAccess;
  /** Resolves once the issued-certificates read model has applied the checkpoint: read-your-writes. */
  readonly caughtUp: (checkpoint: Checkpoint) => Promise<void>;
}

const tags = ['certificates'];
const StatusListParams = z.object({ listId: EntityId }).strict();
const VC_MEDIA_TYPE = 'application/vc+ld+json';

export function certificateRoutes(deps: CertificateRouteDeps): RouteDefinition[] {
  const { credentials, issuer } = deps;
  const addresses = credentials.addresses;

  const holderNameOf = async (learnerId: string) => (await deps.accounts.load(learnerId)).state.displayName ?? null;
  /** The name a certificate shows: the one it was signed with; the account is read only for one named before names were kept. */
  const nameShownOn = async (record: IssuedCertificateRecord) =>
    shownName(record, record.showName && record.signedName === null ? await holderNameOf(record.learnerId) : null);
  const settled = async (outcome: CertificateOutcome) => {
    if (outcome.checkpoint) await deps.caughtUp(outcome.checkpoint);
  };
  const existing = async (certificateId: string): Promise<IssuedCertificateRecord> => {
    const record = await getIssuedCertificate(deps.db, certificateId);
    if (!record) throw certificateNotFound(certificateId);
    return record;
  };
  const mine = async (certificateId: string, context: RequestContext): Promise<IssuedCertificateRecord> => {
    const record = await getIssuedCertificate(deps.db, certificateId);
    // Someone else's certificate is answered as none at all, so ids reveal nothing about who holds what.
    if (!record || record.learnerId !== context.actor!.userId) throw certificateNotFound(certificateId);
    return record;
  };

  async function criteriaResponse(courseId: string, context: RequestContext) {
    const standing = await deps.access.standing(courseId, context.actor!.userId);
    if (!standing) throw certificateCourseNotFound(courseId);
    if (!standing.isStaff) throw certificateCriteriaDenied();
    const [{ state: course }, stored] = await Promise.all([deps.courses.load(courseId), getCertificateCriteria(deps.db, courseId)]);
    return {
      courseId,
      criteria: stored?.criteria ?? defaultCertificateCriteria,
      updatedAt: stored?.updatedAt.toISOString() ?? null,
      lessons: course?.modules.flatMap((module) => module.lessons.map((lesson) => ({ lessonId: lesson.lessonId, title: lesson.title }))) ?? [],
      skills: course?.skills.map((skill) => ({ skillId: skill.skillId, name: skill.name })) ?? [],
    };
  }

  return [
    defineRoute({
      method: 'get',
      path: '/courses/:courseId/certificate-criteria',
      summary: "A course's certificate criteria, with its lessons and skills to choose from",
      description: "For the course's creator and co-authors. A course whose criteria were never set certifies on finishing every lesson.",
      tags,
      access: 'user',
      params: CourseCertificateCriteriaParams,
      responses: { 200: { description: 'The criteria', schema: CertificateCriteriaResponse } },
      handle: async ({ params, context }) => ({ status: 200, body: await criteriaResponse(params.courseId, context) }),
    }),
    defineRoute({
      method: 'put',
      path: '/courses/:courseId/certificate-criteria',
      summary: "Set a course's certificate criteria",
      description: 'Certificates already issued keep the criteria they were issued under. Setting the same criteria again changes nothing.',
      tags,
      access: 'user',
      params: CourseCertificateCriteriaParams,
      body: CertificateCriteria,
      responses: { 200: { description: 'The criteria as now set', schema: CertificateCriteriaResponse } },
      async handle({ params, body, context }) {
        await settled(await deps.commands.setCriteria(params.courseId, body, { actor: context.actor!, requestId: context.requestId }));
        return { status: 200, body: await criteriaResponse(params.courseId, context) };
      },
    }),
    defineRoute({
      method: 'get',
      path: '/courses/:courseId/certificates',
      summary: 'The certificates a course issued, newest first, with who holds each',
      description:
        "For the course's creator, co-authors and admins; canRevoke tells whether the reader may revoke them (the creator and admins).",
      tags,
      access: 'user',
      params: CourseCertificateCriteriaParams,
      responses: { 200: { description: "The course's certificates", schema: CourseCertificatesResponse } },
      async handle({ params, context }) {
        const actor = context.actor!;
        const isAdmin = actor.role === 'admin';
        const standing = await deps.access.standing(params.courseId, actor.userId);
        if (!standing) throw certificateCourseNotFound(params.courseId);
        if (!isAdmin && !standing.isStaff) throw courseCertificatesDenied();
        const records = await certificatesOfCourse(deps.db, params.courseId);
        const names = await getDisplayNames(deps.db, records.map((record) => record.learnerId));
        return {
          status: 200,
          body: {
            courseId: params.courseId,
            canRevoke: isAdmin || standing.creatorId === actor.userId,
            certificates: records.map((record) => courseCertificateView(record, names.get(record.learnerId) ?? null)),
          },
        };
      },
    }),
    defineRoute({
      method: 'get',
      path: '/me/certificates',
      summary: 'My certificates, newest first',
      tags,
      access: 'user',
      responses: { 200: { description: 'My certificates', schema: MyCertificatesResponse } },
      async handle({ context }) {
        const userId = context.actor!.userId;
        const [records, holderName] = await Promise.all([certificatesOfHolder(deps.db, userId), holderNameOf(userId)]);
        return { status: 200, body: { certificates: records.map((record) => myCertificateView(record, holderName, issuer, addresses)) } };
      },
    }),
    defineRoute({
      method: 'patch',
      path: '/me/certificates/:certificateId',
      summary: 'Show or hide my name on a certificate of mine',
      description: 'Shown, the public page names me and the credential is signed again with my name; hidden, signed again without it.',
      tags,
      access: 'user',
      params: CertificateParams,
      body: CertificatePrivacyRequest,
      responses: { 200: { description: 'The certificate as it now stands', schema: MyCertificate } },
      async handle({ params, body, context }) {
        await settled(await deps.commands.changeNameVisibility(params.certificateId, body.showName, { actor: context.actor!, requestId: context.requestId }));
        const record = await mine(params.certificateId, context);
        return { status: 200, body: myCertificateView(record, await holderNameOf(record.learnerId), issuer, addresses) };
      },
    }),
    defineRoute({
      method: 'post',
      path: '/me/certificates/:certificateId/reissue',
      summary: 'Reissue a certificate of mine under the name I go by now',
      description:
        'For a certificate that shows my name, signed before I changed it (nameOutdated): it is revoked as superseded and a new certificate, stating the same achievement, is issued with my current name and a link back to it. A retried or doubled request answers the same replacement (200) and issues nothing more.',
      tags,
      access: 'user',
      params: CertificateParams,
      responses: {
        201: { description: 'The replacement, issued now', schema: MyCertificate },
        200: { description: 'The replacement an earlier request issued', schema: MyCertificate },
        404: { description: 'No such certificate of mine' },
        409: { description: 'The certificate is revoked, does not show my name, or already carries my current name' },
      },
      async handle({ params, context }) {
        const outcome = await deps.commands.reissueWithNewName(params.certificateId, { actor: context.actor!, requestId: context.requestId });
        await settled(outcome);
        const record = await mine(outcome.replacementId, context);
        return { status: outcome.changed ? 201 : 200, body: myCertificateView(record, await holderNameOf(record.learnerId), issuer, addresses) };
      },
    }),
    defineRoute({
      method: 'get',
      path: '/me/certificates/:certificateId/pdf',
      summary: 'A certificate of mine as a PDF (A4 landscape), in my language',
      tags,
      access: 'user',
      params: CertificateParams,
      responses: { 200: { description: 'The certificate (application/pdf)' }, 404: { description: 'No such certificate of mine' } },
      async handle({ params, context }) {
        const record = await mine(params.certificateId, context);
        const holderName = await nameShownOn(record);
        const bytes = await renderCertificatePdf({
          language: context.language,
          certificateId: record.certificateId,
          holderName,
          courseTitle: record.courseTitle,
          issuedAt: record.issuedAt,
          issuerName: issuer.name,
          skills: record.skills,
          verifyUrl: addresses.verifyUrl(record.certificateId),
          revokedAt: record.revocation?.revokedAt ?? null,
        });
        return {
          status: 200,
          headers: { 'content-disposition': `inline; filename="certificate-${record.certificateId}.pdf"` },
          raw: { contentType: 'application/pdf', bytes },
        };
      },
    }),
    defineRoute({
      method: 'get',
      path: '/certificates/issuer',
      summary: "The issuer's profile and its public key",
      description:
        'The controller document the proofs name: a verifier may check a credential against this Multikey without trusting this server to say whether it holds.',
      tags,
      access: 'public',
      responses: { 200: { description: 'The issuer', schema: CertificateIssuerResponse } },
      async handle() {
        const document = credentials.issuer;
        const [key] = document.verificationMethod;
        return {
          status: 200,
          headers: { 'cache-control': 'public, max-age=300' },
          body: { ...document, verificationMethod: key, assertionMethod: document.assertionMethod },
        };
      },
    }),
    defineRoute({
      method: 'post',
      path: '/certificates/verify',
      summary: 'Verify a credential',
      description:
        "Checks the proof against the issuer's published key and the revocation bit in its status list. A credential that does not verify is still a 200: verified is false, with the check that failed and why.",
      tags,
      access: 'public',
      body: VerifyCredentialRequest,
      responses: { 200: { description: 'The verification result', schema: VerifyCredentialResponse } },
      async handle({ body, context }) {
        const { credential } = body;
        const certificateId = certificateIdIn(credential, addresses.credentialUrl('\u0000'));
        if (!claimsIssuer(credential, credentials.issuer)) {
          const verification = { verified: false, reason: null, status: 'unchecked' as const };
          return { status: 200, body: verificationView({ verification, failure: 'unknown_issuer' }, context.language, issuer.name, certificateId) };
        }
        const verification = await credentials.verify(credential);
        return { status: 200, body: verificationView({ verification, failure: failureOf(verification) }, context.language, issuer.name, certificateId) };
      },
    }),
    defineRoute({
      method: 'get',
      path: '/certificates/status-lists/:listId',
      summary: 'A revocation status list (W3C Bitstring Status List), signed',
      tags,
      access: 'public',
      params: StatusListParams,
      responses: { 200: { description: 'The BitstringStatusListCredential' }, 404: { description: 'No such status list' } },
      async handle({ params, request }) {
        const list = await credentials.statusListOf(params.listId);
        if (!list) throw statusListNotFound(params.listId);
        return credentialResult(list, request.get('accept'), 'no-cache');
      },
    }),
    defineRoute({
      method: 'get',
      path: '/certificates/:certificateId',
      summary: 'A certificate, as anyone may look it up',
      description: 'Valid or revoked (with when and why); the holder is named only when the holder chose to show their name.',
      tags,
      access: 'public',
      params: CertificateParams,
      responses: { 200: { description: 'The certificate', schema: PublicCertificate }, 404: { description: 'No such certificate' } },
      async handle({ params }) {
        const record = await existing(params.certificateId);
        return { status: 200, body: publicCertificateView(record, await nameShownOn(record), issuer, addresses) };
      },
    }),
    defineRoute({
      method: 'get',
      path: '/certificates/:certificateId/credential',
      summary: 'A certificate as its signed Open Badges 3.0 credential',
      description: `Served as ${VC_MEDIA_TYPE} when the client asks for it, else as application/json.`,
      tags,
      access: 'public',
      params: CertificateParams,
      responses: { 200: { description: 'The signed OpenBadgeCredential' }, 404: { description: 'No such certificate' } },
      async handle({ params, request }) {
        const record = await existing(params.certificateId);
        return credentialResult(await credentials.credentialOf(record, await nameShownOn(record)), request.get('accept'), 'no-cache');
      },
    }),
    defineRoute({
      method: 'post',
      path: '/certificates/:certificateId/revocation',
      summary: 'Revoke a certificate',
      description: "By an admin or the creator of the certificate's course, with a reason; audited. Revoking again changes nothing.",
      tags,
      access: 'user',
      params: CertificateParams,
      body: RevokeCertificateRequest,
      responses: { 200: { description: 'The certificate, now revoked', schema: PublicCertificate } },
      async handle({ params, body, context }) {
        const revocation = { reason: body.reason, note: body.note?.trim() ? body.note.trim() : null };
        await settled(await deps.commands.revoke(params.certificateId, revocation, { actor: context.actor!, requestId: context.requestId }));
        const record = await existing(params.certificateId);
        return { status: 200, body: publicCertificateView(record, await nameShownOn(record), issuer, addresses) };
      },
    }),
  ];
}

function credentialResult(credential: object, accept: string | undefined, cacheControl: string) {
  const contentType = accept?.includes(VC_MEDIA_TYPE) ? VC_MEDIA_TYPE : 'application/json';
  return {
    status: 200,
    headers: { 'cache-control': cacheControl },
    raw: { contentType: `${contentType}; charset=utf-8`, bytes: Buffer.from(JSON.stringify(credential)) },
  };
}

/** The certificate a credential of ours names by its id (`…/api/certificates/<id>/credential`), else null. */
function certificateIdIn(credential: Record<string, unknown>, template: string): string | null {
  const [prefix = '', suffix = ''] = template.split('\u0000');
  const id = credential.id;
  if (typeof id !== 'string' || !id.startsWith(prefix) || !id.endsWith(suffix)) return null;
  const certificateId = id.slice(prefix.length, id.length - suffix.length);
  return EntityId.safeParse(certificateId).success ? certificateId : null;
}
