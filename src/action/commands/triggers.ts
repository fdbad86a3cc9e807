// src/action/commands/: runs started on someone's request: comment commands, dispatches, the
// reactions and replies that answer them, the pull request head a commented check reads.
// Imports runner/ only.
import { createGitHubClient, type GitHubClient } from '../../github/client.js';
import { inertProse } from '../../github/markdown.js';
import { isLocaleCode, sameLocale } from '../../project/locales.js';
import { helpReply, NOT_ALLOWED_REPLY, parseCommentCommand } from './comment-command.js';
import { objectAt, type ResolvedCommand, type RunContext } from '../runner/event.js';
import { InputError, type ActionInputs } from '../runner/inputs.js';
import type { Logger } from '../runner/logger.js';
import { dryRunResponder, githubResponder, mayRunCommands, type CommentRef } from './reactions.js';

/**
 * The events that start a run on someone's request rather than on a change: a
 * `/translation-sync` comment (issue_comment) and a `repository_dispatch` of type
 * `translation-sync` (a relay of the service's webhook, a script). Each becomes the command it
 * asks for, with the run's locales limited to those it names; the rest of the run is the same as
 * for a scheduled pull or a pull request's check.
 */

const DISPATCH_EVENT_TYPE = 'translation-sync';
const MAX_DISPATCH_LOCALES = 100;

class TriggerError extends Error {
  constructor(
    readonly code: 'dispatch-payload' | 'comment-command',
    message: string,
  ) {
    super(message);
    this.name = 'TriggerError';
  }
}

export interface TriggeredRun {
  /** What to run; undefined when the request is answered already (help, refused, not for us). */
  readonly command: ResolvedCommand | undefined;
  readonly inputs: ActionInputs;
  readonly context: RunContext;
  /** Tells the comment how the run ended (🚀, or 😕 and the reason), and removes what was made. */
  readonly finish: (failure?: string) => Promise<void>;
  /** A dry run's job summary section: the reactions and replies it would have posted. */
  readonly dryRunSummary: () => string;
}

interface StartOptions {
  inputs: ActionInputs;
  context: RunContext;
  logger: Logger;
  /** The step's failure line for an error (redacted), as main.ts writes it. */
  failureMessage: (error: unknown) => string;
}

const nothing = (): Promise<void> => Promise.resolve();
const noSummary = (): string => '';

/**
 * The run's inputs with its locales limited to `named`. A workflow that pulls only some locales
 * (the `locales` input) is not widened by a request: a locale outside them is refused.
 */
function limitLocales(inputs: ActionInputs, named: readonly string[]): ActionInputs {
  if (named.length === 0) return inputs;
  const outside = named.filter(
    (locale) => inputs.locales.length > 0 && !inputs.locales.some((allowed) => sameLocale(allowed, locale)),
  );
  if (outside.length > 0)
    throw new InputError(
      'locales',
      `the request names ${outside.join(', ')}, which this workflow does not pull (it pulls ${inputs.locales.join(', ')}).`,
    );
  return Object.freeze({ ...inputs, locales: [...named] });
}

/** `client_payload.locales`: absent (or empty) for every locale, else a list of locale codes. */
function dispatchLocales(payload: Record<string, unknown>): string[] {
  const locales = objectAt(payload, 'client_payload')?.['locales'];
  if (locales === undefined || locales === null) return [];
  if (
    !Array.isArray(locales) ||
    locales.length > MAX_DISPATCH_LOCALES ||
    !locales.every((locale): locale is string => typeof locale === 'string' && isLocaleCode(locale))
  )
    throw new TriggerError(
      'dispatch-payload',
      `client_payload.locales of the repository_dispatch must be a list of at most ${MAX_DISPATCH_LOCALES} locale codes such as ["fr", "pt-BR"]; fix the sender.`,
    );
  return [...new Set(locales)];
}

function startDispatch(options: StartOptions, payload: Record<string, unknown>): TriggeredRun {
  const { inputs, context, logger } = options;
  const type = typeof payload['action'] === 'string' ? payload['action'] : '';
  if (type !== DISPATCH_EVENT_TYPE) {
    logger.notice(
      `translation-sync pulls on a repository_dispatch of type ${DISPATCH_EVENT_TYPE}; this one is of another type, so nothing was done.`,
    );
    return { command: undefined, inputs, context, finish: nothing, dryRunSummary: noSummary };
  }
  const locales = dispatchLocales(payload);
  if (locales.length > 0) logger.info(`The repository_dispatch asks for ${locales.join(', ')}.`);
  return {
    command: 'pull',
    inputs: limitLocales(inputs, locales),
    context,
    finish: nothing,
    dryRunSummary: noSummary,
  };
}

function runUrl(context: RunContext): string | undefined {
  const id = process.env['GITHUB_RUN_ID'] ?? '';
  if (!/^\d+$/.test(id) || context.owner === undefined || context.repo === undefined) return undefined;
  return `${context.serverUrl.replace(/\/+$/, '')}/${context.owner}/${context.repo}/actions/runs/${id}`;
}

/** The reply to a command that failed: what it was, the reason (Markdown-inert) and the run. */
function failureReply(verb: string, reason: string, link: string | undefined): string {
  return [
    `\`/translation-sync ${verb}\` failed: ${inertProse(reason)}`,
    ...(link === undefined ? [] : ['', `[The run's log](${link})`]),
  ].join('\n');
}

async function startComment(options: StartOptions, payload: Record<string, unknown>): Promise<TriggeredRun> {
  const { inputs, context, logger } = options;
  let done: TriggeredRun = { command: undefined, inputs, context, finish: nothing, dryRunSummary: noSummary };
  if (payload['action'] !== 'created') {
    logger.info(
      `The comment was ${String(payload['action'])}, not created: translation-sync answers new comments only.`,
    );
    return done;
  }
  const comment = objectAt(payload, 'comment');
  const issue = objectAt(payload, 'issue');
  const body = typeof comment?.['body'] === 'string' ? comment['body'] : '';
  const parsed = parseCommentCommand(body);
  if (parsed.kind === 'none') {
    logger.info('The comment is not a /translation-sync command.');
    return done;
  }
  const login = objectAt(comment, 'user')?.['login'];
  const commentId = comment?.['id'];
  const issueNumber = issue?.['number'];
  if (
    typeof login !== 'string' ||
    typeof commentId !== 'number' ||
    typeof issueNumber !== 'number' ||
    context.owner === undefined ||
    context.repo === undefined
  )
    throw new TriggerError(
      'comment-command',
      'The issue_comment event lacks its comment, author or issue; nothing was run.',
    );
  if (inputs.githubToken === undefined)
    throw new InputError(
      'github-token',
      'is empty: answering a /translation-sync comment needs it. Leave it at its default (${{ github.token }}).',
    );
  const ref: CommentRef = { owner: context.owner, repo: context.repo, issueNumber, commentId };
  const github = createGitHubClient({
    token: inputs.githubToken,
    baseUrl: context.apiUrl,
    graphqlUrl: context.graphqlUrl,
    logger,
  });
  // A dry run still asks who wrote the comment (a read), to say what a real run would answer.
  const respond = inputs.dryRun ? dryRunResponder(ref, logger) : githubResponder(github, ref, logger);
  done = { ...done, dryRunSummary: () => respond.summary() };
  if (!(await mayRunCommands(github, ref, login))) {
    logger.notice(
      `${login} may not use /translation-sync commands (they need write permission); nothing was run.`,
    );
    await respond.reply(NOT_ALLOWED_REPLY);
    return done;
  }
  await respond.react('eyes');
  const answered = async (text: string, reaction: 'rocket' | 'confused'): Promise<TriggeredRun> => {
    await respond.reply(text);
    await respond.react(reaction);
    return done;
  };
  if (parsed.kind === 'help')
    return answered(helpReply(parsed.unknown), parsed.unknown === undefined ? 'rocket' : 'confused');
  if (parsed.kind === 'invalid') {
    logger.notice(`The /translation-sync command was not run: ${parsed.reason}`);
    return answered(`\`/translation-sync ${parsed.verb}\` was not run: ${parsed.reason}`, 'confused');
  }
  let dispose = nothing;
  const finish = async (failure?: string): Promise<void> => {
    await dispose();
    if (failure !== undefined) await respond.reply(failureReply(parsed.kind, failure, runUrl(context)));
    await respond.react(failure === undefined ? 'rocket' : 'confused');
  };
  try {
    if (parsed.kind === 'pull') {
      return { ...done, command: 'pull', inputs: limitLocales(inputs, parsed.locales), finish };
    }
    if (objectAt(issue, 'pull_request') === undefined)
      return await answered(
        '`/translation-sync check` checks a pull request; write it on one, not on an issue.',
        'confused',
      );
    const head = await checkPullRequest(github, options, issueNumber);
    dispose = head.dispose;
    return { ...done, command: 'check', context: head.context, finish };
  } catch (error) {
    await finish(options.failureMessage(error));
    throw error;
  }
}

async function checkPullRequest(github: GitHubClient, options: StartOptions, number: number) {
  const { checkoutPullRequestHead } = await import('./pull-request-head.js');
  return checkoutPullRequestHead({
    github,
    inputs: options.inputs,
    context: options.context,
    number,
    logger: options.logger,
  });
}

/** The run a comment or a dispatch asks for; src/main.ts runs it as any other. */
export async function startTrigger(options: StartOptions): Promise<TriggeredRun> {
  // The payload read with the run's context: the event file is read once.
  const payload = options.context.event;
  return options.context.eventName === 'issue_comment'
    ? startComment(options, payload)
    : startDispatch(options, payload);
}
