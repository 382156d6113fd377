import type { Material } from '@pathwise/contracts';
import { useCallback, useMemo } from 'react';
import { locales, useLanguage, useT } from '../../../shared/i18n';
import { useCourseMaterials } from '../api/get-materials';
import { useUploadMaterial } from '../api/upload-material';
import { checkFile, defaultLimits, FileRefusedError, formatFileSize, limitsOfType } from '../lib/file-checks';
import { materialsMessages } from '../messages';
import { useUploadFailureReason } from './use-upload-failure-reason';

/**
 * Uploads one file at a time for a course, of one family of types ('image/', 'audio/'): the same checks and upload as
 * the materials page, for an editor that awaits the material (a picker, an image pasted into a lesson). A refused file
 * rejects with a FileRefusedError; `failureMessage` words any rejection as the materials page would.
 */
export function useCourseMaterialUpload(courseId: string, typePrefix: string) {
  const t = useT(materialsMessages);
  const { language } = useLanguage();
  const materials = useCourseMaterials(courseId);
  const limits = useMemo(() => limitsOfType(materials.data?.limits ?? defaultLimits, typePrefix), [materials.data, typePrefix]);
  const { refusalText, failureText } = useUploadFailureReason(formatFileSize(limits.maxBytes, locales[language]));
  const send = useUploadMaterial();

  const upload = useCallback(
    (file: File): Promise<Material> => {
      const refusal = checkFile(file, limits);
      if (refusal) return Promise.reject(new FileRefusedError(refusal));
      return send({ file, courseId, materialId: crypto.randomUUID() });
    },
    [limits, send, courseId],
  );

  const failureMessage = useCallback(
    (fileName: string, error: unknown) =>
      t('uploadFailed', { name: fileName, reason: error instanceof FileRefusedError ? refusalText(error.refusal) : failureText(error) }),
    [t, refusalText, failureText],
  );

  return { upload, failureMessage, accept: [...limits.extensions, ...limits.contentTypes].join(',') };
}
