import type { QueryClient } from '@tanstack/react-query';
import { lazyRouteComponent } from '@tanstack/react-router';
import { lazyWhenOnline } from '../../shared/lib/load-when-online';
import { prefetchPageData } from '../../shared/api/prefetch-page-data';

/** The sign-in and account pages as the router mounts them, each a chunk of its own loaded when first visited. */
export const SignUpPage = lazyRouteComponent(() => import('./routes/sign-up-route'), 'SignUpRoute');
export const LoginPage = lazyRouteComponent(() => import('./routes/login-route'), 'LoginRoute');
export const OtpLoginPage = lazyRouteComponent(() => import('./routes/otp-login-route'), 'OtpLoginRoute');
export const ProfilePage = lazyRouteComponent(() => import('./components/profile-page'), 'ProfilePage');
export const SettingsPage = lazyRouteComponent(() => import('./components/settings-page'), 'SettingsPage');

/** The route loader's start of the sign-in methods the login page offers, with the options its Google button reads by. */
export const prefetchAuthProviders = (queryClient: QueryClient) =>
  prefetchPageData(queryClient, () => import('./api/get-auth-providers').then((api) => api.getAuthProvidersQueryOptions()));

/**
 * The account's AI credits, compact, for the app's bar and the AI pages: a chunk of its own, so that the first
 * download does not carry it. Draw it inside a Suspense.
 */
export const AiCreditsBalance = lazyWhenOnline(() => import('./components/ai-credits-balance'));
