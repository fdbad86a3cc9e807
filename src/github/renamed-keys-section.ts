import type { ObsoleteReport } from '../renames/obsolete.js';
import type { RenameReport } from '../renames/on-service.js';
import { plural } from '../sync/words.js';
import { codeSpan, inertProse } from './markdown.js';

/**
 * The renamed and moved keys of a push (issue 59), as Markdown lines for the pull request body and
 * the job summary: every rename and move (file, old key, new key), every pair left alone with
 * why, and the keys added under an Obsolete string's name that bring its translations back. Keys,
 * files and the service's answers are untrusted: code spans and inert prose.
 */

/** Candidate keys named for a pair left alone; the count says how many more. */
const CANDIDATES_NAMED = 5;

/** A master path as the reader's repository names it. */
type RepoPath = (file: string) => string;

function where(file: string, key: string, repoPath: RepoPath): string {
  return `${codeSpan(key)} in ${codeSpan(repoPath(file))}`;
}

/** One line per rename, move, pair left alone and re-added key; empty when there is none. */
export function renamedKeyItems(
  report: RenameReport | undefined,
  repoPath: RepoPath,
  dryRun = false,
): string[] {
  if (report === undefined) return [];
  const items: string[] = [];
  for (const rename of report.renames) {
    const verb = rename.toFile === rename.file ? 'renamed' : 'moved';
    const target =
      rename.toFile === rename.file ? codeSpan(rename.to) : where(rename.toFile, rename.to, repoPath);
    const how = rename.stated ? ' (stated in a commit)' : '';
    items.push(
      `- ${where(rename.file, rename.from, repoPath)} ${dryRun ? `would be ${verb}` : verb} to ${target}${how}: its translations ${dryRun ? 'would follow' : 'follow'} it`,
    );
  }
  for (const left of report.leftAlone) {
    // A key of the same master is named alone; one of another master with its file.
    const named = left.candidates
      .slice(0, CANDIDATES_NAMED)
      .map(({ file, key }) => (file === left.file ? codeSpan(key) : where(file, key, repoPath)));
    if (left.candidates.length > CANDIDATES_NAMED)
      named.push(plural(left.candidates.length - CANDIDATES_NAMED, 'more'));
    const from = left.file === '' ? codeSpan(left.from) : where(left.file, left.from, repoPath);
    items.push(
      `- not renamed: ${from}${named.length === 0 ? '' : ` → ${named.join(', ')}`}: ${inertProse(left.reason)}`,
    );
  }
  for (const key of report.reAdded) {
    const back =
      key.locales.length === 0
        ? 'check whether translations of that text come back with it'
        : `its translations of that text come back with it (${key.locales.map((locale) => codeSpan(locale)).join(', ')}): have them reviewed`;
    items.push(
      `- ⚠️ ${where(key.file, key.key, repoPath)} is added under the name of an Obsolete string of another text (${codeSpan(key.oldText)}); ${back}`,
    );
  }
  return items;
}

/** The section of the job summary: heading, the items, and the Obsolete strings the service holds. */
export function renamedKeysSection(
  report: RenameReport | undefined,
  obsolete: ObsoleteReport | undefined,
  options: { heading: string; repoPath: RepoPath; dryRun: boolean },
): string[] {
  const items = renamedKeyItems(report, options.repoPath, options.dryRun);
  const lines = items.length === 0 ? [] : [`${options.heading} Renamed and moved keys`, '', ...items, ''];
  if (obsolete !== undefined) lines.push(...obsoleteLines(obsolete, options.repoPath), '');
  return lines;
}

/** How many strings the service holds as Obsolete, the oldest named: they keep their translations there. */
function obsoleteLines(obsolete: ObsoleteReport, repoPath: RepoPath): string[] {
  const count = obsolete.more
    ? `more than ${obsolete.count}${obsolete.lastPage === undefined ? '' : ` (${obsolete.lastPage} pages)`}`
    : String(obsolete.count);
  const noun = obsolete.count === 1 && !obsolete.more ? 'string' : 'strings';
  const lines = [
    `The service holds ${count} Obsolete ${noun}: keys that left a master, kept there with their translations. ` +
      'Nothing deletes them; a key added again under such a name brings its translations back.',
  ];
  if (obsolete.oldest.length > 0)
    lines.push(
      '',
      `Oldest: ${obsolete.oldest
        .map(
          (entry) =>
            `${entry.file === undefined ? codeSpan(entry.key) : where(entry.file, entry.key, repoPath)} (since ${codeSpan(entry.since)})`,
        )
        .join(', ')}.`,
    );
  return lines;
}
