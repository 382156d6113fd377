/** Where a course material's file is served, for learners the lesson shares it with. */
export const materialFileUrl = (materialId: string) => `/api/materials/${encodeURIComponent(materialId)}/download`;
