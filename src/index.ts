import { handleCancellation, run } from './main.js';
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
}
