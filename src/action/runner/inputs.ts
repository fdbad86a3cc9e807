// src/action/runner/: the runner's protocol. Inputs (and their names, split and readiness
// settings), the event file, workflow commands and outputs' file, the logger, secret masking and
// git's credentials. The bottom room of the action: it imports no other folder of src/action.
import { getInput, warning } from './workflow-commands.js';
import { FINDING_GATES, type FindingKind } from '../../check/findings.js';
import { assertKnownInputs, RENAMED_INPUTS } from './input-names.js';
import { isLocaleCode } from '../../project/locales.js';
import {
  parseLocaleReviewers,
  PULL_REQUEST_PER,
  SplitInputError,
  type PullRequestPer,
  type Reviewers,
} from './pull-request-split.js';
import { readyInputs, type ReadyInputs } from './ready-inputs.js';

/**
 * The only reader of the action's inputs. Every input is parsed and checked here, once, into a
 * typed and frozen object; a bad value fails with a message that names the input and what it
 * accepts, before any request is made.
 */

const COMMANDS = ['auto', 'sync', 'upload', 'pull', 'check'] as const;
export type Command = (typeof COMMANDS)[number];

/** Old command names still read, with a warning, until the next major version. */
const RENAMED_COMMANDS: Readonly<Record<string, Command>> = { push: 'upload' };

interface Identity {
  readonly name: string;
  readonly email: string;
}

export interface ActionInputs extends ReadyInputs {
  readonly apiUrl: string;
  /** Empty when not given as an input: the environment or the `.wti` file may still supply it. */
  readonly projectToken: string | undefined;
  /**
   * The `config` input's lines: `.wti` paths or globs, relative to `workingDirectory`. Empty
   * means "the default `.wti` when it exists"; several lines or a glob select one project per
   * file (projects.ts).
   */
  readonly config: readonly string[];
  readonly command: Command;
  readonly sourceFiles: readonly string[];
  readonly ignoreFiles: readonly string[];
  readonly locales: readonly string[];
  readonly ignoreLocales: readonly string[];
  readonly merge: boolean;
  readonly ignoreMissing: boolean;
  readonly minorChanges: boolean;
  readonly label: string | undefined;
  /** Send the repository's translations too (removal-guard.ts, upload-targets.ts). */
  readonly uploadTranslations: boolean;
  /** Accept the service's version even where it drops translations the repository has. */
  readonly allowRemovals: boolean;
  /** Apply a pull's changes to the repository's files in their own layout (issue 47). */
  readonly keepFormatting: boolean;
  /** Bring masters changed on the service back into the translation pull request. */
  readonly pullMasters: boolean;
  readonly importTimeoutSeconds: number;
  readonly dryRun: boolean;
  readonly githubToken: string | undefined;
  readonly branch: string;
  /** `undefined` means the repository's default branch. */
  readonly base: string | undefined;
  readonly title: string;
  readonly body: string;
  readonly commitMessage: string;
  readonly labels: readonly string[];
  readonly assignees: readonly string[];
  readonly reviewers: readonly string[];
  readonly teamReviewers: readonly string[];
  /** One pull request for the run, or one per project folder or per locale (pull-request-split.ts). */
  readonly pullRequestPer: PullRequestPer;
  /** `locale-reviewers` by localeKey(): asked on every pull request that has the locale. */
  readonly localeReviewers: ReadonlyMap<string, Reviewers>;
  readonly draft: boolean;
  readonly author: Identity;
  readonly committer: Identity;
  readonly deleteBranch: boolean;
  /** Make the translation commit through GitHub's API, which signs it (Verified). */
  readonly signCommits: boolean;
  /** check: target locales that must have no untranslated string on the service. */
  readonly requiredLocales: readonly string[];
  /** check: the least translated percentage of every reported locale; 0 turns the gate off. */
  readonly minCompletion: number;
  readonly failOnPlaceholderErrors: boolean;
  /** check: the kinds of translation finding that fail the step (`fail-on-icu-errors`, …). */
  readonly failOnFindings: ReadonlySet<FindingKind>;
  /** Repository path where pull writes the glossary as TBX; undefined for none. */
  readonly glossaryFile: string | undefined;
  /** The project's folder inside the repository, posix and relative; `''` for the root. */
  readonly workingDirectory: string;
  /** Globs of target paths (relative to the project) allowed although the target path policy refuses them. */
  readonly allowTargetPaths: readonly string[];
  /** `run-hooks`: false skips the `.wti` hooks. */
  readonly runHooks: boolean;
  readonly hookTimeoutSeconds: number;
}

export class InputError extends Error {
  readonly code = 'input';
  constructor(
    readonly input: string,
    message: string,
  ) {
    super(`Input "${input}": ${message}`);
    this.name = 'InputError';
  }
}

/** The input under its new name, else under its old one with a warning (RENAMED_INPUTS). */
function renamedString(name: string): string | undefined {
  const current = optionalString(name);
  const old = Object.keys(RENAMED_INPUTS).find((key) => RENAMED_INPUTS[key] === name);
  const previous = old === undefined ? undefined : optionalString(old);
  if (old !== undefined && previous !== undefined) {
    if (current !== undefined && current !== previous) {
      throw new InputError(
        name,
        `both ${name} and its old name ${old} are set, to different values; keep only ${name}.`,
      );
    }
    warning(
      `Input "${old}" is now called "${name}"; rename it in the step. The old name stops working in the next major version.`,
    );
  }
  return current ?? previous;
}

const BOT_IDENTITY = 'github-actions[bot] <41898282+github-actions[bot]@users.noreply.github.com>';
const MAX_TIMEOUT_SECONDS = 6 * 60 * 60;
const LOOPBACK_HOSTS = new Set(['localhost', '[::1]', '::1']);

function raw(name: string): string {
  return getInput(name);
}

function optionalString(name: string): string | undefined {
  const value = raw(name);
  return value === '' ? undefined : value;
}

function stringWithDefault(name: string, fallback: string): string {
  return optionalString(name) ?? fallback;
}

/** Lists are one item per line or comma-separated, as in create-pull-request. */
function list(name: string): string[] {
  return raw(name)
    .split(/[\n,]/)
    .map((item) => item.trim())
    .filter((item) => item.length > 0);
}

function boolean(name: string, fallback: boolean): boolean {
  const value = raw(name);
  if (value === '') return fallback;
  if (['true', 'True', 'TRUE'].includes(value)) return true;
  if (['false', 'False', 'FALSE'].includes(value)) return false;
  throw new InputError(name, `"${value}" is not a boolean; use true or false.`);
}

function command(): Command {
  const value = raw('command') || 'auto';
  const renamed = RENAMED_COMMANDS[value];
  if (renamed !== undefined) {
    // "push" read as git's push; the command uploads masters to the service and changes no branch.
    warning(
      `Command "${value}" is now called "${renamed}"; change the command input. The old name stops working in the next major version.`,
    );
    return renamed;
  }
  const match = COMMANDS.find((known) => known === value);
  if (match === undefined) {
    throw new InputError('command', `"${value}" is not a command; use one of ${COMMANDS.join(', ')}.`);
  }
  return match;
}

function isLoopbackHost(hostname: string): boolean {
  return LOOPBACK_HOSTS.has(hostname) || /^127(?:\.\d{1,3}){3}$/.test(hostname);
}

function apiUrl(): string {
  const value = raw('api-url');
  if (value === '') {
    throw new InputError('api-url', 'is required: set it to the base URL of the translation service.');
  }
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new InputError('api-url', `"${value}" is not a URL; give an absolute https:// URL.`);
  }
  const loopbackHttp = url.protocol === 'http:' && isLoopbackHost(url.hostname);
  if (url.protocol !== 'https:' && !loopbackHttp) {
    throw new InputError(
      'api-url',
      `must use https (http is accepted only for a loopback host), not "${url.protocol}".`,
    );
  }
  if (url.username !== '' || url.password !== '' || url.search !== '' || url.hash !== '') {
    throw new InputError(
      'api-url',
      'must not carry credentials, a query or a fragment; tokens go in project-token.',
    );
  }
  const base = url.toString().replace(/\/+$/, '');
  // Every request's path begins with /api/ (the spec's paths): a base ending in /api doubles it,
  // and the service answers 404 as it would for a wrong token.
  if (/\/api$/i.test(base)) {
    throw new InputError(
      'api-url',
      `"${value}" ends in /api, which the action adds to every request itself; use ${base.replace(/\/api$/i, '')}.`,
    );
  }
  return base;
}

/** A whole number of seconds from 1 to six hours (a job's own limit), 600 when not given. */
function seconds(name: string): number {
  const value = raw(name);
  if (value === '') return 600;
  const count = Number(value);
  if (!/^\d+$/.test(value) || !Number.isSafeInteger(count) || count < 1 || count > MAX_TIMEOUT_SECONDS) {
    throw new InputError(
      name,
      `"${value}" is not a whole number of seconds from 1 to ${MAX_TIMEOUT_SECONDS}.`,
    );
  }
  return count;
}

function pullRequestPer(): PullRequestPer {
  const value = raw('pull-request-per') || 'run';
  const known = PULL_REQUEST_PER.find((per) => per === value);
  if (known === undefined)
    throw new InputError('pull-request-per', `"${value}" is not one of ${PULL_REQUEST_PER.join(', ')}.`);
  return known;
}

function localeReviewers(): ReadonlyMap<string, Reviewers> {
  try {
    return parseLocaleReviewers(raw('locale-reviewers'));
  } catch (error) {
    if (error instanceof SplitInputError) throw new InputError('locale-reviewers', error.message);
    throw error;
  }
}

function locales(name: string): string[] {
  const values = list(name);
  for (const locale of values) {
    if (!isLocaleCode(locale)) {
      throw new InputError(
        name,
        `"${locale}" is not a locale code such as fr, pt-BR, pt_BR, zh-Hant-TW or sr@latin.`,
      );
    }
  }
  return values;
}

function parseIdentity(input: string, value: string): Identity {
  const match = /^([^<>]*?)\s*<([^<>\s]+@[^<>\s]+)>$/.exec(value.trim());
  const name = match?.[1]?.trim();
  const email = match?.[2];
  if (name === undefined || name === '' || email === undefined) {
    throw new InputError(input, `"${value}" is not of the form "Name <email@example.com>".`);
  }
  return Object.freeze({ name, email });
}

function branchName(name: string, fallback: string | undefined): string | undefined {
  const value = optionalString(name) ?? fallback;
  // A first gate only; src/git also runs `git check-ref-format --branch` before using the name.
  // Control characters are exactly what must be refused here.
  // eslint-disable-next-line no-control-regex
  if (value !== undefined && (value.startsWith('-') || /[\s~^:?*[\\\x00-\x1f\x7f]/.test(value))) {
    throw new InputError(name, `"${value}" is not a valid branch name.`);
  }
  // A full ref name would be pushed to refs/heads/refs/heads/…: the input takes a branch's short name.
  if (value?.startsWith('refs/') === true) {
    throw new InputError(name, `"${value}" is a ref, not a branch name; write it without "refs/heads/".`);
  }
  return value;
}

function minCompletion(): number {
  const value = raw('min-completion');
  if (value === '') return 0;
  const percent = Number(value.replace(/%$/, ''));
  if (!/^\d+(?:\.\d+)?%?$/.test(value) || percent > 100) {
    throw new InputError('min-completion', `"${value}" is not a percentage from 0 to 100.`);
  }
  return percent;
}

/** A repository path to write into: relative, inside the workspace and outside `.git`. */
function repositoryPath(name: string, example = 'glossary/terms.tbx'): string | undefined {
  const value = optionalString(name)?.replace(/\/+$/, '');
  if (value === undefined) return undefined;
  const parts = value.split('/');
  if (
    value.startsWith('/') ||
    /^[A-Za-z]:/.test(value) ||
    value.includes('\\') ||
    // eslint-disable-next-line no-control-regex
    /[\x00-\x1f]/.test(value) ||
    parts.some((part) => part === '' || part === '.' || part === '..') ||
    parts[0]?.toLowerCase() === '.git'
  ) {
    throw new InputError(
      name,
      `"${value}" is not a path inside the repository; give a relative path such as ${example}.`,
    );
  }
  return value;
}

/**
 * The translation branch is the action's own and is force-pushed: it may be neither the base
 * nor the repository's default branch (from the event payload), whose history it would replace.
 */
export function assertOwnBranch(inputs: ActionInputs, defaultBranch: string | undefined): void {
  for (const [other, what] of [
    [inputs.base, 'the base input'],
    [defaultBranch, "the repository's default branch"],
  ] as const) {
    if (other !== undefined && other === inputs.branch) {
      throw new InputError(
        'branch',
        `"${inputs.branch}" is ${what}. The action force-pushes its branch on every run, so it needs a branch of its own, such as translation-sync.`,
      );
    }
  }
}

export function getInputs(): ActionInputs {
  assertKnownInputs();
  const inputs: ActionInputs = {
    apiUrl: apiUrl(),
    projectToken: optionalString('project-token'),
    // One per line only: a glob may hold commas ({web,mobile}).
    config: raw('config')
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line !== ''),
    command: command(),
    sourceFiles: list('source-files'),
    ignoreFiles: list('ignore-files'),
    locales: locales('locales'),
    ignoreLocales: locales('ignore-locales'),
    merge: boolean('merge', false),
    ignoreMissing: boolean('ignore-missing', false),
    minorChanges: boolean('minor-changes', false),
    label: renamedString('service-label'),
    uploadTranslations: boolean('upload-translations', false),
    allowRemovals: boolean('allow-removals', false),
    keepFormatting: boolean('keep-formatting', true),
    pullMasters: boolean('pull-masters', false),
    importTimeoutSeconds: seconds('import-timeout'),
    dryRun: boolean('dry-run', false),
    githubToken: optionalString('github-token'),
    branch: branchName('branch', 'translation-sync') ?? 'translation-sync',
    base: branchName('base', undefined),
    title: stringWithDefault('title', 'Update translations'),
    body: raw('body'),
    commitMessage: stringWithDefault('commit-message', 'Update translations'),
    labels: list('labels'),
    assignees: list('assignees'),
    reviewers: list('reviewers'),
    teamReviewers: list('team-reviewers'),
    pullRequestPer: pullRequestPer(),
    localeReviewers: localeReviewers(),
    draft: boolean('draft', false),
    author: parseIdentity('author', stringWithDefault('author', BOT_IDENTITY)),
    committer: parseIdentity('committer', stringWithDefault('committer', BOT_IDENTITY)),
    deleteBranch: boolean('delete-branch', false),
    signCommits: boolean('sign-commits', false),
    requiredLocales: locales('required-locales'),
    minCompletion: minCompletion(),
    failOnPlaceholderErrors: boolean('fail-on-placeholder-errors', false),
    failOnFindings: new Set(FINDING_GATES.filter(([, gate]) => boolean(gate, false)).map(([kind]) => kind)),
    glossaryFile: repositoryPath('glossary-file'),
    workingDirectory:
      optionalString('working-directory') === '.'
        ? ''
        : (repositoryPath('working-directory', 'apps/web') ?? ''),
    allowTargetPaths: list('allow-target-paths'),
    runHooks: boolean('run-hooks', true),
    hookTimeoutSeconds: seconds('hook-timeout'),
    ...readyInputs(raw, (name, message) => new InputError(name, message)),
  };
  return Object.freeze(inputs);
}
