import { lazyRouteComponent } from '@tanstack/react-router';

/** The sign-in pages as the router mounts them, each a chunk of its own loaded when its route is first visited. */
export const SignUpPage = lazyRouteComponent(() => import('./routes/sign-up-route'), 'SignUpRoute');
export const LoginPage = lazyRouteComponent(() => import('./routes/login-route'), 'LoginRoute');
export const OtpLoginPage = lazyRouteComponent(() => import('./routes/otp-login-route'), 'OtpLoginRoute');
