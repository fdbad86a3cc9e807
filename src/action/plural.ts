/**
 * A count with its noun, in agreement: "1 file", "2 files", "0 files". English only: the log,
 * the job summary and the pull request body are written in English.
 */
export function plural(count: number, noun: string, nouns = `${noun}s`): string {
  return `${count} ${count === 1 ? noun : nouns}`;
}
