import { CertificateIssuerResponse } from '@pathwise/contracts';
import { apiFetch } from '../../../shared/api/api-client';

/** GET /api/certificates/issuer: the issuer's profile and the public key that signs certificates (a Multikey). */
export const getCertificateIssuer = (signal?: AbortSignal) => apiFetch('/certificates/issuer', { schema: CertificateIssuerResponse, signal });
