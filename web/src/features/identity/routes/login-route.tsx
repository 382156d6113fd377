import { getRouteApi } from '@tanstack/react-router';
import { LoginPage } from '../components/login-page';

const route = getRouteApi('/login');

export function LoginRoute() {
  const { redirect, error } = route.useSearch();
  return <LoginPage redirect={redirect} error={error} />;
}
