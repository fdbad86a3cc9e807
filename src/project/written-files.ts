/**
 * The bytes a pull wrote and the copies they replaced, held for the checks that follow it
 * (src/action/publish/pull-review.ts), so that those do not read again what the pull had in hand.
 * Held up to a budget: past it, a file is read from the disk (its new bytes) or from git (the
 * copy it replaced), as before.
 */

/** Enough for every file of a pull of thousands of files; a pull of more holds the first ones. */
const WRITTEN_FILES_MAX_BYTES = 64 * 1024 * 1024;

/** What a pull knows of its targets' bytes without reading them again (PullResult.known). */
export interface KnownTargets {
  /** The SHA-1 of each target as the repository now holds it, as git stores it; undefined: none there. */
  readonly sha1: ReadonlyMap<string, string | undefined>;
  /** The bytes of the files written, and of the copies they replaced, as far as they were held. */
  readonly bytes: ReadonlyMap<string, Uint8Array>;
  readonly previous: ReadonlyMap<string, Uint8Array>;
}

export class WrittenFiles {
  /** The SHA-1 of each file written, as git will store it: the record's key of what was checked. */
  readonly sha1 = new Map<string, string>();
  readonly bytes = new Map<string, Uint8Array>();
  /** The repository's copy each written file replaced. */
  readonly previous = new Map<string, Uint8Array>();
  #room = WRITTEN_FILES_MAX_BYTES;

  hold(path: string, bytes: Uint8Array, previous: Uint8Array | undefined): void {
    const size = bytes.length + (previous?.length ?? 0);
    if (size > this.#room) return;
    this.#room -= size;
    this.bytes.set(path, bytes);
    if (previous !== undefined) this.previous.set(path, previous);
  }

  /**
   * The targets' hashes from before the pull (`before`, the plan's) with those of the files it
   * wrote; held bytes of files not written (held back) are left out.
   */
  known(before: ReadonlyMap<string, string | undefined>): KnownTargets {
    const written = (path: string) => this.sha1.has(path);
    return {
      sha1: new Map([...before, ...this.sha1]),
      bytes: new Map([...this.bytes].filter(([path]) => written(path))),
      previous: new Map([...this.previous].filter(([path]) => written(path))),
    };
  }
}
