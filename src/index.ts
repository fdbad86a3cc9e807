// The runner's entry point. run() (src/main.ts) is the whole step and returns when it is done;
// tools that drive the action themselves (GitHub's local-action) import it from there instead.
// Ending the process early is this file's alone, and only for a cancellation.
import { info } from './action/runner/workflow-commands.js';
import { undoForCancel } from './sync/cancellation.js';
import { run } from './main.js';

/**
 * The runner cancels a step with SIGINT, then SIGTERM. Node would end at once; here the files the
 * pull had begun to write are removed first (sync/cancellation.ts), then the step ends as a
 * process killed by that signal would (exit 130 or 143). A second SIGINT ends it at once.
 */
for (const [signal, code] of [
  ['SIGINT', 130],
  ['SIGTERM', 143],
] as const) {
  process.once(signal, () => {
    info(`Cancelled (${signal}): removing the files this run had begun to write.`);
    void undoForCancel().finally(() => process.exit(code));
  });
}

await run();
