/**
 * The schemas of the notification answers, apart from the calls the signed-in bar makes: loaded beside the request,
 * so that zod stays out of the first paint's JavaScript.
 */
export { MarkNotificationReadResponse, NotificationsResponse } from '@pathwise/contracts';
