export { primaryAction } from './primary-action';
export { overlaps, type Box } from './notice-edge';
export { primaryActionBoxes, useNoticePlacement, noticeOffsets, offsetsFor } from './use-notice-placement';
export { useYieldToPage } from './use-yield-to-page';
