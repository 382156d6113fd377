import {
  courseCoverSizes,
  documentTitle,
  isUploadedCourseCover,
  publicPageHeads,
  publicPageHeadsEs,
  publicPageHeadsFr,
  SITE_NAME,
  type PublicPageName,
  type PublicPageWords,
} from '@pathwise/contracts';
import { EntityId, type Language } from '@pathwise/event-schemas';
import type { Executor } from '@pathwise/event-store';
import { getPublishedCourseCard, type CourseCardFields } from '@pathwise/projections';
import type { PageHead } from '../http/web-document.js';

const pageNames: ReadonlyMap<string, PublicPageName> = new Map(
  Object.entries(publicPageHeads).map(([name, head]) => [head.path, name as PublicPageName]),
);

/** Each public page's words in each language the web app speaks, as its messages in that language say them. */
const wordsIn: Readonly<Record<Language, Readonly<Record<PublicPageName, PublicPageWords>>>> = {
  en: publicPageHeads,
  es: publicPageHeadsEs,
  fr: publicPageHeadsFr,
};

/** The web app's own icon (its manifest's largest), for previews of pages without a picture of their own. */
const SITE_ICON_PATH = '/icons/icon-512.png';

/** Long enough for a search result or a preview card to show it whole, short enough that none cuts it mid-thought. */
const DESCRIPTION_LIMIT = 200;

function shortened(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= DESCRIPTION_LIMIT) return flat;
  const cut = flat.slice(0, DESCRIPTION_LIMIT - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), DESCRIPTION_LIMIT / 2)).replace(/[\s,;:.]+$/, '')}…`;
}

/** `/pricing/` and `/pricing` are one page, with one canonical address. */
const withoutTrailingSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

function courseIdIn(path: string): string | null {
  const match = /^\/courses\/([^/]+)$/.exec(path);
  if (!match) return null;
  try {
    const id = decodeURIComponent(match[1]!);
    return EntityId.safeParse(id).success ? id : null;
  } catch {
    return null;
  }
}

/**
 * Which head each page gets in the HTML the server sends: the public pages' own from the shared table, a published
 * course's from the catalogue (its title, summary, cover and price), and the built index.html's for the rest, where
 * the web app names the page once it knows it.
 */
export class PageHeads {
  constructor(
    private readonly deps: {
      readonly db: Executor;
      /** The configured origin, never the request's Host header, which any client can set. */
      readonly publicUrl: string;
    },
  ) {}

  /**
   * The head of the page at `requestPath`, and whether it is a public page: one with a head of its own, which anyone
   * may read and the server renders before any script runs.
   */
  async pageAt(requestPath: string, built: { readonly description: string }, language: Language): Promise<{ head: PageHead; isPublic: boolean }> {
    const path = withoutTrailingSlash(requestPath);
    const name = pageNames.get(path);
    if (name) {
      const words = wordsIn[language][name];
      return { head: this.#head(words.title, words.description, path, null), isPublic: true };
    }
    const courseId = courseIdIn(path);
    const course = courseId ? await getPublishedCourseCard(this.deps.db, courseId) : null;
    if (course) return { head: this.#courseHead(course, path), isPublic: true };
    return { head: this.genericHead(built.description), isPublic: false };
  }

  /** The site's own head, for a page the web app names itself once loaded (and for an unknown course). */
  genericHead(description: string): PageHead {
    return {
      title: SITE_NAME,
      description,
      canonicalUrl: null,
      share: { siteName: SITE_NAME, type: 'website', title: SITE_NAME, image: this.#siteIcon(), price: null },
    };
  }

  #courseHead(course: CourseCardFields, path: string): PageHead {
    const head = this.#head(course.title, shortened(course.subtitle || course.description || course.title), path, course.coverImageUrl);
    const price = { amount: (course.priceCents / 100).toFixed(2), currency: course.currency };
    return { ...head, share: { ...head.share, type: 'product', price } };
  }

  #siteIcon(): PageHead['share']['image'] {
    return { url: new URL(SITE_ICON_PATH, this.deps.publicUrl).href, wide: false };
  }

  #head(title: string, description: string, path: string, coverUrl: string | null): PageHead {
    const canonicalUrl = new URL(path, this.deps.publicUrl).href;
    const size = isUploadedCourseCover(coverUrl) ? { size: courseCoverSizes.full } : {};
    const image = coverUrl ? { url: new URL(coverUrl, this.deps.publicUrl).href, wide: true, ...size } : this.#siteIcon();
    return {
      title: documentTitle(title),
      description,
      canonicalUrl,
      share: { siteName: SITE_NAME, type: 'website', title, image, price: null },
    };
  }
}
