/** Query keys of certificates: the holder's own, one public record, the issuer's key, a course's criteria and holders. */
export const certificateKeys = {
  mine: ['certificates', 'mine'] as const,
  public: (certificateId: string) => ['certificates', 'public', certificateId] as const,
  browserCheck: (certificateId: string) => ['certificates', 'public', certificateId, 'browser-check'] as const,
  issuer: ['certificates', 'issuer'] as const,
  criteria: (courseId: string) => ['certificates', 'criteria', courseId] as const,
  ofCourse: (courseId: string) => ['certificates', 'course', courseId] as const,
};

export const certificatePath = (certificateId: string) => `/certificates/${encodeURIComponent(certificateId)}`;
export const myCertificatePath = (certificateId: string) => `/me/certificates/${encodeURIComponent(certificateId)}`;
export const criteriaPath = (courseId: string) => `/courses/${encodeURIComponent(courseId)}/certificate-criteria`;
export const courseCertificatesPath = (courseId: string) => `/courses/${encodeURIComponent(courseId)}/certificates`;
