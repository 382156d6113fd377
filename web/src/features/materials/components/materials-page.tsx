import { useRef, useState } from 'react';
import { locales, useLanguage, useT } from '../../../shared/i18n';
import { useDocumentTitle } from '../../../shared/lib/use-document-title';
import { QueryError } from '../../../shared/ui/query-error';
import { useMaterials } from '../api/get-materials';
import { defaultLimits, formatFileSize } from '../lib/file-checks';
import { materialsMessages } from '../messages';
import { MaterialsTable } from './materials-table';
import { UploadDropZone } from './upload-drop-zone';
import { UploadList } from './upload-list';
import { useUploadQueue } from './use-upload-queue';
import '../materials.css';

/** /materials: upload files (picker or drag and drop) with progress, and the library with download and delete. */
export function MaterialsPage() {
  const t = useT(materialsMessages);
  const { language } = useLanguage();
  useDocumentTitle(t('title'));
  const materials = useMaterials();
  const limits = materials.data?.limits ?? defaultLimits;
  const queue = useUploadQueue(limits);
  const libraryHeading = useRef<HTMLHeadingElement>(null);
  const [announcement, setAnnouncement] = useState('');
  const maxSize = formatFileSize(limits.maxBytes, locales[language]);

  return (
    <div className="materials-page">
      <div className="page-header">
        <h1>{t('title')}</h1>
        <p>{t('intro')}</p>
      </div>

      <section className="card" aria-labelledby="materials-upload-heading">
        <h2 id="materials-upload-heading">{t('uploadHeading')}</h2>
        <UploadDropZone accept={[...limits.extensions, ...limits.contentTypes].join(',')} hint={t('allowedHint', { size: maxSize })} onFiles={queue.add} />
        <UploadList items={queue.items} maxSize={maxSize} onRetry={queue.retry} onCancel={queue.cancel} onDismiss={queue.dismiss} />
      </section>

      <section className="card" aria-labelledby="materials-library-heading" aria-busy={materials.isPending}>
        <h2 id="materials-library-heading" ref={libraryHeading} tabIndex={-1}>
          {t('libraryHeading')}
        </h2>
        <p className="sr-only" role="status">
          {announcement}
        </p>
        {materials.isPending && (
          <p className="materials-status" role="status">
            {t('loading')}
          </p>
        )}
        {materials.isError && (
          <QueryError title={t('loadFailed')} error={materials.error} onRetry={() => void materials.refetch()} retrying={materials.isFetching} />
        )}
        {materials.data &&
          (materials.data.materials.length === 0 ? (
            <p className="materials-status">{t('empty')}</p>
          ) : (
            <MaterialsTable
              materials={materials.data.materials}
              onDeleted={(name) => {
                setAnnouncement(t('deleted', { name }));
                libraryHeading.current?.focus();
              }}
            />
          ))}
      </section>
    </div>
  );
}
