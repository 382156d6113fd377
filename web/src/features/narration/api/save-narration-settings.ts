import { NarrationSettingsResponse, type NarrationSettingsRequest } from '@pathwise/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api/api-client';
import { courseNarrationPath } from './narration-keys';

/** PUT /api/courses/{courseId}/narration/settings: how the course is narrated from now on. */
export const saveNarrationSettings = ({ courseId, settings }: { courseId: string; settings: NarrationSettingsRequest }) =>
  apiFetch(`${courseNarrationPath(courseId)}/settings`, { method: 'PUT', body: settings, schema: NarrationSettingsResponse });

/** New settings change which paragraphs have audio for them: the course's view is asked again. */
export function useSaveNarrationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveNarrationSettings,
    onSuccess: (saved) => queryClient.invalidateQueries({ queryKey: ['narration'] }).then(() => saved),
  });
}
