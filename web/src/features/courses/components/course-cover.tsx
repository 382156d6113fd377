import { courseCoverSizes, courseCoverSource, isUploadedCourseCover } from '@pathwise/contracts';

/** How wide each place draws a cover, for the browser to pick the smaller file where it is enough. */
const drawnWidths = {
  // A catalogue card: the screen less the page's and the card's padding on a phone, a grid column of at most ~24rem
  // beside others on a wider screen.
  card: '(min-width: 40rem) 24rem, calc(100vw - 4rem)',
  // The course page: its container less its padding, 72rem at most.
  page: '(min-width: 72rem) 72rem, calc(100vw - 2rem)',
} as const;

interface CourseCoverProps {
  readonly coverImageUrl: string | null;
  readonly place: keyof typeof drawnWidths;
  /** 'lazy' where the cover is below the fold on a phone, so it does not compete with what is seen first. */
  readonly loading: 'eager' | 'lazy';
  /** Empty where the course's title is right beside the cover and says what it is of. */
  readonly alt?: string;
}

/**
 * A course's uploaded cover, its 16:9 box reserved before the file arrives; nothing for a course without one (or
 * with an address elsewhere, which the CSP would not let the page draw).
 */
export function CourseCover({ coverImageUrl, place, loading, alt = '' }: CourseCoverProps) {
  if (!isUploadedCourseCover(coverImageUrl)) return null;
  const { card, full } = courseCoverSizes;
  const shown = place === 'card' ? card : full;
  return (
    <img
      className={`course-cover course-cover-${place}`}
      src={courseCoverSource(coverImageUrl, place === 'card' ? 'card' : 'full')}
      srcSet={`${courseCoverSource(coverImageUrl, 'card')} ${card.width}w, ${courseCoverSource(coverImageUrl, 'full')} ${full.width}w`}
      sizes={drawnWidths[place]}
      width={shown.width}
      height={shown.height}
      alt={alt}
      loading={loading}
      // The cover a page shows at once (the course page's, the catalogue's first card) is the largest thing in view on
      // a phone: it is fetched before the page's other files.
      fetchPriority={loading === 'eager' ? 'high' : 'auto'}
      decoding="async"
    />
  );
}
