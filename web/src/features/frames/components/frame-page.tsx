import { Link, useMatch, useParams } from '@tanstack/react-router';
import { useT } from '../../../shared/i18n';
import { useDocumentTitle } from '../../../shared/lib/use-document-title';
import { frames, isCoursePath, isFramedPath, titleOf, type Frame, type LinkTarget } from '../frame-catalog';
import { framePageMessages } from '../messages/frame-page.messages';
import { frameSummaries } from '../messages/frame-summaries.messages';
import { frameTitles } from '../messages/frame-titles.messages';
import '../frames.css';

/**
 * The page of a route whose content another issue builds: which one is read from the route that rendered it, so
 * the router registers one lazy component for all of them.
 */
export default function FramePage() {
  const fullPath: string = useMatch({ strict: false }).fullPath;
  if (!isFramedPath(fullPath)) throw new Error(`No frame for ${fullPath}`);
  return <FrameView frame={frames[fullPath]} />;
}

function FrameView({ frame }: { frame: Frame }) {
  const titles = useT(frameTitles);
  const summaries = useT(frameSummaries);
  const t = useT(framePageMessages);
  const params = useParams({ strict: false });
  const title = titles(frame.slug);
  useDocumentTitle(title);

  return (
    <article className="frame-page" aria-labelledby="frame-heading">
      <p className="frame-eyebrow">{t('comingSoon')}</p>
      <h1 id="frame-heading">{title}</h1>
      <p className="frame-summary">{summaries(frame.slug, { id: params.certificateId ?? params.courseId ?? '' })}</p>
      <section className="frame-links" aria-labelledby="frame-links-heading">
        <h2 id="frame-links-heading">{t('meanwhile')}</h2>
        <ul>
          {frame.links.map((target) => (
            <li key={target}>
              <FrameLink target={target} courseId={params.courseId} label={titles(titleOf(target))} />
            </li>
          ))}
        </ul>
      </section>
    </article>
  );
}

function FrameLink({ target, courseId, label }: { target: LinkTarget; courseId: string | undefined; label: string }) {
  if (isCoursePath(target)) {
    // Only course pages link to other pages of their course, so the course id is always in the address here.
    return (
      <Link to={target} params={{ courseId: courseId ?? '' }} className="frame-link">
        {label}
      </Link>
    );
  }
  return (
    <Link to={target} className="frame-link">
      {label}
    </Link>
  );
}
