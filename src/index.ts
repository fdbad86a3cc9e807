import { cancellationBegun, handleCancellation, run } from './main.js';
import { enableFullCollections } from './sync/full-collection.js';
import { isInflateThread, setInflateThreadEntry } from './sync/inflate-role.js';
import { holdYoungGeneration } from './sync/young-generation.js';

enableFullCollections();
// The same bundle also runs as the pull's inflate thread (src/sync/inflate-thread.ts).
if (isInflateThread()) {
  // The thread's own work loads in the thread alone: the action's start does without it.
  const { serveInflateThread } = await import('./sync/inflate-thread.js');
  await serveInflateThread();
} else {
  holdYoungGeneration();
  setInflateThreadEntry(import.meta.url);
  handleCancellation();
  await run();
  // The run is over and its outputs are written. Whatever is still open ends with it: an
  // ls-remote begun early for a step that never came (its remote helper cannot be ended early), an
  // idle keep-alive connection. The log goes out first: stdout and stderr are synchronous on Linux,
  // but a pipe on Windows is not, and an exit would drop what it still holds.
  await Promise.all([flushed(process.stdout), flushed(process.stderr)]);
  // A cancelled run is ended by its signal handler (main.ts), once the threads it stops have
  // stopped and its files are removed: an exit from here meanwhile would cut that short.
  if (!cancellationBegun()) process.exit();
}

/** Resolves once everything written to `stream` before it has been handed to the system. */
function flushed(stream: NodeJS.WriteStream): Promise<void> {
  return new Promise((resolve) => stream.write('', () => resolve()));
}
