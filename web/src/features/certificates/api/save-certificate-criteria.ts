import { CertificateCriteriaResponse, type CertificateCriteria } from '@pathwise/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api/api-client';
import { certificateKeys, criteriaPath } from './certificate-keys';

/** PUT /api/courses/{courseId}/certificate-criteria: the course's criteria from now on; issued certificates keep theirs. */
export const saveCertificateCriteria = ({ courseId, criteria }: { courseId: string; criteria: CertificateCriteria }) =>
  apiFetch(criteriaPath(courseId), { method: 'PUT', body: criteria, schema: CertificateCriteriaResponse });

/** The answer is the criteria as now set: the editor shows it without asking again. */
export function useSaveCertificateCriteria() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCertificateCriteria,
    onSuccess: (saved) => queryClient.setQueryData(certificateKeys.criteria(saved.courseId), saved),
  });
}
