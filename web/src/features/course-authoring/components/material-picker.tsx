import type { Material } from '@pathwise/contracts';
import { useId, useState } from 'react';
import { useT } from '../../../shared/i18n';
import { Field } from '../../../shared/ui/field';
import { QueryError } from '../../../shared/ui/query-error';
import { useCourseMaterialUpload, useCourseMaterials } from '../../materials';
import { contentMessages } from '../messages/content.messages';

interface MaterialPickerProps {
  readonly courseId: string;
  readonly kind: 'image' | 'audio';
  /** The block's material id, '' while none is chosen. */
  readonly selectedId: string;
  /** A material was chosen from the list, or uploaded here (then with the file, whose bytes are still in hand). */
  readonly onChoose: (material: Material, file?: File) => void;
}

/**
 * The course's images (with a thumbnail) or recordings as a group of radio buttons, so arrows move through them and
 * each is read by its file name; below, a file input uploads a new one, checked as the materials page checks it.
 */
export function MaterialPicker({ courseId, kind, selectedId, onChoose }: MaterialPickerProps) {
  const t = useT(contentMessages);
  const groupName = useId();
  const materials = useCourseMaterials(courseId);
  const uploads = useCourseMaterialUpload(courseId, `${kind}/`);
  const [upload, setUpload] = useState<{ state: 'idle' } | { state: 'sending'; name: string } | { state: 'failed'; message: string }>({ state: 'idle' });
  const ofKind = (materials.data?.materials ?? []).filter((material) => material.contentType.startsWith(`${kind}/`));
  const chosenElsewhere = selectedId !== '' && materials.data !== undefined && !ofKind.some((material) => material.materialId === selectedId);

  const send = (file: File) => {
    setUpload({ state: 'sending', name: file.name });
    uploads.upload(file).then(
      (material) => {
        setUpload({ state: 'idle' });
        onChoose(material, file);
      },
      (error: unknown) => setUpload({ state: 'failed', message: uploads.failureMessage(file.name, error) }),
    );
  };

  return (
    <fieldset className="material-picker" aria-busy={materials.isPending || upload.state === 'sending'}>
      <legend>{kind === 'image' ? t('pickImage') : t('pickRecording')}</legend>
      {materials.isPending && <p role="status">{t('materialsLoading')}</p>}
      {materials.isError && <QueryError title={t('materialsLoadFailed')} error={materials.error} onRetry={() => void materials.refetch()} retrying={materials.isFetching} />}
      {materials.data && ofKind.length === 0 && <p className="field-hint">{kind === 'image' ? t('noImages') : t('noRecordings')}</p>}
      {(ofKind.length > 0 || chosenElsewhere) && (
        <ul className="material-choices">
          {chosenElsewhere && (
            <li>
              <label className="material-choice">
                <input type="radio" name={groupName} checked readOnly />
                <span>{t('chosenElsewhere', { id: selectedId })}</span>
              </label>
            </li>
          )}
          {ofKind.map((material) => (
            <li key={material.materialId}>
              <label className="material-choice">
                <input type="radio" name={groupName} checked={material.materialId === selectedId} onChange={() => onChoose(material)} />
                {/* The file name beside it names the choice; the thumbnail only helps the eye. */}
                {kind === 'image' && <img className="material-thumbnail" src={material.downloadUrl} alt="" width={48} height={48} loading="lazy" decoding="async" />}
                <span>{material.fileName}</span>
              </label>
            </li>
          ))}
        </ul>
      )}
      <Field label={kind === 'image' ? t('uploadImage') : t('uploadRecording')} error={upload.state === 'failed' ? upload.message : undefined} announceError>
        {(control) => (
          <input
            {...control}
            className="input-file"
            type="file"
            accept={uploads.accept}
            onChange={(event) => {
              const file = event.target.files?.[0];
              // The same file may be chosen again after a failure.
              event.target.value = '';
              if (file) send(file);
            }}
          />
        )}
      </Field>
      {upload.state === 'sending' && <p role="status">{t('uploadingFile', { name: upload.name })}</p>}
    </fieldset>
  );
}
