import { Link } from '@tanstack/react-router';
import { useT } from '../../../shared/i18n';
import { useAuth } from '../../identity';
import { myCertificatePath } from '../api/certificate-keys';
import { momentMessages } from '../moment.messages';
import { useCertificateEarned } from '../realtime/use-certificate-earned';
import { ShareLink } from './share-link';
import '../certificates.css';

/**
 * The moment in the course player when the learner meets the course's criteria: the certificate, its PDF, where to
 * see and share it. Everything it shows follows from the certificate's id and the course in hand, so it appears as
 * soon as the push (or, failing that, the holder's list) names it. It does not take the learner's
 * focus (they may be reading a quiz's feedback); a screen reader hears it from the status line.
 */
export function CertificateMoment({
  courseId,
  courseTitle,
  courseFinished,
}: {
  readonly courseId: string;
  readonly courseTitle: string;
  /** Whether every step of the course is done; null while the player loads. */
  readonly courseFinished: boolean | null;
}) {
  const userId = useAuth().user?.uid ?? '';
  const { certificateId, dismiss } = useCertificateEarned(userId, courseId, courseFinished);
  const t = useT(momentMessages);

  return (
    <>
      <p className="sr-only" role="status">
        {certificateId === null ? '' : t('announcement', { title: courseTitle })}
      </p>
      {certificateId !== null && (
        <section className="certificate-moment" aria-labelledby="certificate-moment-heading">
          <p className="certificate-moment-mark" aria-hidden="true">
            🎓
          </p>
          <h2 id="certificate-moment-heading">{t('heading')}</h2>
          <p>{t('body', { title: courseTitle })}</p>
          <div className="certificate-actions">
            <a className="button" href={`/api${myCertificatePath(certificateId)}/pdf`} download>
              {t('downloadPdf')}
            </a>
            <Link className="button button-secondary" to="/certificates">
              {t('myCertificates')}
            </Link>
            <Link className="button button-secondary" to="/verify/$certificateId" params={{ certificateId }}>
              {t('verifyPage')}
            </Link>
          </div>
          <ShareLink url={`${window.location.origin}/verify/${encodeURIComponent(certificateId)}`} />
          <p>
            <button
              type="button"
              className="button button-secondary"
              onClick={() => {
                dismiss();
                // The button goes with the panel: the step the learner was on takes the focus.
                document.getElementById('player-step-heading')?.focus();
              }}
            >
              {t('dismiss')}
            </button>
          </p>
        </section>
      )}
    </>
  );
}
