/** Route gates: signed in, then the named policies of @pathwise/contracts (Access Denied, Subscription Required). */
export { AccessGate, PolicyGate } from './components/access-gate';
export { VerifyingAuthentication } from './components/verifying-authentication';
