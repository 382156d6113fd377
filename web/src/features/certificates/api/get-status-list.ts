import { z } from 'zod';
import { apiFetch } from '../../../shared/api/api-client';

/** A status list is a signed credential like any other: the browser checks its proof before reading a bit. */
const SignedStatusList = z.record(z.string(), z.unknown());

/** GET /api/certificates/status-lists/{listId}: the issuer's signed Bitstring Status List credential. */
export const getStatusList = (listId: string, signal?: AbortSignal) =>
  apiFetch(`/certificates/status-lists/${encodeURIComponent(listId)}`, { schema: SignedStatusList, signal });
