import { Material, type MaterialListResponse } from '@pathwise/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { uploadWithProgress } from '../../../shared/api/api-transfer';
import { courseMaterialsQueryKey, materialsQueryKey } from './get-materials';

export interface UploadMaterialInput {
  readonly file: File;
  /** Chosen here so that the upload can be retried safely: the server answers a repeat with the same material. */
  readonly materialId: string;
  /** The course the file is for, so that its co-authors can use it too; without it, the file is the uploader's own. */
  readonly courseId?: string;
  readonly onProgress?: (sent: number, total: number) => void;
  readonly signal?: AbortSignal;
}

/** POST /api/materials?fileName=...: the file itself is the body; the server checks its name and bytes. */
export function uploadMaterial({ file, materialId, courseId, onProgress, signal }: UploadMaterialInput) {
  const search = new URLSearchParams({ fileName: file.name, materialId, ...(courseId ? { courseId } : {}) });
  return uploadWithProgress(`/materials?${search.toString()}`, file, {
    schema: Material,
    ...(onProgress ? { onProgress } : {}),
    ...(signal ? { signal } : {}),
  });
}

/**
 * Uploads one file and puts it at the top of its list (the user's own, or its course's) at once. The lists are a
 * projection that may lag the upload by a moment: the user's own is marked stale for the next visit rather than
 * refetched now; a course's is left as set here, since an editor showing the file just uploaded must not lose it to
 * a refetch that came too early (its next refetch, when stale, brings the projection's view).
 */
export function useUploadMaterial() {
  const queryClient = useQueryClient();
  return useCallback(
    async (input: UploadMaterialInput) => {
      const material = await uploadMaterial(input);
      const addTo = (list: MaterialListResponse | undefined) =>
        list && !list.materials.some((listed) => listed.materialId === material.materialId) ? { ...list, materials: [material, ...list.materials] } : list;
      if (input.courseId) queryClient.setQueryData<MaterialListResponse>(courseMaterialsQueryKey(input.courseId), addTo);
      queryClient.setQueryData<MaterialListResponse>(materialsQueryKey, addTo);
      await queryClient.invalidateQueries({ queryKey: materialsQueryKey, refetchType: 'none' });
      return material;
    },
    [queryClient],
  );
}
