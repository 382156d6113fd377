import { z } from 'zod';
import { apiFetch } from '../../../shared/api/api-client';
import { certificatePath } from './certificate-keys';

/** A signed credential is the Open Badges JSON it is: the browser's check, not a schema of ours, judges it. */
const SignedCredential = z.record(z.string(), z.unknown());

/** GET /api/certificates/{certificateId}/credential: the signed OpenBadgeCredential. */
export const getCertificateCredential = (certificateId: string, signal?: AbortSignal) =>
  apiFetch(`${certificatePath(certificateId)}/credential`, { schema: SignedCredential, signal });
