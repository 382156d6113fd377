export { SettingsPage as SettingsRoute } from '../../features/account/components/settings-page';
