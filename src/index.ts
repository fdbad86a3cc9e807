import { handleCancellation, run } from './main.js';
import { enableFullCollections } from './sync/full-collection.js';
import { isInflateThread, serveInflateThread, setInflateThreadEntry } from './sync/inflate-thread.js';
import { holdYoungGeneration } from './sync/young-generation.js';

// The same bundle also runs as the pull's inflate thread (src/sync/inflate-thread.ts).
if (isInflateThread()) {
  enableFullCollections();
  await serveInflateThread();
} else {
  holdYoungGeneration();
  enableFullCollections();
  setInflateThreadEntry(import.meta.url);
  handleCancellation();
  await run();
}
