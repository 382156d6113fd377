import { readFile } from 'node:fs/promises';
import { escapeAttribute, escapeText } from 'entities';
import { parse, type DefaultTreeAdapterTypes } from 'parse5';

type Element = DefaultTreeAdapterTypes.Element;

/** What a page says about itself before any script runs: to the browser tab, search engines and link previews. */
export interface PageHead {
  /** The whole document title, site name included. */
  readonly title: string;
  readonly description: string;
  /** Absolute; null for pages that should not be indexed under their own address. */
  readonly canonicalUrl: string | null;
  /** Open Graph and Twitter card: what a shared link shows. */
  readonly share: {
    readonly siteName: string;
    readonly type: 'website' | 'product';
    /** The page's own title, without the site name the preview shows anyway. */
    readonly title: string;
    /**
     * Absolute; `wide` for a picture made for a large preview (a course cover), not the site's square icon; `size`
     * where it is known, so a preview can lay the card out before the image arrives.
     */
    readonly image: { readonly url: string; readonly wide: boolean; readonly size?: { readonly width: number; readonly height: number } };
    /** A course's price, as Open Graph's product tags write it: "29.00" and "USD". */
    readonly price: { readonly amount: string; readonly currency: string } | null;
  };
}

/** The tags this document writes itself, so that none of them appears twice if index.html ever carries one. */
function isHeadTagWeWrite(element: Element): boolean {
  const attribute = (name: string) => element.attrs.find((each) => each.name === name)?.value ?? '';
  if (element.tagName === 'title') return true;
  if (element.tagName === 'link') return attribute('rel') === 'canonical';
  if (element.tagName !== 'meta') return false;
  const name = attribute('name');
  return name === 'description' || name.startsWith('twitter:') || /^(og|product):/.test(attribute('property'));
}

const meta = (key: 'name' | 'property', name: string, content: string) =>
  `<meta ${key}="${name}" content="${escapeAttribute(content)}" />`;

/**
 * The built web app's index.html, parsed once, with its head's title, description, canonical link and link-preview
 * tags written per page. Everything else (Vite's script and preload tags, the body) is served as built.
 */
export class WebDocument {
  private constructor(
    private readonly beforeHead: string,
    private readonly afterHead: string,
    /** The title and description index.html was built with, for pages without a head of their own. */
    readonly builtTitle: string,
    readonly builtDescription: string,
  ) {}

  static async load(indexFile: string): Promise<WebDocument> {
    return WebDocument.parse(await readFile(indexFile, 'utf8'));
  }

  static parse(html: string): WebDocument {
    const document = parse(html, { sourceCodeLocationInfo: true });
    const root = document.childNodes.find((node): node is Element => node.nodeName === 'html');
    const head = root?.childNodes.find((node): node is Element => node.nodeName === 'head');
    if (!head?.sourceCodeLocation?.endTag) throw new Error('index.html has no <head>…</head> to write page heads into');
    const ours = head.childNodes.filter((node): node is Element => 'tagName' in node && isHeadTagWeWrite(node));
    const title = ours.find((element) => element.tagName === 'title');
    const description = ours.find((element) => element.tagName === 'meta' && element.attrs.some((each) => each.name === 'name' && each.value === 'description'));
    // Ours go where the first of them was (the title), after the charset and viewport tags that must come first.
    let kept = '';
    let cursor = 0;
    let slot: number | null = null;
    for (const { startOffset, endOffset } of ours.map((element) => element.sourceCodeLocation!)) {
      kept += html.slice(cursor, startOffset);
      slot ??= kept.length;
      cursor = endOffset + /^\s*/.exec(html.slice(endOffset))![0].length;
    }
    kept += html.slice(cursor);
    slot ??= head.sourceCodeLocation.endTag.startOffset;
    const text = (element: Element | undefined) => element?.childNodes.map((node) => ('value' in node ? node.value : '')).join('').trim() ?? '';
    const content = description?.attrs.find((each) => each.name === 'content')?.value ?? '';
    return new WebDocument(kept.slice(0, slot), kept.slice(slot), text(title), content);
  }

  /** The whole document with this page's head; every value is escaped, so no course title can add markup. */
  render(head: PageHead): string {
    const { share } = head;
    const tags = [
      `<title>${escapeText(head.title)}</title>`,
      meta('name', 'description', head.description),
      ...(head.canonicalUrl ? [`<link rel="canonical" href="${escapeAttribute(head.canonicalUrl)}" />`] : []),
      meta('property', 'og:site_name', share.siteName),
      meta('property', 'og:type', share.type),
      meta('property', 'og:title', share.title),
      meta('property', 'og:description', head.description),
      ...(head.canonicalUrl ? [meta('property', 'og:url', head.canonicalUrl)] : []),
      meta('property', 'og:image', share.image.url),
      ...(share.image.size
        ? [meta('property', 'og:image:width', String(share.image.size.width)), meta('property', 'og:image:height', String(share.image.size.height))]
        : []),
      ...(share.price
        ? [meta('property', 'product:price:amount', share.price.amount), meta('property', 'product:price:currency', share.price.currency)]
        : []),
      meta('name', 'twitter:card', share.image.wide ? 'summary_large_image' : 'summary'),
      meta('name', 'twitter:title', share.title),
      meta('name', 'twitter:description', head.description),
      meta('name', 'twitter:image', share.image.url),
    ];
    return `${this.beforeHead}${tags.join('\n    ')}\n    ${this.afterHead}`;
  }
}
