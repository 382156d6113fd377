/**
 * Course materials: the /materials page (upload with progress, the library with download and delete). The page is
 * imported by its route directly, so it loads on demand.
 */
export { getMaterialsQueryOptions, materialsQueryKey } from './api/get-materials';
