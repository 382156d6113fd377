import { segmentMessages } from './messages';

export interface Crumb {
  readonly path: string;
  /** A segment name from the catalog (translate it), else the raw segment such as a course id. */
  readonly segment: string;
  readonly known: boolean;
}

type SegmentKey = keyof (typeof segmentMessages)['en'];

export const isKnownSegment = (segment: string): segment is SegmentKey => Object.hasOwn(segmentMessages.en, segment);

/** One spelling per page: the router treats /courses/ and /courses alike, and so must the widgets' memory. */
export function normalizePath(path: string): string {
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return trimmed === '' ? '/' : trimmed;
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** Home, then one crumb per segment of `path`, each pointing at the path up to it. */
export function trailOf(path: string): Crumb[] {
  const segments = normalizePath(path).split('/').filter(Boolean);
  const home: Crumb = { path: '/', segment: 'home', known: true };
  return [
    home,
    ...segments.map((segment, index) => ({
      path: `/${segments.slice(0, index + 1).join('/')}`,
      segment: isKnownSegment(segment) ? segment : decodeSegment(segment),
      known: isKnownSegment(segment),
    })),
  ];
}
