import { PROBLEM_CONTENT_TYPE, ProblemDetails } from '@pathwise/contracts';
import type { z } from 'zod';
import { readAuthToken } from '../lib/auth-token';
import { readProblem } from './api-client';
import { ApiError, parseRetryAfter } from './api-error';
import { readCsrfToken } from './csrf-token';

const API_BASE = '/api';

/** The credentials apiFetch sends: the stored bearer token, and on writes the session's CSRF token. */
function credentialHeaders(method: string): Record<string, string> {
  const headers: Record<string, string> = { Accept: `application/json, ${PROBLEM_CONTENT_TYPE}` };
  const token = readAuthToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  const csrfToken = method === 'GET' ? null : readCsrfToken();
  if (csrfToken) headers['X-CSRF-Token'] = csrfToken;
  return headers;
}

function problemOf(xhr: XMLHttpRequest): ProblemDetails | undefined {
  if (!(xhr.getResponseHeader('content-type') ?? '').toLowerCase().startsWith(PROBLEM_CONTENT_TYPE)) return undefined;
  try {
    const parsed = ProblemDetails.safeParse(JSON.parse(xhr.responseText));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

export interface UploadOptions<T> {
  readonly schema: z.ZodType<T>;
  /** Called as bytes leave: sent and total, in bytes. */
  readonly onProgress?: (sent: number, total: number) => void;
  readonly signal?: AbortSignal;
}

/**
 * POSTs a file as the raw request body and reports progress as it goes: fetch cannot tell how much of a body has
 * been sent, XMLHttpRequest can. Answers and errors are those of apiFetch (an ApiError with the problem).
 */
export function uploadWithProgress<T>(path: string, file: Blob, options: UploadOptions<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API_BASE}${path}`);
    for (const [name, value] of Object.entries(credentialHeaders('POST'))) xhr.setRequestHeader(name, value);
    xhr.setRequestHeader('Content-Type', file.type || 'application/octet-stream');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(event.loaded, event.total);
    };
    xhr.onload = () => {
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(new ApiError(xhr.status, xhr.statusText, problemOf(xhr), parseRetryAfter(xhr.getResponseHeader('retry-after'))));
        return;
      }
      let payload: unknown;
      try {
        payload = JSON.parse(xhr.responseText);
      } catch {
        payload = undefined;
      }
      const parsed = options.schema.safeParse(payload);
      if (parsed.success) resolve(parsed.data);
      else reject(new Error(`Unexpected response from POST ${API_BASE}${path}`, { cause: parsed.error }));
    };
    // What fetch would reject with, so describeError words it as a lost connection.
    xhr.onerror = () => reject(new TypeError('Failed to fetch'));
    xhr.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(file);
  });
}

/** GETs a file with the same credentials as apiFetch; an error answer becomes an ApiError with its problem. */
export async function downloadBlob(path: string, signal?: AbortSignal): Promise<Blob> {
  const response = await fetch(`${API_BASE}${path}`, { headers: credentialHeaders('GET'), credentials: 'same-origin', signal });
  if (!response.ok) {
    throw new ApiError(response.status, response.statusText, await readProblem(response), parseRetryAfter(response.headers.get('retry-after')));
  }
  return response.blob();
}
