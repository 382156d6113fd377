import type { CertificateCriteria } from '@pathwise/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '../../../shared/api/api-client';
import { certificateKeys, criteriaPath } from './certificate-keys';

/** PUT /api/courses/{courseId}/certificate-criteria: the course's criteria from now on; issued certificates keep theirs. */
export const saveCertificateCriteria = ({ courseId, criteria }: { courseId: string; criteria: CertificateCriteria }) =>
  apiFetch(criteriaPath(courseId), { method: 'PUT', body: criteria, schema: z.unknown() });

export function useSaveCertificateCriteria() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCertificateCriteria,
    onSuccess: async (_answer, { courseId }) => {
      await queryClient.invalidateQueries({ queryKey: certificateKeys.criteria(courseId) });
    },
  });
}
