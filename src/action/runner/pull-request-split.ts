import { isLocaleCode, localeKey } from '../../project/locales.js';

/**
 * `pull-request-per` and `locale-reviewers`: how the run's downloads are split into pull requests,
 * and who reviews each. Pure: the inputs' parsing (its errors name the input) and the grouping of
 * the written paths, which publish.ts turns into branches and pull requests.
 */

export const PULL_REQUEST_PER = ['run', 'project', 'locale'] as const;
export type PullRequestPer = (typeof PULL_REQUEST_PER)[number];

export interface Reviewers {
  readonly users: readonly string[];
  /** Team slugs, as GitHub's `team_reviewers` takes them (the `org/` is left off). */
  readonly teams: readonly string[];
}

/** A line of `locale-reviewers` that cannot be read; inputs.ts turns it into an InputError. */
export class SplitInputError extends Error {
  readonly code = 'input';
  constructor(message: string) {
    super(message);
    this.name = 'SplitInputError';
  }
}

/** GitHub logins: letters, digits and single inner hyphens, at most 39 characters. */
const LOGIN = /^[A-Za-z0-9](?:[A-Za-z0-9]|-(?=[A-Za-z0-9])){0,38}$/;
/** A team as `org/team-slug`. */
const TEAM = /^([A-Za-z0-9](?:[A-Za-z0-9]|-(?=[A-Za-z0-9])){0,38})\/([A-Za-z0-9][A-Za-z0-9_.-]*)$/;
const FORM = '"LOCALE: login, login, org/team"';

/**
 * Lines of `LOCALE: login, login, org/team`, one locale per line; `@` before a login is allowed,
 * blank lines and lines starting with `#` are skipped. Keyed by localeKey(), so `pt_BR` finds
 * `pt-BR`.
 */
export function parseLocaleReviewers(text: string): ReadonlyMap<string, Reviewers> {
  const byLocale = new Map<string, Reviewers>();
  const lines = text.split(/\r?\n/);
  lines.forEach((raw, index) => {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) return;
    const where = `line ${index + 1} ("${line}")`;
    const colon = line.indexOf(':');
    if (colon < 0) throw new SplitInputError(`${where} has no colon; write each line as ${FORM}.`);
    const locale = line.slice(0, colon).trim();
    if (!isLocaleCode(locale))
      throw new SplitInputError(
        `${where}: "${locale}" is not a locale code such as fr, pt-BR or sr@latin; write each line as ${FORM}.`,
      );
    const key = localeKey(locale);
    if (byLocale.has(key))
      throw new SplitInputError(`${where}: ${locale} is given twice; list all its reviewers on one line.`);
    const users: string[] = [];
    const teams: string[] = [];
    for (const name of line
      .slice(colon + 1)
      .split(',')
      .map((item) => item.trim().replace(/^@/, ''))
      .filter((item) => item !== '')) {
      const team = TEAM.exec(name);
      if (team?.[2] !== undefined) teams.push(team[2]);
      else if (LOGIN.test(name)) users.push(name);
      else
        throw new SplitInputError(
          `${where}: "${name}" is neither a GitHub login nor a team written as org/team-slug.`,
        );
    }
    if (users.length + teams.length === 0)
      throw new SplitInputError(`${where} names no reviewer; write each line as ${FORM}.`);
    byLocale.set(key, { users, teams });
  });
  return byLocale;
}

/** `reviewers` and `team-reviewers`, with every reviewer `locale-reviewers` gives one of `locales`. */
export function reviewersFor(
  locales: readonly string[],
  common: Reviewers,
  byLocale: ReadonlyMap<string, Reviewers>,
): Reviewers {
  const users = new Set(common.users);
  const teams = new Set(common.teams);
  for (const locale of locales) {
    const extra = byLocale.get(localeKey(locale));
    extra?.users.forEach((user) => users.add(user));
    extra?.teams.forEach((team) => teams.add(team));
  }
  return { users: [...users], teams: [...teams] };
}

/** One pull request's share of the run: its branch, its title, and the repository paths on it. */
export interface PullRequestPart {
  readonly branch: string;
  readonly title: string;
  /** Repository paths the branch carries: what the base has of them is replaced by the worktree's. */
  readonly paths: readonly string[];
  /** Sorted; the locales of its paths (none for a file of no locale, such as the glossary). */
  readonly locales: readonly string[];
  /** Project folders as repository paths, `''` for the repository root. */
  readonly projects: readonly string[];
}

/** A target path of the pulls (written this run or not), with its locale (`''` for none) and its project's folder. */
interface TargetPath {
  readonly path: string;
  readonly locale: string;
  readonly project: string;
}

/** Files of no locale (the glossary) in a per-locale split: a pull request of their own. */
const NO_LOCALE_PART = 'other';

/** A project folder in a branch name: slashes as dashes, `root` for the repository root. */
function projectBranchPart(folder: string): string {
  return folder === '' ? 'root' : folder.replace(/\//g, '-');
}

/**
 * The pull requests of the run, in a stable order (by branch name): one for `run`, one per project
 * folder or per locale otherwise, on `<branch>/<part>` with the part in parentheses after the
 * title. Every target path is in one part, written this run or not: a locale whose files the
 * base has already gets a branch with nothing over the base, which closes its pull request.
 */
export function splitPullRequests(
  per: PullRequestPer,
  base: { branch: string; title: string },
  targets: readonly TargetPath[],
): PullRequestPart[] {
  const sorted = (values: Iterable<string>) => [...new Set(values)].sort();
  const part = (branch: string, title: string, paths: readonly TargetPath[]): PullRequestPart => ({
    branch,
    title,
    paths: paths.map((file) => file.path),
    locales: sorted(paths.map((file) => file.locale).filter((locale) => locale !== '')),
    projects: sorted(paths.map((file) => file.project)),
  });
  if (per === 'run') return [part(base.branch, base.title, targets)];
  const groups = new Map<string, { label: string; paths: TargetPath[] }>();
  for (const file of targets) {
    const [name, label] =
      per === 'project'
        ? [projectBranchPart(file.project), file.project === '' ? 'repository root' : file.project]
        : file.locale === ''
          ? [NO_LOCALE_PART, 'other files']
          : [file.locale, file.locale];
    const group = groups.get(name) ?? { label, paths: [] };
    group.paths.push(file);
    groups.set(name, group);
  }
  return [...groups]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([name, group]) => part(`${base.branch}/${name}`, `${base.title} (${group.label})`, group.paths));
}

/**
 * A pull request the run created, updated, closed or found open; not a part that has none and
 * needed none. The outputs and the summary list only these.
 */
export function touched(published: {
  readonly pullRequest: { readonly number?: number; readonly operation: string };
}): boolean {
  return published.pullRequest.number !== undefined || published.pullRequest.operation !== 'none';
}
