/**
 * What a run read, hashed and parsed of the repository: the debug log prints it once, at the end
 * (main.ts), and the tests that count work read that line. A no-op sync hashes every target (as
 * `sha1sum` would) and reads, whole, none of them; a pull that wrote one file parses that file
 * and its master. One tally for the process: the run is one step of one job.
 */
class WorkCount {
  /** Files read whole (safe-read.ts), and their bytes. */
  read = 0;
  readBytes = 0;
  /** Files hashed in chunks for the plan (local-files.ts), and their bytes. */
  hashed = 0;
  hashedBytes = 0;
  /** Parses of locale files, and the files they were of. */
  parses = 0;
  readonly parsedFiles = new Set<string>();

  countRead(bytes: number): void {
    this.read += 1;
    this.readBytes += bytes;
  }

  countHashed(bytes: number): void {
    this.hashed += 1;
    this.hashedBytes += bytes;
  }

  countParse(file: string | undefined): void {
    this.parses += 1;
    this.parsedFiles.add(file ?? '');
  }

  /** One line for the debug log, with the requests the run's clients sent to the service. */
  line(requests: number): string {
    return (
      `Work: read ${this.read} files (${this.readBytes} bytes), hashed ${this.hashed} files ` +
      `(${this.hashedBytes} bytes), parsed ${this.parsedFiles.size} files (${this.parses} parses), ` +
      `sent ${requests} requests to the service.`
    );
  }
}

export const workCount = new WorkCount();
