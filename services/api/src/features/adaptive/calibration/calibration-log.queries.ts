import { calibrationStreamId, type PathwiseEvent } from '@pathwise/event-schemas';
import type { EventStore, ReadStreamResult, StoredEvent } from '@pathwise/event-store';

export type StoredCalibration = StoredEvent<Extract<PathwiseEvent, { type: 'CalibrationCompleted' }>>;

/** Reads the calibration stream from a version: a reactor passes its transaction's reader (one connection on PGlite). */
export type CalibrationReader = (fromVersion: number) => Promise<ReadStreamResult<PathwiseEvent>>;

/**
 * The calibration stream, read incrementally: it only grows and each run carries whole parameter sets, so a look
 * reads just the runs appended since the last one. A run before an event in log order is committed by the time the
 * event is delivered, so a reactor reading here sees every run that counts for it.
 */
export class CalibrationLog {
  private readonly seen: StoredCalibration[] = [];

  constructor(private readonly store: EventStore<PathwiseEvent>) {}

  /** Every run so far, oldest first; the stream's version is their count. */
  async runs(read: CalibrationReader = (fromVersion) => this.store.readStream(calibrationStreamId, { fromVersion })): Promise<readonly StoredCalibration[]> {
    const { events } = await read(this.seen.length + 1);
    for (const event of events) {
      if (event.type === 'CalibrationCompleted' && event.streamVersion === this.seen.length + 1) this.seen.push(event);
    }
    return this.seen;
  }
}
