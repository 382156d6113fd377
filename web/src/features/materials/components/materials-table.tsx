import type { Material } from '@pathwise/contracts';
import { useRef, useState } from 'react';
import { useDescribeError } from '../../../shared/api/use-describe-error';
import { locales, useFormat, useLanguage, useT } from '../../../shared/i18n';
import { useDeleteMaterial } from '../api/delete-material';
import { downloadMaterial } from '../api/download-material';
import { formatFileSize } from '../lib/file-checks';
import { materialsMessages } from '../messages';

/** A short name for a content type: "PDF", "PNG", "MARKDOWN". */
const typeLabel = (contentType: string) => (contentType.split('/')[1] ?? contentType).toUpperCase();

interface MaterialRowProps {
  readonly material: Material;
  /** Where focus goes once the row is gone. */
  readonly onDeleted: (name: string) => void;
}

function MaterialRow({ material, onDeleted }: MaterialRowProps) {
  const t = useT(materialsMessages);
  const format = useFormat();
  const { language } = useLanguage();
  const describeError = useDescribeError();
  const remove = useDeleteMaterial();
  const [confirming, setConfirming] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const confirmButton = useRef<HTMLButtonElement>(null);
  const deleteButton = useRef<HTMLButtonElement>(null);
  const name = material.fileName;
  const attachments = material.attachments.length;

  const download = () => {
    if (downloading) return;
    setError(null);
    setDownloading(true);
    downloadMaterial(material)
      .catch((failure: unknown) => setError(t('downloadFailed', { name, reason: describeError(failure) })))
      .finally(() => setDownloading(false));
  };

  const confirmDelete = () => {
    if (remove.isPending) return;
    setError(null);
    remove.mutate(material.materialId, {
      onSuccess: () => onDeleted(name),
      onError: (failure) => {
        setConfirming(false);
        setError(t('deleteFailed', { name, reason: describeError(failure) }));
        deleteButton.current?.focus();
      },
    });
  };

  return (
    <tr>
      <th scope="row" className="material-name">
        {name}
        {error && (
          <p className="field-error" role="alert">
            {error}
          </p>
        )}
      </th>
      <td>{typeLabel(material.contentType)}</td>
      <td>{formatFileSize(material.sizeBytes, locales[language])}</td>
      <td>
        <time dateTime={material.uploadedAt}>{format.date(material.uploadedAt, { dateStyle: 'medium' })}</time>
      </td>
      <td>{attachments === 0 ? t('notAttached') : t('lessonCount', { count: attachments })}</td>
      <td className="material-actions">
        <button type="button" className="button button-small" aria-label={t('downloadNamed', { name })} aria-disabled={downloading} onClick={download}>
          {downloading ? t('downloading') : t('download')}
        </button>
        {confirming ? (
          <>
            <button
              ref={confirmButton}
              type="button"
              className="button button-danger button-small"
              aria-label={t('confirmDeleteNamed', { name })}
              aria-disabled={remove.isPending}
              onClick={confirmDelete}
            >
              {remove.isPending ? t('deleting') : t('confirmDelete')}
            </button>
            <button
              type="button"
              className="button button-secondary button-small"
              onClick={() => {
                setConfirming(false);
                // The Delete button comes back after this render.
                requestAnimationFrame(() => deleteButton.current?.focus());
              }}
            >
              {t('keep')}
            </button>
          </>
        ) : (
          <button
            ref={deleteButton}
            type="button"
            className="button button-secondary button-small"
            aria-label={t('deleteNamed', { name })}
            onClick={() => {
              setConfirming(true);
              requestAnimationFrame(() => confirmButton.current?.focus());
            }}
          >
            {t('delete')}
          </button>
        )}
      </td>
    </tr>
  );
}

/** The library: one row per material, each with Download and a two-step Delete. */
export function MaterialsTable({ materials, onDeleted }: { readonly materials: readonly Material[]; readonly onDeleted: (name: string) => void }) {
  const t = useT(materialsMessages);
  return (
    <div className="table-scroll">
      <table className="materials-table">
        <caption className="sr-only">{t('libraryHeading')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('name')}</th>
            <th scope="col">{t('type')}</th>
            <th scope="col">{t('size')}</th>
            <th scope="col">{t('uploaded')}</th>
            <th scope="col">{t('attachedTo')}</th>
            <th scope="col">{t('actions')}</th>
          </tr>
        </thead>
        <tbody>
          {materials.map((material) => (
            <MaterialRow key={material.materialId} material={material} onDeleted={onDeleted} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
