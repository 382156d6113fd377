import { existsSync } from 'node:fs';
import type { Socket } from 'node:net';
import { pathToFileURL } from 'node:url';
import { SERVER_RENDER_STATE_ID, type ServerRenderState, type SessionProbeResponse } from '@pathwise/contracts';
import type { Language } from '@pathwise/event-schemas';
import type { RenderedBody } from '../http/web-document.js';
import type { Logger } from '../observability/logger.js';

/** The signed-in person a page is rendered for, and a short-lived token of their session to read its data with. */
export interface SignedInReader {
  readonly session: SessionProbeResponse;
  readonly bearerToken: string;
}

/** What the web app's server build (web/src/entry-server.tsx) offers. */
interface WebServerEntry {
  /** Null for a page the app draws in the browser alone (a signed-in page its router does not render on the server). */
  renderPage(request: {
    url: string;
    language: ServerRenderState['language'];
    apiOrigin: string;
    signedIn: SignedInReader | null;
  }): Promise<{ html: string; state: ServerRenderState } | null>;
}

/**
 * Past this, the page goes out without its markup (the app draws it in the browser as before): a slow render must not
 * hold a visitor longer than the browser would take to draw the page itself.
 */
const RENDER_DEADLINE_MS = 5_000;

/** The life of the token a signed-in page's data is read with: the render's deadline, and some slack for clocks. */
export const RENDER_TOKEN_TTL_SECONDS = RENDER_DEADLINE_MS / 1000 + 55;

/** The API of this very server, as the socket a request came in on reaches it: never the Host header a client sets. */
function ownOrigin(socket: Socket): string {
  const address = socket.localAddress?.replace(/^::ffff:/, '') ?? '127.0.0.1';
  return `http://${address.includes(':') ? `[${address}]` : address}:${socket.localPort}`;
}

/**
 * Renders pages on the server with the web app's own server build, so that they read before any script runs (a search
 * engine, a slow phone): public pages as a visitor sees them, and the signed-in pages learners open first for the
 * person who asks; the browser then hydrates them. Without the build (tests of the API alone, a
 * development server), or when a render fails or is late, pages go out empty as before and the app draws them.
 */
export class PageRenderer {
  #entry: Promise<WebServerEntry | null> | null = null;

  constructor(
    private readonly deps: {
      /** The server build of the web app, beside its browser build. */
      readonly entryFile: string;
      readonly logger: Logger;
    },
  ) {}

  /** @param request.signedIn the person whose page it is, or null to render it as a visitor sees it. */
  async render(request: { url: string; language: Language; socket: Socket; signedIn: SignedInReader | null }): Promise<RenderedBody | null> {
    const entry = await this.#load();
    if (!entry) return null;
    const { language } = request;
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<'late'>((resolve) => {
      timer = setTimeout(() => resolve('late'), RENDER_DEADLINE_MS);
    });
    const rendering = entry.renderPage({ url: request.url, language, apiOrigin: ownOrigin(request.socket), signedIn: request.signedIn });
    try {
      const rendered = await Promise.race([rendering, late]);
      if (rendered === null) return null;
      if (rendered === 'late') {
        this.deps.logger.warn({ url: request.url, deadlineMs: RENDER_DEADLINE_MS }, 'page render too slow, sent for the browser to draw');
        return null;
      }
      return { language, html: rendered.html, hydration: { scriptId: SERVER_RENDER_STATE_ID, state: rendered.state } };
    } catch (error) {
      this.deps.logger.warn({ err: error, url: request.url }, 'page render failed, sent for the browser to draw');
      return null;
    } finally {
      clearTimeout(timer);
    }
  }

  /** Loaded once it exists: the web app may be built after the server started (tests, `npm run dev`). */
  #load(): Promise<WebServerEntry | null> {
    if (this.#entry) return this.#entry;
    if (!existsSync(this.deps.entryFile)) return Promise.resolve(null);
    this.#entry = import(pathToFileURL(this.deps.entryFile).href).then((module: Partial<WebServerEntry>) => {
      if (typeof module.renderPage !== 'function') throw new Error(`${this.deps.entryFile} exports no renderPage`);
      return module as WebServerEntry;
    });
    this.#entry.catch(() => {
      // Tried again with the next page: a build may have been under way.
      this.#entry = null;
    });
    return this.#entry;
  }
}
