import { DomainError, type FieldProblem } from '../../kernel/domain-error.js';

/** Billing refusals name the part of the request they are about, as validation errors do. */
export const billingFieldProblem = (pointer: string, detail: string): FieldProblem[] => [{ pointer, detail }];

export const noSubscription = () =>
  DomainError.conflict('This account has no running subscription: subscribe first.', billingFieldProblem('#/body', 'No running subscription'));

export const subscriptionNotChangeable = (why: 'cancelling' | 'past_due') =>
  why === 'cancelling'
    ? DomainError.conflict('The subscription ends at the end of its period: resume it before changing its plan.', billingFieldProblem('#/body/tier', 'A cancellation is pending'))
    : DomainError.conflict('The last renewal could not be charged: the plan can change once it is paid.', billingFieldProblem('#/body/tier', 'A renewal payment is being retried'));

export const checkoutNotFound = (checkoutId: string) =>
  DomainError.notFound(`There is no checkout ${checkoutId} for this account.`, billingFieldProblem('#/body/checkoutId', 'No such checkout'));

export const invoiceNotFound = (invoiceId: string) =>
  DomainError.notFound(`There is no invoice ${invoiceId}.`, billingFieldProblem('#/params/invoiceId', 'No such invoice'));

export const upgradePaymentFailed = () =>
  DomainError.paymentFailed('Your saved card was declined, so the plan did not change. Nothing was charged.', billingFieldProblem('#/body/tier', 'The card was declined'));

