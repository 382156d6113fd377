/** Retries an assertion until it passes or the time is up; the last failure is what the test reports. */
export async function eventually<T>(assertion: () => Promise<T> | T, timeoutMs = 20_000, intervalMs = 25): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await assertion();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, intervalMs));
    }
  }
}
