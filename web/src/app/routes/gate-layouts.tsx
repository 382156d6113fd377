import { Outlet } from '@tanstack/react-router';
import { AccessGate, PolicyGate } from '../../features/access';

/** Parent of every page that needs a signed-in user (spec section 2). */
export function SignedInLayout() {
  return (
    <AccessGate policy="signedIn">
      <Outlet />
    </AccessGate>
  );
}

/** Parent of the pro_plus pages, nested in SignedInLayout: a visitor is sent to sign in first. */
export function ProPlusLayout() {
  return (
    <PolicyGate policy="proPlus">
      <Outlet />
    </PolicyGate>
  );
}

/** Parent of the pages of either paid plan (pro or pro_plus), nested in SignedInLayout. */
export function PaidPlansLayout() {
  return (
    <PolicyGate policy="paidPlans">
      <Outlet />
    </PolicyGate>
  );
}

/** Parent of the admin pages, nested in SignedInLayout. */
export function AdminLayout() {
  return (
    <PolicyGate policy="admin">
      <Outlet />
    </PolicyGate>
  );
}
