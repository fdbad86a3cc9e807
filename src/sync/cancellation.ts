/**
 * What a cancelled run must undo before it ends. The runner cancels a step with SIGINT (then
 * SIGTERM, then SIGKILL); without this, Node ends at once and a pull cancelled while it writes
 * leaves its temporaries, or the temporary folder of a new locale folder, in the checkout (R38).
 *
 * Two kinds of work, in this order: `stop` work ends whatever may still write (a folder
 * being created), then `clean` work removes what was written, synchronously, so that nothing of the
 * run's own can write between the removal and the end of the process.
 */

type Stop = () => Promise<void>;
type Clean = () => void;

const stops = new Set<Stop>();
const cleans = new Set<Clean>();

/** Registers work that stops writers on cancellation; returns what unregisters it. */
export function onCancelStop(stop: Stop): () => void {
  stops.add(stop);
  return () => stops.delete(stop);
}

/** Registers a synchronous removal to run on cancellation, after every stop; returns what unregisters it. */
export function onCancelClean(clean: Clean): () => void {
  cleans.add(clean);
  return () => cleans.delete(clean);
}

/**
 * Runs every registered stop (each bounded by `stopMs`, so that a stuck one cannot hold the
 * cancellation past the runner's patience), then every clean. Failures are swallowed: the run is
 * ending, and each clean removes what it can.
 */
export async function undoForCancel(stopMs = 3_000): Promise<void> {
  const pending = [...stops].map((stop) =>
    Promise.race([
      stop().catch(() => undefined),
      new Promise((resolve) => setTimeout(resolve, stopMs).unref()),
    ]),
  );
  stops.clear();
  await Promise.all(pending);
  for (const clean of [...cleans]) {
    try {
      clean();
    } catch {
      // Best effort: the next clean may still remove its own files.
    }
  }
  cleans.clear();
}
