/**
 * Work shared by two threads through one slot per item in shared memory: each item goes to
 * whichever thread first turns its slot from FREE to its own mark. The main thread claims from
 * the front, the other thread from the back, so they meet wherever their pace puts them, and a
 * thread that starts late simply takes less (inflate-thread.ts, local-files.ts).
 */

export const FREE = 0;
export const MAIN_THREAD = 1;
/** The other thread: the inflate thread (inflate-thread.ts), or the hash thread (hash-thread.ts). */
export const SECOND_THREAD = 2;

/** Takes slot `slot` for `by`; false when the other thread has it already. */
export function claimEntry(
  claims: Int32Array,
  slot: number,
  by: typeof MAIN_THREAD | typeof SECOND_THREAD,
): boolean {
  return Atomics.compareExchange(claims, slot, FREE, by) === FREE;
}

/** One slot per item, in memory both threads see. */
export function claimSlots(items: number): Int32Array {
  return new Int32Array(new SharedArrayBuffer(Math.max(1, items) * Int32Array.BYTES_PER_ELEMENT));
}
