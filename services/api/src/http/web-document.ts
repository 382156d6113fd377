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

/** Data a page carries for the app in a JSON script of its own, after the root element. */
export interface InlinedState {
  /** The id of the JSON script. */
  readonly scriptId: string;
  readonly state: unknown;
}

/** A page the server rendered: the markup of the app's root, and what the browser hydrates it with. */
export interface RenderedBody {
  readonly language: string;
  readonly html: string;
  readonly hydration: InlinedState;
}

/**
 * JSON that stays inert inside a `<script>`: no `</script>` or `<!--` can close it early, whatever a course title says,
 * and the two line separators older parsers end a string at are escaped.
 */
function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

/** The places of index.html a page fills in: the `lang` attribute, the head tags, the root's content and after it. */
type Hole = 'lang' | 'head' | 'noscript' | 'root' | 'afterRoot';

interface Edit {
  readonly start: number;
  readonly end: number;
  readonly hole: Hole | null;
}

const elementsIn = (node: { childNodes?: DefaultTreeAdapterTypes.ChildNode[] }): Element[] =>
  (node.childNodes ?? []).flatMap((child) => ('tagName' in child ? [child, ...elementsIn(child)] : []));

/**
 * The built web app's index.html, parsed once, with its head's title, description, canonical link and link-preview
 * tags written per page, and on a page the server rendered, the page's markup in the root element. Everything else
 * (Vite's script and preload tags) is served as built.
 */
export class WebDocument {
  private constructor(
    /** The document between the holes: one more than there are holes. */
    private readonly segments: readonly string[],
    private readonly holes: readonly Hole[],
    private readonly built: { readonly language: string; readonly noscript: string },
    /** The title and description index.html was built with, for pages without a head of their own. */
    readonly builtTitle: string,
    readonly builtDescription: string,
  ) {}

  static async load(indexFile: string): Promise<WebDocument> {
    return WebDocument.parse(await readFile(indexFile, 'utf8'));
  }

  static parse(html: string): WebDocument {
    const document = parse(html, { sourceCodeLocationInfo: true });
    const all = elementsIn(document);
    const root = all.find((element) => element.tagName === 'html');
    const head = all.find((element) => element.tagName === 'head');
    if (!head?.sourceCodeLocation?.endTag) throw new Error('index.html has no <head>…</head> to write page heads into');
    const langAttribute = root?.sourceCodeLocation?.attrs?.lang;
    if (!langAttribute) throw new Error('index.html has no <html lang="…"> to write the page\'s language into');
    const appRoot = all.find((element) => element.tagName === 'div' && element.attrs.some((each) => each.name === 'id' && each.value === 'root'));
    const appRootTags = appRoot?.sourceCodeLocation;
    if (!appRoot || !appRootTags?.startTag || !appRootTags.endTag || appRoot.childNodes.length > 0) {
      throw new Error('index.html has no empty <div id="root"></div> to render pages into');
    }
    const noscript = all.find((element) => element.tagName === 'noscript' && element.parentNode === appRoot.parentNode);

    const ours = head.childNodes.filter((node): node is Element => 'tagName' in node && isHeadTagWeWrite(node));
    const title = ours.find((element) => element.tagName === 'title');
    const description = ours.find((element) => element.tagName === 'meta' && element.attrs.some((each) => each.name === 'name' && each.value === 'description'));
    const afterWhitespace = (offset: number) => offset + /^\s*/.exec(html.slice(offset))![0].length;
    // Ours go where the first of them was (the title), after the charset and viewport tags that must come first.
    const headEdits: Edit[] = ours.map(({ sourceCodeLocation }, index) => ({
      start: sourceCodeLocation!.startOffset,
      end: afterWhitespace(sourceCodeLocation!.endOffset),
      hole: index === 0 ? 'head' : null,
    }));
    const headEnd = head.sourceCodeLocation.endTag.startOffset;
    const edits: Edit[] = [
      { start: langAttribute.startOffset, end: langAttribute.endOffset, hole: 'lang' as const },
      ...(headEdits.length > 0 ? headEdits : [{ start: headEnd, end: headEnd, hole: 'head' as const }]),
      ...(noscript?.sourceCodeLocation
        ? [{ start: noscript.sourceCodeLocation.startOffset, end: noscript.sourceCodeLocation.endOffset, hole: 'noscript' as const }]
        : []),
      { start: appRootTags.startTag.endOffset, end: appRootTags.startTag.endOffset, hole: 'root' as const },
      { start: appRootTags.endTag.endOffset, end: appRootTags.endTag.endOffset, hole: 'afterRoot' as const },
    ].sort((one, other) => one.start - other.start);

    const segments: string[] = [];
    const holes: Hole[] = [];
    let cursor = 0;
    let pending = '';
    for (const edit of edits) {
      pending += html.slice(cursor, edit.start);
      cursor = edit.end;
      if (edit.hole) {
        segments.push(pending);
        holes.push(edit.hole);
        pending = '';
      }
    }
    segments.push(pending + html.slice(cursor));

    const text = (element: Element | undefined) => element?.childNodes.map((node) => ('value' in node ? node.value : '')).join('').trim() ?? '';
    const content = description?.attrs.find((each) => each.name === 'content')?.value ?? '';
    const language = root!.attrs.find((each) => each.name === 'lang')!.value;
    const builtNoscript = noscript?.sourceCodeLocation ? html.slice(noscript.sourceCodeLocation.startOffset, noscript.sourceCodeLocation.endOffset) : '';
    return new WebDocument(segments, holes, { language, noscript: builtNoscript }, text(title), content);
  }

  /**
   * The whole document with this page's head, the page itself when the server rendered it, and data the app reads
   * before drawing (`inlined`); every value is escaped, so no course title can add markup.
   */
  render(head: PageHead, body: RenderedBody | null = null, inlined: InlinedState | null = null): string {
    const scripts = [body?.hydration ?? null, inlined].filter((each) => each !== null);
    const fill: Record<Hole, () => string> = {
      lang: () => `lang="${escapeAttribute(body?.language ?? this.built.language)}"`,
      head: () => `${headTags(head).join('\n    ')}\n    `,
      // A page rendered on the server reads without JavaScript: the note that the app needs it would be untrue.
      noscript: () => (body ? '' : this.built.noscript),
      root: () => body?.html ?? '',
      afterRoot: () =>
        scripts
          .map(({ scriptId, state }) => `\n    <script type="application/json" id="${escapeAttribute(scriptId)}">${scriptSafeJson(state)}</script>`)
          .join(''),
    };
    return this.segments.map((segment, index) => segment + (index < this.holes.length ? fill[this.holes[index]!]() : '')).join('');
  }
}

function headTags(head: PageHead): string[] {
  const { share } = head;
  return [
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
}
