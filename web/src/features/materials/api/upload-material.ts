import { Material, type MaterialListResponse } from '@pathwise/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { uploadWithProgress } from '../../../shared/api/api-transfer';
import { materialsQueryKey } from './get-materials';

export interface UploadMaterialInput {
  readonly file: File;
  /** Chosen here so that the upload can be retried safely: the server answers a repeat with the same material. */
  readonly materialId: string;
  readonly onProgress?: (sent: number, total: number) => void;
  readonly signal?: AbortSignal;
}

/** POST /api/materials?fileName=...: the file itself is the body; the server checks its name and bytes. */
export function uploadMaterial({ file, materialId, onProgress, signal }: UploadMaterialInput) {
  const search = new URLSearchParams({ fileName: file.name, materialId });
  return uploadWithProgress(`/materials?${search.toString()}`, file, {
    schema: Material,
    ...(onProgress ? { onProgress } : {}),
    ...(signal ? { signal } : {}),
  });
}

/**
 * Uploads one file and puts it at the top of the list at once: the list is a projection that may lag the upload by
 * a moment, so it is marked stale for the next visit rather than refetched now.
 */
export function useUploadMaterial() {
  const queryClient = useQueryClient();
  return useCallback(
    async (input: UploadMaterialInput) => {
      const material = await uploadMaterial(input);
      queryClient.setQueryData<MaterialListResponse>(materialsQueryKey, (list) =>
        list && !list.materials.some((listed) => listed.materialId === material.materialId)
          ? { ...list, materials: [material, ...list.materials] }
          : list,
      );
      await queryClient.invalidateQueries({ queryKey: materialsQueryKey, refetchType: 'none' });
      return material;
    },
    [queryClient],
  );
}
