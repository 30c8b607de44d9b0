/**
 * Resolves once the event loop has polled for events (a signal, a worker's message) since the call,
 * so their handlers have run. One `setImmediate` is not enough: scheduled outside the loop's check
 * phase it runs in the same turn, before the next poll; a second one, scheduled from the first,
 * always waits for that poll.
 */
export async function eventsHeard(): Promise<void> {
  await new Promise((resolve) => setImmediate(resolve));
  await new Promise((resolve) => setImmediate(resolve));
}
