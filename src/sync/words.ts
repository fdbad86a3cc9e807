/**
 * The words the log, the job summary and the pull request body use for what the code calls by
 * its codes: a reader sees "changed on the service", never `differs-from-service`. English only.
 */

/** A count with its noun, in agreement: "1 file", "2 files", "0 files". */
export function plural(count: number, noun: string, nouns = `${noun}s`): string {
  return `${count} ${count === 1 ? noun : nouns}`;
}

/** Why a master file is uploaded, created or skipped (plan.ts, upload-targets.ts). */
const UPLOAD_REASONS: Record<string, string> = {
  'changed-in-push': 'changed in this push',
  'differs-from-service': 'differs from the service',
  'new-source-file': 'new file matching source-files',
  unchanged: 'same as on the service',
  'not-in-push': 'not changed by this push',
  ignored: 'ignored',
  'missing-locally': 'not in the repository',
  'not-a-source-file': 'not a source file',
  'changed-on-service': 'changed on the service since; not overwritten',
};

/** Why a translation file is downloaded (plan.ts, PlannedDownload). */
const DOWNLOAD_REASONS: Record<string, string> = {
  'missing-locally': 'new on the service',
  'differs-from-service': 'changed on the service',
  'not-fresh': 'regenerated on the service',
};

export function uploadReason(code: string): string {
  return UPLOAD_REASONS[code] ?? code.replace(/-/g, ' ');
}

export function downloadReason(code: string): string {
  return DOWNLOAD_REASONS[code] ?? code.replace(/-/g, ' ');
}
