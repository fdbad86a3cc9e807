import type { Command } from './inputs.js';
import { readEventFile, runnerWorkspace } from './runner-files.js';

/**
 * What the runner tells us about the run: the event, the repository, and for a push the range of
 * commits it brought. Read from the runner's environment and event file, never guessed.
 */

export type ResolvedCommand = Exclude<Command, 'auto'>;

interface PushRange {
  readonly before: string | undefined;
  readonly after: string | undefined;
  /** The pushed ref, e.g. refs/heads/main or refs/tags/v1.0. */
  readonly ref: string | undefined;
  /** A deletion: `deleted: true`, or an all-zero `after`. */
  readonly deleted: boolean;
  /** The messages of the pushed commits (the payload's `commits`, else `head_commit`). */
  readonly messages: readonly string[];
}

export interface RunContext {
  readonly eventName: string;
  readonly workspace: string;
  /**
   * The checkout git runs in, when the workspace is not one: a comment's check reads a copy of
   * the pull request's files (pull-request-head.ts) and asks git in the workflow's checkout.
   */
  readonly repositoryDir?: string | undefined;
  readonly owner: string | undefined;
  readonly repo: string | undefined;
  readonly defaultBranch: string | undefined;
  readonly serverUrl: string;
  readonly apiUrl: string;
  /** GITHUB_GRAPHQL_URL, when the runner sets it (GitHub Enterprise Server: https://HOST/api/graphql). */
  readonly graphqlUrl: string | undefined;
  readonly runnerTemp: string | undefined;
  readonly push: PushRange;
  readonly pullRequest: PullRequestEvent | undefined;
  /**
   * The event file's payload ($GITHUB_EVENT_PATH), read and parsed once for the run: a comment or
   * a dispatch (triggers.ts) takes what it asks for from here. `{}` without GITHUB_EVENT_PATH.
   */
  readonly event: Readonly<Record<string, unknown>>;
}

export interface PullRequestEvent {
  readonly number: number;
  readonly baseSha: string;
  readonly headSha: string;
  readonly baseRef: string;
  /** True when the head lives in a fork: the run then has no secrets. */
  readonly fromFork: boolean;
}

const ZERO_SHA = /^0+$/;

export function objectAt(value: unknown, key: string): Record<string, unknown> | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const child = (value as Record<string, unknown>)[key];
  return typeof child === 'object' && child !== null ? (child as Record<string, unknown>) : undefined;
}

function stringAt(value: Record<string, unknown> | undefined, key: string): string | undefined {
  const child = value?.[key];
  return typeof child === 'string' && child !== '' ? child : undefined;
}

function pullRequestOf(event: Record<string, unknown>): PullRequestEvent | undefined {
  const pull = objectAt(event, 'pull_request');
  if (pull === undefined || typeof pull['number'] !== 'number') return undefined;
  const base = objectAt(pull, 'base');
  const head = objectAt(pull, 'head');
  const baseRepo = stringAt(objectAt(base, 'repo'), 'full_name');
  const headRepo = stringAt(objectAt(head, 'repo'), 'full_name');
  const baseSha = stringAt(base, 'sha');
  const headSha = stringAt(head, 'sha');
  const baseRef = stringAt(base, 'ref');
  if (baseSha === undefined || headSha === undefined || baseRef === undefined) return undefined;
  return { number: pull['number'], baseSha, headSha, baseRef, fromFork: headRepo !== baseRepo };
}

/** A push payload's commit messages: `commits` lists the pushed commits, `head_commit` the last. */
function commitMessagesOf(event: Record<string, unknown>): string[] {
  const commits = Array.isArray(event['commits']) ? (event['commits'] as unknown[]) : [];
  const messages = commits.flatMap((commit) => {
    const message = stringAt(
      typeof commit === 'object' && commit !== null ? (commit as Record<string, unknown>) : undefined,
      'message',
    );
    return message === undefined ? [] : [message];
  });
  const head = stringAt(objectAt(event, 'head_commit'), 'message');
  return messages.length === 0 && head !== undefined ? [head] : messages;
}

/**
 * The run's context from the runner's variables and event file (runner-files.ts checks both). A
 * run that writes refuses to guess its workspace; a dry run may read the working directory.
 */
export function readRunContext(
  env: NodeJS.ProcessEnv = process.env,
  options: { dryRun: boolean; note?: (message: string) => void } = { dryRun: false },
): RunContext {
  const event = readEventFile(env['GITHUB_EVENT_PATH']);
  const [owner, repo] = (env['GITHUB_REPOSITORY'] ?? '').split('/');
  const before = typeof event['before'] === 'string' ? event['before'] : undefined;
  const after = typeof event['after'] === 'string' ? event['after'] : undefined;
  return {
    eventName: env['GITHUB_EVENT_NAME'] ?? '',
    workspace: runnerWorkspace(env, options),
    owner: owner === '' ? undefined : owner,
    repo: repo === '' ? undefined : repo,
    defaultBranch: stringAt(objectAt(event, 'repository'), 'default_branch'),
    serverUrl: env['GITHUB_SERVER_URL'] ?? 'https://github.com',
    apiUrl: env['GITHUB_API_URL'] ?? 'https://api.github.com',
    graphqlUrl: env['GITHUB_GRAPHQL_URL'] === '' ? undefined : env['GITHUB_GRAPHQL_URL'],
    runnerTemp: env['RUNNER_TEMP'] === '' ? undefined : env['RUNNER_TEMP'],
    push: {
      // An all-zero `before` is a new branch: there is no range to diff, so the hash rule decides.
      before: before === undefined || ZERO_SHA.test(before) ? undefined : before,
      after,
      ref: typeof event['ref'] === 'string' ? event['ref'] : undefined,
      deleted: event['deleted'] === true || (after !== undefined && ZERO_SHA.test(after)),
      messages: commitMessagesOf(event),
    },
    pullRequest: pullRequestOf(event),
    event,
  };
}

const COMMAND_BY_EVENT: Record<string, ResolvedCommand> = {
  push: 'sync',
  schedule: 'pull',
  workflow_dispatch: 'pull',
  repository_dispatch: 'pull',
  pull_request: 'check',
  pull_request_target: 'check',
};

/** Events whose payload says what to run: a `/translation-sync` comment, a dispatch (triggers.ts). */
export const TRIGGER_EVENTS: ReadonlySet<string> = new Set(['issue_comment', 'repository_dispatch']);

/** `auto` picks by event; undefined means the event is not one we handle (the caller says so). */
export function resolveCommand(command: Command, eventName: string): ResolvedCommand | undefined {
  return command === 'auto' ? COMMAND_BY_EVENT[eventName] : command;
}

/**
 * Why `auto` leaves this push alone, or undefined to sync it. A tag push and the deletion of a
 * branch or tag bring no new strings: syncing would run on whatever the runner checked out.
 */
export function pushSkipReason(context: RunContext): string | undefined {
  if (context.eventName !== 'push') return undefined;
  const ref = context.push.ref ?? '';
  const what = ref.startsWith('refs/tags/')
    ? `tag ${ref.slice('refs/tags/'.length)}`
    : `branch ${ref.replace(/^refs\/heads\//, '')}`;
  if (context.push.deleted) return `This push deleted ${what}: there is nothing to sync.`;
  if (ref.startsWith('refs/tags/'))
    return `This push is of ${what}: tags bring no new strings, so there is nothing to sync.`;
  return undefined;
}
