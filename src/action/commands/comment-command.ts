import { codeSpan } from '../../github/markdown.js';
import { isLocaleCode } from '../../project/locales.js';

/**
 * The `/translation-sync <verb> [arguments]` command of an issue or pull request comment. The
 * comment is anyone's text: only its first line is read, its length and its number of locales are
 * capped, locale codes must have the shape of one, and nothing of it is written back into a reply
 * except through a code span, where GitHub renders no mention, link or HTML.
 */

const COMMAND_PREFIX = '/translation-sync';

/** A longer first line is not a command someone typed. */
const MAX_LINE_LENGTH = 1000;
/** More than any project has; a longer list is refused rather than cut. */
const MAX_LOCALES = 100;
/** What a reply quotes of a word it refuses. */
const MAX_QUOTED = 40;

type CommentCommand =
  /** The comment does not start with the command: nothing to do, nothing to say. */
  | { readonly kind: 'none' }
  | { readonly kind: 'pull'; readonly locales: readonly string[] }
  | { readonly kind: 'check' }
  /** `help`, no verb, or a verb we do not know (`unknown`, to say so in the reply). */
  | { readonly kind: 'help'; readonly unknown?: string }
  /** A known verb with arguments it does not take: the reply says why (already Markdown). */
  | { readonly kind: 'invalid'; readonly verb: string; readonly reason: string };

/** A word of the comment, for a reply: cut short, then as a code span. */
function quoted(word: string): string {
  return codeSpan(word.length > MAX_QUOTED ? `${word.slice(0, MAX_QUOTED)}…` : word);
}

export function parseCommentCommand(body: string): CommentCommand {
  const firstLine = (body.split(/\r\n|\r|\n/, 1)[0] ?? '').trim();
  if (
    firstLine !== COMMAND_PREFIX &&
    !firstLine.startsWith(`${COMMAND_PREFIX} `) &&
    !firstLine.startsWith(`${COMMAND_PREFIX}\t`)
  )
    return { kind: 'none' };
  if (firstLine.length > MAX_LINE_LENGTH)
    return {
      kind: 'invalid',
      verb: 'command',
      reason: `the command line is longer than ${MAX_LINE_LENGTH} characters.`,
    };
  const [word = 'help', ...args] = firstLine.slice(COMMAND_PREFIX.length).split(/\s+/).filter(Boolean);
  const verb = word.toLowerCase();
  if (verb === 'help') return { kind: 'help' };
  if (verb === 'check') {
    return args.length === 0
      ? { kind: 'check' }
      : {
          kind: 'invalid',
          verb,
          reason: '`check` takes no arguments; it checks the pull request it is written on.',
        };
  }
  if (verb !== 'pull') return { kind: 'help', unknown: word };
  const refused = args.find((arg) => !isLocaleCode(arg));
  if (refused !== undefined)
    return {
      kind: 'invalid',
      verb,
      reason: `${quoted(refused)} is not a locale code such as fr, pt-BR or zh-Hant-TW.`,
    };
  const locales = [...new Set(args)];
  if (locales.length > MAX_LOCALES)
    return { kind: 'invalid', verb, reason: `name at most ${MAX_LOCALES} locales.` };
  return { kind: 'pull', locales };
}

/** The help reply: every verb, and the unknown one that brought it, if any. */
export function helpReply(unknown?: string): string {
  const lead =
    unknown === undefined
      ? 'translation-sync understands these commands, on the first line of a comment:'
      : `translation-sync does not know the command ${quoted(unknown)}. It understands these, on the first line of a comment:`;
  return [
    lead,
    '',
    `- \`${COMMAND_PREFIX} pull [locale ...]\`: download the translations now (only the locales named, if any) and update the translation pull request.`,
    `- \`${COMMAND_PREFIX} check\`: on a pull request, check it again against its current head and update the check comment.`,
    `- \`${COMMAND_PREFIX} help\`: this list.`,
    '',
    'Only people with write, maintain or admin permission on the repository may use them.',
  ].join('\n');
}

/** The one reply to someone who may not use the commands. */
export const NOT_ALLOWED_REPLY =
  'Only people with write, maintain or admin permission on this repository may use `/translation-sync` commands; nothing was run.';
