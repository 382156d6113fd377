import { certificateStatusListStreamId, type PathwiseEvent } from '@pathwise/event-schemas';
import type { ReactorContext, ReactorEffect } from '@pathwise/event-store';

/** The status list new certificates take their index from; a second list starts when this one is full. */
export const CURRENT_STATUS_LIST_ID = '1';
const LAST_VERSION = 2_147_483_647;

export interface StatusIndexAllocation {
  readonly statusListId: string;
  readonly statusListIndex: number;
  /** Appended in the same transaction as the certificate, expecting the list's version read: no two certificates share a bit. */
  readonly effect: ReactorEffect<PathwiseEvent>;
}

/** The next free index of the current status list, for a certificate about to be issued: the n-th assignment holds index n - 1. */
export async function nextStatusIndex(context: ReactorContext<PathwiseEvent>, certificateId: string): Promise<StatusIndexAllocation> {
  const statusList = certificateStatusListStreamId(CURRENT_STATUS_LIST_ID);
  const statusListIndex = (await context.readStream(statusList, { fromVersion: LAST_VERSION })).currentVersion;
  return {
    statusListId: CURRENT_STATUS_LIST_ID,
    statusListIndex,
    effect: {
      streamId: statusList,
      expectedVersion: statusListIndex,
      events: [{ type: 'CertificateStatusIndexAssigned', data: { statusListId: CURRENT_STATUS_LIST_ID, statusListIndex, certificateId } }],
    },
  };
}
