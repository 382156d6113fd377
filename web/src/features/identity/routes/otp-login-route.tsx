import { getRouteApi } from '@tanstack/react-router';
import { OtpLoginPage } from '../components/otp-login-page';

const route = getRouteApi('/otp-login');

export function OtpLoginRoute() {
  const { email, redirect } = route.useSearch();
  return <OtpLoginPage email={email} redirect={redirect} />;
}
