import { ApiError } from '../../../shared/api/api-error';
import { useT } from '../../../shared/i18n';
import { materialsMessages } from '../messages';
import { useUploadFailureReason } from './use-upload-failure-reason';
import type { UploadItem } from './use-upload-queue';

interface UploadListProps {
  readonly items: readonly UploadItem[];
  /** The largest file, already worded ("25 MB"). */
  readonly maxSize: string;
  readonly onRetry: (key: string) => void;
  readonly onCancel: (key: string) => void;
  readonly onDismiss: (key: string) => void;
}

/** A refusal of the file itself (its type, size, content) fails the same way again; a lost connection may not. */
const mayRetry = (error: unknown) => !(error instanceof ApiError) || error.status >= 500 || error.status === 408 || error.status === 429;

/** Each upload with its progress, then its outcome; failures say why, and those worth it offer a retry. */
export function UploadList({ items, maxSize, onRetry, onCancel, onDismiss }: UploadListProps) {
  const t = useT(materialsMessages);
  const { refusalText, failureText } = useUploadFailureReason(maxSize);
  if (items.length === 0) return null;

  return (
    <section className="upload-list" aria-labelledby="material-uploads-heading">
      <h3 id="material-uploads-heading" className="sr-only">
        {t('uploadsInProgress')}
      </h3>
      <ul>
        {items.map((item) => {
          const name = item.file.name;
          const percent = item.state === 'uploading' && item.file.size > 0 ? Math.min(100, Math.round((item.sent / item.file.size) * 100)) : 0;
          return (
            <li key={item.key} className={`upload-item upload-item-${item.state}`}>
              {item.state === 'uploading' && (
                <>
                  <span className="upload-name">{name}</span>
                  <progress max={100} value={percent} aria-label={t('uploading', { name, percent })} />
                  <span className="upload-percent" aria-hidden="true">
                    {percent}%
                  </span>
                  <button type="button" className="button button-secondary button-small" onClick={() => onCancel(item.key)}>
                    {t('cancelUpload')}
                  </button>
                </>
              )}
              {item.state === 'done' && (
                <p className="upload-outcome" role="status">
                  {t('uploadDone', { name })}
                </p>
              )}
              {item.state === 'cancelled' && <p className="upload-outcome">{t('cancelled', { name })}</p>}
              {(item.state === 'refused' || item.state === 'failed') && (
                <p className="upload-outcome field-error" role="alert">
                  {t('uploadFailed', { name, reason: item.state === 'refused' ? refusalText(item.refusal) : failureText(item.error) })}
                </p>
              )}
              {((item.state === 'failed' && mayRetry(item.error)) || item.state === 'cancelled') && (
                <button type="button" className="button button-small" onClick={() => onRetry(item.key)}>
                  {t('retry')}
                </button>
              )}
              {item.state !== 'uploading' && (
                <button type="button" className="button button-secondary button-small" onClick={() => onDismiss(item.key)}>
                  {t('dismiss')}
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
