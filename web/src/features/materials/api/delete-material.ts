import type { MaterialListResponse } from '@pathwise/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '../../../shared/api/api-client';
import { materialsQueryKey } from './get-materials';

/** DELETE /api/materials/{id}: the material and its file; deleting it again is no error. */
export function deleteMaterial(materialId: string) {
  return apiFetch(`/materials/${encodeURIComponent(materialId)}`, { method: 'DELETE', schema: z.undefined() });
}

export function useDeleteMaterial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMaterial,
    onSuccess: async (_nothing, materialId) => {
      queryClient.setQueryData<MaterialListResponse>(materialsQueryKey, (list) =>
        list ? { ...list, materials: list.materials.filter((material) => material.materialId !== materialId) } : list,
      );
      await queryClient.invalidateQueries({ queryKey: materialsQueryKey, refetchType: 'none' });
    },
  });
}
