/**
 * Certificates for other features: the course editor's Certificate section, where a course's creator sets what the
 * course asks before it certifies a learner and revokes a certificate, and the course player's moment when the
 * learner earns one. The pages are mounted by the router from pages.ts.
 */
export { CertificateCriteriaSection } from './components/certificate-criteria-section';
export { CertificateMoment } from './components/certificate-moment';
