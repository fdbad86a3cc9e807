import { appendSummary } from '../runner/workflow-commands.js';
import { redact } from '../../client/redact.js';
import { stat } from 'node:fs/promises';
import { codeSpan, cutMarkdown, inertProse, markdownWord } from '../../github/markdown.js';
import type { EngineResult } from '../../sync/engine.js';
import { plural, uploadReason } from '../../sync/words.js';
import type { PullRequestResult } from '../../github/pull-request.js';
import { failureMessage } from '../results/failure-message.js';
import { renamedKeysSection } from '../../github/renamed-keys-section.js';
import type { PublishResult } from '../publish/publish.js';
import { touched } from '../runner/pull-request-split.js';
import type { ProjectRun } from './sync-projects.js';

/**
 * The job summary: what was uploaded and skipped (with reasons), how long the import took, what
 * each locale gained, and the pull request. With dry-run, the same as a plan.
 */

const reason = uploadReason;

/** Keys named in a row of the translations table; the log names them all. */
const EDITS_LISTED = 20;

/** How a translation file reached the service: merged, and the push's own edits set key by key. */
function translationHow(upload: { readonly fileSent?: boolean; readonly edits?: readonly string[] }): string {
  const parts = upload.fileSent === false ? [] : ["merge: keeps the service's translations"];
  const edits = upload.edits ?? [];
  if (edits.length > 0) {
    const named = edits.slice(0, EDITS_LISTED).map((key) => codeSpan(key, true));
    if (edits.length > EDITS_LISTED) named.push(`${edits.length - EDITS_LISTED} more`);
    parts.push(`the push's edits set: ${named.join(', ')}`);
  }
  return parts.join('; ');
}

export function renderSummary(options: {
  command: string;
  dryRun: boolean;
  /** Every project's run: with several, each has its section, a failed one its failure. */
  runs: readonly ProjectRun[];
  publish: PublishResult | undefined;
}): string {
  const { runs, publish, dryRun } = options;
  const lines: string[] = [
    `## translation-sync: ${options.command}${dryRun ? ' (dry-run: nothing was changed)' : ''}`,
    '',
  ];
  const several = runs.length > 1;
  for (const { project, engine, error } of runs) {
    if (several) lines.push(`### Project ${codeSpan(project.name)}`, '');
    // Redacted, and it quotes nothing the service chose but file names (R44).
    if (error !== undefined) lines.push('> [!CAUTION]', `> ${inertProse(failureMessage(error))}`, '');
    lines.push(
      ...engineSections(engine, dryRun, several ? '####' : '###', (file) => project.scope.toRepoPath(file)),
    );
  }
  const sentFromPull = publish?.sentFromPullRequest ?? [];
  if (sentFromPull.length > 0)
    lines.push(
      '### Sent to the service from this pull request',
      '',
      '| Key | Locale | Text | Commit |',
      '| --- | --- | --- | --- |',
      ...sentFromPull.map(
        (edit) =>
          `| ${codeSpan(edit.key, true)} | ${codeSpan(edit.locale, true)} | ${codeSpan(edit.text, true)} | ${markdownWord(edit.commit.slice(0, 12), true)} by ${codeSpan(edit.author, true)} |`,
      ),
      '',
    );
  if (publish !== undefined) {
    const all = publish.pullRequests.filter(touched).map((published) => published.pullRequest);
    const described = (pr: PullRequestResult) =>
      pr.url !== undefined
        ? `[#${pr.number ?? ''}](${pr.url}) on \`${pr.branch}\`: **${pr.operation}**.`
        : `No pull request on \`${pr.branch}\` (${pr.operation}).`;
    if (all.length > 1) lines.push('### Pull requests', '', ...all.map((pr) => `- ${described(pr)}`), '');
    else {
      const pr = all[0] ?? publish.pullRequest;
      lines.push('### Pull request', '');
      if (pr.url !== undefined) lines.push(described(pr), '');
      else lines.push(`No pull request (${pr.operation}).`, '');
    }
  }
  return redact(lines.join('\n'));
}

/** One project's push, translations and pull, under headings of level `heading` (`###`). */
function engineSections(
  engine: EngineResult | undefined,
  dryRun: boolean,
  heading: string,
  repoPath: (projectPath: string) => string,
): string[] {
  const fileSpan = (file: string, inTable = false) => codeSpan(repoPath(file), inTable);
  const lines: string[] = [];
  const push = engine?.push;
  if (push !== undefined) {
    const verb = dryRun ? 'Would upload' : 'Uploaded';
    const sent = [
      ...push.uploaded.map((upload) => [upload.path, reason(upload.reason)]),
      ...push.created.map((create) => [create.path, reason(create.reason)]),
    ];
    lines.push(`${heading} Push`, '');
    if (sent.length === 0) lines.push('No master file needed uploading.', '');
    else
      lines.push(
        `| ${verb} | Why |`,
        '| --- | --- |',
        ...sent.map(([file, why]) => `| ${fileSpan(file ?? '', true)} | ${why ?? ''} |`),
        '',
      );
    if (push.skipped.length > 0) {
      lines.push('<details><summary>Skipped</summary>', '', '| File | Why |', '| --- | --- |');
      lines.push(
        ...push.skipped.map((skip) => `| ${fileSpan(skip.path, true)} | ${reason(skip.reason)} |`),
        '',
        '</details>',
        '',
      );
    }
    if (!dryRun && sent.length > 0)
      lines.push(`Import wait: ${(push.importWaitMs / 1000).toFixed(1)} s.`, '');
    lines.push(...renamedKeysSection(push.renames, push.obsolete, { heading, repoPath, dryRun }));
  }
  const translations = engine?.translations;
  if (translations !== undefined) {
    lines.push(`${heading} Translations (upload-translations)`, '');
    if (translations.uploads.length === 0) lines.push('No translation file needed uploading.', '');
    else
      lines.push(
        `| ${dryRun ? 'Would upload' : 'Uploaded'} | Why | How |`,
        '| --- | --- | --- |',
        ...translations.uploads.map(
          (upload) =>
            `| ${fileSpan(upload.path, true)} | ${reason(upload.reason)} | ${translationHow(upload)} |`,
        ),
        '',
      );
    if (translations.hashBased.length > 0)
      lines.push(
        `Not uploaded (the service accepts no hash-based translation files): ${translations.hashBased.map((file) => fileSpan(file)).join(', ')}.`,
        '',
      );
  }
  const pull = engine?.pull;
  if (pull !== undefined) {
    lines.push(`${heading} Pull`, '');
    if (pull.planned.length === 0)
      lines.push('Every translation file was up to date; nothing was downloaded.', '');
    else if (pull.locales.length === 0) lines.push('The downloaded files matched the repository.', '');
    else {
      lines.push(`| Locale | Keys added | Changed | Removed | Files |`, '| --- | ---: | ---: | ---: | --- |');
      for (const locale of pull.locales) {
        const files = locale.files.map((file) => fileSpan(file, true)).join(', ');
        lines.push(
          `| ${markdownWord(locale.locale, true)} | ${locale.added} | ${locale.changed} | ${locale.removed} | ${files} |`,
        );
      }
      lines.push('');
      lines.push(...fileRows(pull.files, dryRun, fileSpan));
    }
    // Warnings quote file names and locale codes from the service (R44).
    for (const warning of pull.warnings) lines.push(`> [!WARNING]`, `> ${inertProse(warning)}`, '');
  }
  return lines;
}

/** Files listed one by one, with their keys; past this many, counted. */
const FILES_LISTED = 200;

/** Each file written (or that would be, in a dry run) with its keys added, changed and removed. */
function fileRows(
  files: NonNullable<EngineResult['pull']>['files'],
  dryRun: boolean,
  fileSpan: (file: string, inTable?: boolean) => string,
): string[] {
  if (files.length === 0) return [];
  const shown = files.slice(0, FILES_LISTED);
  const count = (value: number | undefined) => (value === undefined ? '?' : String(value));
  return [
    `<details${dryRun ? ' open' : ''}><summary>${dryRun ? 'Would write' : 'Wrote'} ${plural(files.length, 'file')}</summary>`,
    '',
    '| File | Locale | Keys added | Changed | Removed |',
    '| --- | --- | ---: | ---: | ---: |',
    ...shown.map(
      (file) =>
        `| ${fileSpan(file.path, true)}${file.status === 'added' ? ' (new)' : ''} | ${markdownWord(file.locale, true)} | ${count(file.keys?.added)} | ${count(file.keys?.changed)} | ${count(file.keys?.removed)} |`,
    ),
    '',
    ...(files.length > shown.length ? [`…and ${plural(files.length - shown.length, 'more file')}.`, ''] : []),
    '</details>',
    '',
  ];
}

/** GitHub shows no summary of a step whose summary passes 1 MiB; appendSummary() adds a line end. */
const SUMMARY_LIMIT_BYTES = 1024 * 1024 - 2;

/**
 * Appends to the step's job summary, cut to what is left of GitHub's 1 MiB (the file is the
 * step's own, so what it holds already is this run's), with a line that says so.
 */
export async function writeSummary(markdown: string): Promise<void> {
  const file = process.env['GITHUB_STEP_SUMMARY'];
  if (file === undefined || file === '') return;
  const used = await stat(file).then(
    (info) => info.size,
    () => 0,
  );
  await appendSummary(
    cutMarkdown(markdown, {
      limit: Math.max(0, SUMMARY_LIMIT_BYTES - used),
      size: (text) => Buffer.byteLength(text, 'utf8'),
      note: '_…cut here: GitHub shows at most 1 MiB of a step’s job summary. The log has the whole run._',
    }),
  );
}
