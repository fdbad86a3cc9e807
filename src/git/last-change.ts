import { runnerFor, type GitRepository } from './git.js';

/**
 * When the checkout last changed a file: the committer date of the newest commit that touched it.
 * In a shallow clone the oldest commit present seems to add every file, so the answer is never
 * earlier than the truth, which is the safe side for `pull-masters` (a newer local change wins).
 */
export async function lastCommitTime(repo: GitRepository, file: string): Promise<Date | undefined> {
  if (file.startsWith('-')) return undefined;
  const output = await runnerFor(repo).tryRun(['log', '-1', '--format=%cI', '--', file]);
  const time = Date.parse(output?.trim() ?? '');
  return Number.isNaN(time) ? undefined : new Date(time);
}
