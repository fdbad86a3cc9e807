import { redact } from '../../client/redact.js';
import type { TranslationCommitResult } from '../../git/translation-branch.js';
import { codeSpan, inertProse } from '../../github/markdown.js';
import { plural } from '../../sync/words.js';
import type { ProjectOutcome } from './outputs.js';

/**
 * The job summary of a failed run: what failed, what the run had done by then (an upload to the
 * service, a branch pushed) and what to do. Written on every failure, so that the summary never
 * stays empty and a run that changed something before it failed says so.
 */
export function renderFailureSummary(options: {
  command: string | undefined;
  /** The step's failure line, already redacted. */
  message: string;
  /** Each project's engine result, as far as it came. */
  projects: readonly ProjectOutcome[];
  branch: TranslationCommitResult | undefined;
  error: unknown;
}): string {
  const { branch } = options;
  const lines = [
    `## translation-sync${options.command === undefined ? '' : `: ${options.command}`} failed`,
    '',
    '> [!CAUTION]',
    `> ${inertProse(options.message)}`,
    '',
    '### What this run did',
    '',
  ];
  const uploaded = options.projects.flatMap(({ engine, toRepoPath }) =>
    [
      ...(engine?.push?.uploaded.map((upload) => upload.path) ?? []),
      ...(engine?.push?.created.map((create) => create.path) ?? []),
      ...(engine?.translations?.uploads.map((upload) => upload.path) ?? []),
    ].map(toRepoPath),
  );
  const done: string[] = [];
  if (uploaded.length > 0)
    done.push(
      `- Sent ${plural(uploaded.length, 'file')} to the translation service: ${uploaded.map((file) => codeSpan(file)).join(', ')}.`,
    );
  const pushed = branch?.operation === 'pushed' ? branch : undefined;
  if (pushed !== undefined) {
    done.push(
      `- Pushed the branch ${codeSpan(pushed.branch)}${pushed.headSha === undefined ? '' : ` at ${codeSpan(pushed.headSha.slice(0, 12))}`} with ${plural(pushed.changedFiles.length, 'translation file')}; the pull request was not created or updated.`,
    );
  } else done.push('- No branch was pushed and no pull request was changed.');
  if (uploaded.length === 0 && (options.error as { code?: unknown } | undefined)?.code === 'input')
    done.push('- Nothing was sent to the translation service.');
  lines.push(...done, '', '### What to do', '');
  if ((options.error as { code?: unknown } | undefined)?.code === 'input')
    lines.push('Correct the input the message names, then run the workflow again.');
  else if (pushed !== undefined)
    lines.push(
      `Fix the cause above, then re-run the workflow: the action rebuilds its branch ${codeSpan(pushed.branch)} from the base and creates or updates the pull request. Nothing on the branch is lost meanwhile.`,
    );
  else
    lines.push(
      'Fix the cause above, then run the workflow again. docs/troubleshooting.md explains each failure by the code in parentheses.',
    );
  lines.push('');
  return redact(lines.join('\n'));
}
