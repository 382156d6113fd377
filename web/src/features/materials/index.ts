/**
 * Course materials: the /materials page (upload with progress, the library with download and delete). The page is
 * imported by its route directly, so it loads on demand. Editors elsewhere list a course's materials and upload to
 * it through the same calls and checks.
 */
export { getCourseMaterialsQueryOptions, getMaterialsQueryOptions, materialsQueryKey, useCourseMaterials, useMaterials } from './api/get-materials';
export { useUploadMaterial } from './api/upload-material';
export { useCourseMaterialUpload } from './components/use-course-material-upload';
