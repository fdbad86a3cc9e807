/** An INPUT_ variable that names no input: not an InputError, whose message names a real input. */
class UnknownInputError extends Error {
  readonly code = 'input';
  constructor(
    readonly input: string,
    message: string,
  ) {
    super(message);
    this.name = 'UnknownInputError';
  }
}

/**
 * The inputs action.yml declares (a unit test keeps the two lists equal), and the names that were
 * renamed. With `uses:` GitHub only warns about an input action.yml does not declare and still
 * sets its INPUT_ variable; `node dist/index.js` sees every INPUT_ variable of its environment. A
 * misspelled input (`dryrun`) would be ignored silently, so any unknown name fails the step
 * before anything is asked (docs/decisions.md, "Unknown inputs").
 */
const ACTION_INPUTS = [
  'api-url',
  'project-token',
  'config',
  'working-directory',
  'command',
  'source-files',
  'ignore-files',
  'locales',
  'ignore-locales',
  'merge',
  'ignore-missing',
  'minor-changes',
  'service-label',
  'label',
  'upload-translations',
  'allow-removals',
  'keep-formatting',
  'pull-masters',
  'import-timeout',
  'hook-timeout',
  'run-hooks',
  'allow-target-paths',
  'dry-run',
  'github-token',
  'branch',
  'base',
  'title',
  'body',
  'commit-message',
  'labels',
  'assignees',
  'reviewers',
  'team-reviewers',
  'pull-request-per',
  'locale-reviewers',
  'draft',
  'author',
  'committer',
  'delete-branch',
  'sign-commits',
  'required-locales',
  'min-completion',
  'fail-on-placeholder-errors',
  'fail-on-icu-errors',
  'fail-on-plural-errors',
  'fail-on-markup-errors',
  'fail-on-glossary-warnings',
  'glossary-file',
  'auto-merge',
  'auto-merge-ignore',
  'locale-min-completion',
] as const;

/** Old name → new name: the old one is still read, with a warning, until the next major version. */
export const RENAMED_INPUTS: Readonly<Record<string, string>> = { label: 'service-label' };

/** How the runner names an input's variable: `INPUT_` + the name upper-cased, spaces as `_`. */
function variableOf(name: string): string {
  return `INPUT_${name.replace(/ /g, '_').toUpperCase()}`;
}

/** Letters only, so `dryrun`, `DRY_RUN` and `dry-run` compare equal. */
function squashed(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]/g, '');
}

/** Edit distance counting a swap of two neighbours as one edit (`lables`); the names are short. */
function distance(a: string, b: string): number {
  const rows: number[][] = [Array.from({ length: b.length + 1 }, (_, index) => index)];
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      const above = rows[i - 1] ?? [];
      let best = Math.min(
        (above[j] ?? 0) + 1,
        (row[j - 1] ?? 0) + 1,
        (above[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        best = Math.min(best, (rows[i - 2]?.[j - 2] ?? 0) + 1);
      row[j] = best;
    }
    rows.push(row);
  }
  return rows[a.length]?.[b.length] ?? 0;
}

/** The declared input nearest to `name`, when one is near enough to be what was meant. */
function closestInput(name: string): string | undefined {
  const wanted = squashed(name);
  let best: { name: string; distance: number } | undefined;
  for (const candidate of ACTION_INPUTS.filter((name) => RENAMED_INPUTS[name] === undefined)) {
    const full = squashed(candidate);
    // A shortened name (`working_dir`) is what was meant as surely as a typo is.
    const score = wanted.length >= 4 && full.startsWith(wanted) ? 1 : distance(wanted, full);
    if (best === undefined || score < best.distance) best = { name: candidate, distance: score };
  }
  return best !== undefined && best.distance <= Math.max(2, Math.floor(wanted.length / 3))
    ? best.name
    : undefined;
}

/** Fails on the first INPUT_ variable that names no input of action.yml, suggesting the nearest. */
export function assertKnownInputs(env: NodeJS.ProcessEnv = process.env): void {
  const known = new Set<string>(ACTION_INPUTS.map(variableOf));
  const unknown = Object.keys(env)
    .filter((variable) => variable.startsWith('INPUT_') && !known.has(variable))
    .sort();
  const first = unknown[0];
  if (first === undefined) return;
  const name = first.slice('INPUT_'.length).toLowerCase();
  const nearest = closestInput(name);
  const others =
    unknown.length > 1
      ? ` (and ${unknown
          .slice(1)
          .map((variable) => `"${variable.slice('INPUT_'.length).toLowerCase()}"`)
          .join(', ')})`
      : '';
  throw new UnknownInputError(
    name,
    `The step sets an input "${name}"${others}, which translation-sync does not have, so it would be ignored. ${
      nearest === undefined
        ? 'Remove it from the step, or correct its name'
        : `Did you mean ${nearest}? Rename it in the step`
    }; action.yml lists every input.`,
  );
}
