/** Commerce: buying a paid course. Other features link to its pages by address; nothing else is shared yet. */
export { commerceKeys } from './api/commerce-keys';
