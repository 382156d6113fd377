import { DomainError, type FieldProblem } from '../../kernel/domain-error.js';

/** Commerce refusals name the part of the request they are about, as validation errors do. */
const at = (pointer: string, detail: string): FieldProblem[] => [{ pointer, detail }];

export const courseNotForSale = (courseId: string) =>
  DomainError.notFound(`There is no published course ${courseId} to buy.`, at('#/params/courseId', 'No such published course'));

export const courseIsFree = () =>
  DomainError.conflict('This course is free: enrol in it instead of buying it.', at('#/params/courseId', 'The course is free'));

export const ownCourse = () => DomainError.conflict('You created this course, so it is yours already.', at('#/params/courseId', 'You created this course'));

export const orderNotFound = (orderId: string, pointer = '#/params/orderId') => DomainError.notFound(`There is no order ${orderId}.`, at(pointer, 'No such order'));

export const checkoutSessionNotFound = () =>
  DomainError.notFound('This checkout session does not exist or has been tampered with.', at('#/params/sessionId', 'No such checkout session'));

/** A delivery whose signature does not hold is a bad request, as providers expect: they log it and never retry it as sent. */
export const webhookRefused = (header: string, detail: string) => DomainError.invalid(at(`#/headers/${header}`, `The payment notification was refused: ${detail}`));

export const orderNotPaid = () =>
  DomainError.conflict('This order has not been paid, so there is nothing to refund.', at('#/params/orderId', 'The order is not paid'));

export const refundWindowClosed = (days: number, paidOn: string) =>
  DomainError.conflict(`Refunds can be asked for within ${days} days of the payment; this order was paid on ${paidOn}.`, at('#/params/orderId', 'The refund window has closed'));

export const tooMuchOfTheCourseFinished = (percent: number, completed: number, total: number) =>
  DomainError.conflict(
    `Refunds can be asked for while less than ${percent}% of the lessons are finished; you have finished ${completed} of ${total}.`,
    at('#/params/orderId', 'Too much of the course is finished'),
  );

const couponField = '#/body/couponCode';

export const couponUnknown = (code: string) => DomainError.notFound(`There is no coupon ${code}.`, at(couponField, 'No such coupon'));

export const couponExpired = () => new DomainError('gone', 'This coupon has expired.', at(couponField, 'The coupon has expired'));

export const couponDisabled = () => new DomainError('gone', 'This coupon is no longer active.', at(couponField, 'The coupon is no longer active'));

export const couponUsedUp = () => DomainError.conflict('This coupon has been used up.', at(couponField, 'The coupon has been used up'));

export const couponAlreadyUsed = () => DomainError.conflict('You have already used this coupon.', at(couponField, 'You have already used this coupon'));

export const couponNotForCourse = () => DomainError.conflict('This coupon is not valid for this course.', at(couponField, 'The coupon is not valid for this course'));

export const couponCodeTaken = () => DomainError.conflict('Another coupon already has this code.', at('#/body/code', 'This code is taken'));

export const couponForOthersCourse = () =>
  DomainError.accessDenied('You can only make coupons for your own courses.', at('#/body/scope', 'Not one of your courses'));

export const planCouponForAdmins = () => DomainError.accessDenied('Only admins make coupons for plans.', at('#/body/scope', 'Only admins make plan coupons'));

export const couponNotFound = (code: string) => DomainError.notFound(`There is no coupon ${code}.`, at('#/params/code', 'No such coupon'));

export const couponNotYours = () => DomainError.accessDenied("Only the coupon's creator or an admin can change it.", at('#/params/code', 'Not your coupon'));

export const stripeConnectUnavailable = () => DomainError.notFound('This server does not pay creators through Stripe Connect.');
