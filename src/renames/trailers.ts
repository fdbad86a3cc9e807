import type { StatedRename } from './pairing.js';

/**
 * Renames stated by the team (issue 59), for what the text cannot show: a rename whose text was
 * reworded, or a pair of one text that nothing else tells apart. A line of a pushed commit's
 * message says it, so the statement travels with the change it describes and applies once, on
 * the push that brings it (docs/decisions.md).
 */

/** The trailer a commit states a rename with (docs/decisions.md). */
const RENAME_TRAILER = 'Renamed-key';

/**
 * The renames stated in commit messages: every line `Renamed-key: old -> new`, anywhere in the
 * message (a squash merge keeps its commits' trailers in its body, each line as it was). A file
 * is named before the key with a colon, `config/locales/en.yml:old`; the masters' paths say
 * where a path ends, since a key may hold a colon too.
 */
export function renameTrailers(messages: readonly string[], masters: readonly string[]): StatedRename[] {
  const stated: StatedRename[] = [];
  const line = new RegExp(`^\\s*(?:[-*]\\s+)?${RENAME_TRAILER}:\\s*(.+?)\\s*->\\s*(.+?)\\s*$`, 'gim');
  for (const message of messages) {
    for (const match of message.matchAll(line)) {
      const from = splitFile(match[1] ?? '', masters);
      const to = splitFile(match[2] ?? '', masters);
      if (from.key === '' || to.key === '') continue;
      stated.push({
        from: from.key,
        to: to.key,
        ...(from.file === undefined ? {} : { fromFile: from.file }),
        ...(to.file === undefined ? {} : { toFile: to.file }),
      });
    }
  }
  return stated;
}

/**
 * `path:key` for a path that is a master's, or ends with one after a `/` (a repository path in a
 * monorepo); the longest master first, so `admin/en.yml:key` is not read as `en.yml`'s.
 */
function splitFile(text: string, masters: readonly string[]): { file?: string; key: string } {
  for (const master of [...masters].sort((a, b) => b.length - a.length)) {
    const at = text.indexOf(`${master}:`);
    if (at >= 0 && (at === 0 || text[at - 1] === '/') && !text.slice(0, at).includes(':'))
      return { file: master, key: text.slice(at + master.length + 1).trim() };
  }
  return { key: text.trim() };
}
