import { getRouteApi } from '@tanstack/react-router';
import { SignUpPage } from '../components/sign-up-page';

const route = getRouteApi('/signup');

export function SignUpRoute() {
  const { redirect } = route.useSearch();
  return <SignUpPage redirect={redirect} />;
}
