/** Commerce: buying a paid course and refunds. Other features link to its pages by address, and show the buyer's purchases. */
export { commerceKeys } from './api/commerce-keys';
export { PurchasesSection } from './components/purchases-section';
export { useFormatMoney } from './lib/use-format-money';
