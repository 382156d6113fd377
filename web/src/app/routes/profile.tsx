export { ProfilePage as ProfileRoute } from '../../features/account/components/profile-page';
