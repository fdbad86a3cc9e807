/**
 * Which role the bundle runs in: the action, or the pull's inflate thread (inflate-thread.ts).
 * Kept apart from the thread's work so that the action's start, which asks first thing, loads
 * nothing of the pull.
 */

export const INFLATE_THREAD_ROLE = 'translation-sync:inflate';

let entryUrl: string | undefined;

/** index.ts names the bundle's own file; the pull starts threads from it. */
export function setInflateThreadEntry(url: string): void {
  entryUrl = url;
}

/** The bundle the pull starts its inflate thread from; undefined under the sources (tests). */
export function inflateThreadEntry(): string | undefined {
  return entryUrl;
}

/** Whether this thread was started to serve inflate jobs (index.ts asks before anything else). */
export function isInflateThread(): boolean {
  // The role is on the thread's argv too, so the main thread, which asks first thing at every
  // start, does not load node:worker_threads to learn that it is not the thread.
  if (!process.argv.includes(INFLATE_THREAD_ROLE)) return false;
  const threads = process.getBuiltinModule('node:worker_threads');
  return (
    !threads.isMainThread && (threads.workerData as { role?: unknown } | null)?.role === INFLATE_THREAD_ROLE
  );
}
