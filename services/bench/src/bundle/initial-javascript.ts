import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** One chunk as Vite's build manifest (`web/dist/.vite/manifest.json`) lists it. */
interface ManifestChunk {
  file: string;
  imports?: string[];
}

type Manifest = Record<string, ManifestChunk>;

export type PageKind = 'public' | 'signed-in';

/** The most JavaScript, gzipped, a first visit may load before its page can paint. */
export const initialJavaScriptBudgetKb: Record<PageKind, number> = { public: 120, 'signed-in': 160 };

export interface FirstPage {
  name: string;
  kind: PageKind;
  /**
   * The modules loaded to show this page (its route component and its loader's reads, and for a signed-in page the
   * signed-in shell), by source path.
   */
  routeModules: string[];
}

/**
 * The app's bar and the signed-in account menu: chunks of their own, which a signed-in browser loads before its first
 * render (web/src/app/shell/navigation/components/top-bar.tsx), and so part of every signed-in page's first download.
 */
const signedInShellModules = [
  'src/app/shell/navigation/components/app-top-bar.tsx',
  'src/features/identity/components/signed-in-account-nav.tsx',
];

/** The pages learners open first, each with the modules its route loads. */
export const firstPages: FirstPage[] = [
  { name: 'home', kind: 'public', routeModules: ['src/marketing/pages/home-page.tsx'] },
  { name: 'catalogue', kind: 'public', routeModules: ['src/features/courses/routes/catalogue-route.tsx'] },
  { name: 'course page', kind: 'public', routeModules: ['src/features/courses/routes/course-detail-route.tsx'] },
  { name: 'dashboard', kind: 'signed-in', routeModules: ['src/features/dashboard/components/dashboard-page.tsx', ...signedInShellModules] },
  {
    name: 'learner dashboard',
    kind: 'signed-in',
    routeModules: ['src/features/adaptive/components/learner-dashboard-page.tsx', ...signedInShellModules],
  },
  { name: 'course player', kind: 'signed-in', routeModules: ['src/features/course-player/routes/course-view-route.tsx', ...signedInShellModules] },
];

export interface InitialJavaScript {
  page: FirstPage;
  files: string[];
  gzipKb: number;
  budgetKb: number;
}

function readManifest(webDist: string): Manifest {
  return JSON.parse(readFileSync(join(webDist, '.vite/manifest.json'), 'utf8')) as Manifest;
}

/** The chunks a module needs before it runs: itself and its static imports, transitively (what Vite preloads). */
function staticClosure(manifest: Manifest, roots: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The build manifest (vite.config.ts, build.manifest) has no chunk ${key}: was the module moved?`);
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const root of roots) visit(root);
  return seen;
}

/**
 * A page's initial JavaScript: the entry (index.html's script) with its static import closure, plus the static
 * import closure of the page's route modules, gzipped at zlib's default level as the server's compression sends it.
 * Chunks loaded later (shell widgets at idle, other routes, the socket) are not counted.
 */
export function measureInitialJavaScript(webDist: string, pages: FirstPage[] = firstPages): InitialJavaScript[] {
  const manifest = readManifest(webDist);
  const gzipBytes = new Map<string, number>();
  const sizeOf = (file: string) => {
    let bytes = gzipBytes.get(file);
    if (bytes === undefined) {
      bytes = gzipSync(readFileSync(join(webDist, file))).length;
      gzipBytes.set(file, bytes);
    }
    return bytes;
  };
  return pages.map((page) => {
    const files = [...staticClosure(manifest, ['index.html', ...page.routeModules])].map((key) => manifest[key]!.file);
    const bytes = files.reduce((sum, file) => sum + sizeOf(file), 0);
    return { page, files, gzipKb: bytes / 1024, budgetKb: initialJavaScriptBudgetKb[page.kind] };
  });
}
