import { vi } from 'vitest';

/** One upload as the fake XMLHttpRequest saw it, with the controls a test needs to play the server. */
export interface FakeUpload {
  readonly method: string;
  readonly url: string;
  readonly headers: Record<string, string>;
  readonly body: unknown;
  /** Reports `sent` of `total` bytes as sent. */
  progress(sent: number, total: number): void;
  /** Answers with a status and a JSON body (a problem when the status is an error). */
  respond(status: number, body: unknown, statusText?: string): void;
  readonly aborted: boolean;
}

/**
 * Replaces XMLHttpRequest (which uploads use, for their progress) with a fake the test drives: nothing leaves the
 * test, and each upload waits until the test answers it.
 */
export function stubUploads() {
  const uploads: FakeUpload[] = [];
  class FakeXmlHttpRequest {
    status = 0;
    statusText = '';
    responseText = '';
    readonly upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    #method = 'GET';
    #url = '';
    #headers: Record<string, string> = {};
    #responseHeaders: Record<string, string> = {};
    #done = false;
    #record: { aborted: boolean } | null = null;

    open(method: string, url: string) {
      this.#method = method;
      this.#url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.#headers[name.toLowerCase()] = value;
    }
    getResponseHeader(name: string) {
      return this.#responseHeaders[name.toLowerCase()] ?? null;
    }
    abort() {
      if (this.#done) return;
      this.#done = true;
      if (this.#record) this.#record.aborted = true;
      this.onabort?.();
    }
    send(body: unknown) {
      const record = {
        method: this.#method,
        url: this.#url,
        headers: this.#headers,
        body,
        aborted: false,
        progress: (sent: number, total: number) => this.upload.onprogress?.({ lengthComputable: true, loaded: sent, total } as ProgressEvent),
        respond: (status: number, response: unknown, statusText = '') => {
          if (this.#done) return;
          this.#done = true;
          this.status = status;
          this.statusText = statusText;
          this.responseText = JSON.stringify(response);
          this.#responseHeaders['content-type'] = status >= 400 ? 'application/problem+json' : 'application/json';
          this.onload?.();
        },
      } satisfies FakeUpload & { aborted: boolean };
      this.#record = record;
      uploads.push(record);
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXmlHttpRequest);
  return uploads;
}
