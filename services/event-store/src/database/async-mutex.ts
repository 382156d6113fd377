/** A FIFO lock: PGlite has a single connection, so a transaction must own it from BEGIN to COMMIT. */
export class AsyncMutex {
  #tail: Promise<void> = Promise.resolve();

  lock(): Promise<() => void> {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const acquired = this.#tail.then(() => release);
    this.#tail = this.#tail.then(() => released);
    return acquired;
  }
}
