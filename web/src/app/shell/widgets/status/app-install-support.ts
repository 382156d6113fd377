/** The tags the page needs for installation; added at run time unless index.html already has them. */
const headLinks: readonly { rel: string; href: string; sizes?: string }[] = [
  { rel: 'manifest', href: '/manifest.webmanifest' },
  { rel: 'apple-touch-icon', href: '/icons/apple-touch-icon.png', sizes: '180x180' },
];

export function ensureManifestLinks(head: HTMLHeadElement = document.head): void {
  for (const { rel, href, sizes } of headLinks) {
    if (head.querySelector(`link[rel="${rel}"]`)) continue;
    const link = document.createElement('link');
    link.rel = rel;
    link.href = href;
    if (sizes) link.setAttribute('sizes', sizes);
    head.append(link);
  }
}

interface RegisterOptions {
  /** `import.meta.env.PROD`: a worker caching the dev server's modules would serve stale code while developing. */
  readonly production: boolean;
  readonly container?: ServiceWorkerContainer | undefined;
  readonly onError?: (error: unknown) => void;
}

/** Registers /sw.js in production builds, after the page has loaded so it never competes with the first render. */
export function registerServiceWorker({ production, container = navigator.serviceWorker, onError }: RegisterOptions): void {
  if (!production || !container) return;
  const register = () => {
    container.register('/sw.js', { scope: '/' }).catch((error: unknown) => onError?.(error));
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
