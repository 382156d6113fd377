import { defineMessages } from '../i18n';

/** What the client itself says about a failed request; the server's own `detail` is shown as it comes. */
export const apiMessages = defineMessages({
  en: {
    errorOccurred: 'An error occurred',
    tooManyAttempts: 'Too many attempts. Try again in {wait}.',
    unreachable: 'Pathwise could not be reached. Check your connection and try again.',
    requestFailed: 'The request failed (status {status}).',
    status400: '400 Bad Request',
    status401: '401 Unauthorized',
    status403: '403 Forbidden',
    status404: '404 Not Found',
    status408: '408 Request Timeout',
    status409: '409 Conflict',
    status413: '413 Content Too Large',
    status422: '422 Unprocessable Content',
    status429: '429 Too Many Requests',
    status500: '500 Internal Server Error',
    status502: '502 Bad Gateway',
    status503: '503 Service Unavailable',
    status504: '504 Gateway Timeout',
  },
  es: () => import('./messages.es'),
  fr: () => import('./messages.fr'),
});

export type ApiMessageKey = keyof typeof apiMessages.en;
