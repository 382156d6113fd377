/**
 * The account feature: the signed-in person's profile (name, picture) and settings (language, email
 * notifications). The pages are imported by their routes directly, so each loads on demand.
 */
export { Avatar } from './components/avatar';
export { updateSettings } from './api/update-settings';
