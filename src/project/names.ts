/** Why an entry name cannot become a path in the repository. */
interface NameProblem {
  code: 'archive-unsafe-path' | 'archive-bad-name';
  reason: string;
}

// C0 controls (NUL included) and DEL: a NUL truncates the name in C code below Node, and the
// others make names that logs and pull request bodies cannot show honestly.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;
const DRIVE_LETTER = /^[A-Za-z]:/;
/**
 * Names every rule below accepts, told in one pass: parts of ASCII letters, digits and `._@+-`,
 * none starting with a dot (so no `.`, `..` or empty part), no slash at either end. Anything
 * else gets the full check.
 */
const PLAINLY_SAFE = /^[A-Za-z0-9_@+-][A-Za-z0-9._@+-]*(?:\/[A-Za-z0-9_@+-][A-Za-z0-9._@+-]*)*$/;

/**
 * Checks an entry name decoded per the zip spec. Stricter than yauzl's validateFileName, whose
 * every refusal (`..`, absolute paths, drive letters, backslashes) it makes itself
 * (test/unit/extract-names.test.ts holds the two side by side): it also refuses control
 * characters, undecodable bytes, and empty or `.` path parts.
 */
export function checkEntryName(name: string): NameProblem | undefined {
  // A pull checks each name of a 9,000-file listing three or four times (listing, policy,
  // archive, write): the answer is remembered, within a bound.
  const known = checkedNames.get(name);
  if (known !== undefined) return known ?? undefined;
  const problem = findNameProblem(name);
  if (checkedNames.size >= CHECKED_NAMES_KEPT) checkedNames.clear();
  checkedNames.set(name, problem ?? null);
  return problem;
}

const CHECKED_NAMES_KEPT = 100_000;
/** Names checked before: their problem, or null for none. */
const checkedNames = new Map<string, Readonly<NameProblem> | null>();

function findNameProblem(name: string): NameProblem | undefined {
  if (PLAINLY_SAFE.test(name)) return undefined;
  if (CONTROL_CHARACTER.test(name))
    return { code: 'archive-bad-name', reason: 'holds a control character such as NUL' };
  if (name.startsWith('/')) return { code: 'archive-unsafe-path', reason: 'is an absolute path' };
  if (DRIVE_LETTER.test(name)) return { code: 'archive-unsafe-path', reason: 'starts with a drive letter' };
  if (name.includes('\\')) return { code: 'archive-unsafe-path', reason: 'holds a backslash' };
  const parts = stripDirectorySlash(name).split('/');
  if (parts.includes('..')) return { code: 'archive-unsafe-path', reason: 'climbs out with ".."' };
  // U+FFFD is what a UTF-8 decoder leaves for bytes that are not UTF-8: the real name is unknown.
  if (name.includes('\uFFFD')) return { code: 'archive-bad-name', reason: 'is not valid UTF-8' };
  if (parts.some((part) => part === '' || part === '.')) {
    return { code: 'archive-bad-name', reason: 'has an empty or "." path part' };
  }
  return undefined;
}

/** Directory entries are the ones whose names end with a slash (zip spec 4.4.17). */
export function isDirectoryName(name: string): boolean {
  return name.endsWith('/');
}

function stripDirectorySlash(name: string): string {
  return isDirectoryName(name) ? name.slice(0, -1) : name;
}

/**
 * The form under which two names land on the same file on some file system: Unicode composition
 * (macOS) and letter case (macOS and Windows defaults) are folded away.
 */
export function collisionKey(name: string): string {
  return stripDirectorySlash(name).normalize('NFC').toLowerCase();
}

/** Groups of two or more names that collide, each group in archive order. */
export function findCollisions(names: readonly string[]): string[][] {
  const groups = new Map<string, string[]>();
  for (const name of names) {
    const key = collisionKey(name);
    const group = groups.get(key);
    if (group === undefined) groups.set(key, [name]);
    else group.push(name);
  }
  return [...groups.values()].filter((group) => group.length > 1);
}
