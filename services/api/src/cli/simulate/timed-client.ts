/** One answered (or failed) request: its status, 0 when no answer came, and how long it took. */
export interface RequestOutcome {
  readonly status: number;
  readonly latencyMs: number;
  readonly body: unknown;
}

/** JSON over HTTP with a bearer token, timing every request; a network failure is status 0, never a throw. */
export class TimedClient {
  constructor(
    private readonly baseUrl: string,
    private readonly onOutcome: (outcome: RequestOutcome) => void = () => {},
  ) {}

  async request(method: 'GET' | 'POST', path: string, token: string, body?: unknown): Promise<RequestOutcome> {
    const started = performance.now();
    let outcome: RequestOutcome;
    try {
      const response = await fetch(`${this.baseUrl}/api${path}`, {
        method,
        headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      const text = await response.text();
      outcome = { status: response.status, latencyMs: performance.now() - started, body: text ? parseJson(text) : null };
    } catch (error) {
      // fetch says only 'fetch failed'; the reason (ECONNREFUSED, a time-out) is its cause.
      const reason = (error as Error).cause instanceof Error ? ((error as Error).cause as Error).message : (error as Error).message;
      outcome = { status: 0, latencyMs: performance.now() - started, body: { detail: reason } };
    }
    this.onOutcome(outcome);
    return outcome;
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return { detail: text.slice(0, 200) };
  }
}
