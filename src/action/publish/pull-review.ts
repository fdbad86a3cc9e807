import { describeFinding, UNSAFE_KINDS } from '../../check/findings.js';
import { readGlossary } from '../../check/glossary-source.js';
import { describeIssue } from '../../check/placeholder-check.js';
import path from 'node:path';
import { checkedForRecord, checksKey, readChecked, type CheckedState } from '../../check/checked-targets.js';
import {
  percentOf,
  reviewPulledFiles,
  type KnownFiles,
  type PulledTarget,
} from '../../check/pulled-files.js';
import { PULLED_RECORD, pulledRecordText } from '../../project/pulled-record.js';
import { sha1OfFile } from '../../sync/local-files.js';
import { writePulledRecord } from '../../sync/pull.js';
import type { AutoMergeHold, CompletionRow } from '../../github/readiness-section.js';
import type { PullResult } from '../../sync/pull.js';
import type { ActionInputs } from '../runner/inputs.js';
import type { Logger } from '../runner/logger.js';
import type { ProjectScope } from '../projects/project-scope.js';
import { thresholdOf } from '../runner/ready-inputs.js';
import { HEADINGS, type PullReview, type ReviewFinding, type ReviewKind } from './review-summary.js';

/**
 * The pull checks what it downloads (issues 49, 56): every target file of the pull request, as
 * the pull wrote it, goes through the checks `check` runs, against its master, and each file the
 * pull changed against the repository's copy; each locale's completion is counted from the same
 * files; a locale below its `locale-min-completion` is held back. A finding that can break the
 * app keeps auto-merge off unless `auto-merge-ignore` names its kind; the `fail-on-*` inputs say
 * which kinds are annotated as errors (and add glossary terms to what auto-merge waits for). No
 * finding fails the run: the pull request is how a team sees it.
 */

function isError(inputs: ActionInputs, kind: ReviewKind): boolean {
  return kind === 'placeholder' ? inputs.failOnPlaceholderErrors : inputs.failOnFindings.has(kind);
}

function autoMergeOf(inputs: ActionInputs, kind: ReviewKind): AutoMergeHold | undefined {
  if (inputs.autoMerge === 'off' || (!UNSAFE_KINDS.has(kind) && !isError(inputs, kind))) return undefined;
  return inputs.autoMergeIgnore.has(kind) ? 'ignored' : 'holds';
}

/** The bytes of repository paths as the repository had them before the pull (HEAD), in order. */
type PreviousFiles = (repoPaths: readonly string[]) => Promise<readonly (Uint8Array | undefined)[]>;

/**
 * The files of a project's pull that it changed, with their bytes before the pull, by project
 * path: as the pull had them in hand, else (past what it holds) from git.
 */
async function previousOf(
  scope: ProjectScope,
  pull: PullResult,
  previous: PreviousFiles | undefined,
): Promise<ReadonlyMap<string, Uint8Array>> {
  const inHand = pull.known?.previous ?? new Map<string, Uint8Array>();
  const changed = pull.files.filter((file) => file.status === 'changed').map((file) => file.path);
  const missing = changed.filter((path) => !inHand.has(path));
  if (previous === undefined || missing.length === 0) return inHand;
  const bytes = await previous(missing.map((path) => scope.toRepoPath(path)));
  return new Map([
    ...inHand,
    ...missing.flatMap((path, index) => {
      const before = bytes[index];
      return before === undefined ? [] : [[path, before] as const];
    }),
  ]);
}

/**
 * What the review may take from the pull and from what earlier runs learned (the pulled record's
 * `checked`), so that it reads only the files whose bytes changed. Masters are hashed, once each,
 * when a target asks for theirs: the pull hashed only the targets.
 */
function knownFiles(scope: ProjectScope, pull: PullResult, inputs: string): KnownFiles | undefined {
  const { known, record } = pull;
  if (known === undefined) return undefined;
  const masters = new Map<string, string | undefined>();
  return {
    targetSha1: known.sha1,
    masterSha1: (master) => {
      if (!masters.has(master)) masters.set(master, sha1OfFile(path.join(scope.dir, ...master.split('/'))));
      return masters.get(master);
    },
    written: known.bytes,
    checked: record === undefined ? undefined : readChecked(record.checked, inputs),
    inputs,
  };
}

/**
 * The pull with its record holding what the review learned: written beside the translations the
 * pull wrote, never alone (a pull request of the record only would be noise), and only when it
 * differs, so that a rerun changes nothing. With one pull request per locale the record, of no
 * locale, is a pull request of its own: it is not started for this, only kept up where it is.
 */
async function withChecked(
  scope: ProjectScope,
  pull: PullResult,
  checked: CheckedState | undefined,
  inputs: ActionInputs,
): Promise<PullResult> {
  const { record } = pull;
  if (record === undefined || checked === undefined || pull.files.length === 0) return pull;
  if (inputs.pullRequestPer === 'locale' && record.text === undefined) return pull;
  const text = pulledRecordText(record.files, checkedForRecord(checked), record.text !== undefined);
  if (text === undefined || text === record.text) return pull;
  await writePulledRecord(scope.dir, text);
  const targetPaths = pull.targetPaths.includes(PULLED_RECORD)
    ? pull.targetPaths
    : [...pull.targetPaths, PULLED_RECORD].sort();
  return { ...pull, targetPaths, record: { ...record, text }, worktreeBlobs: undefined };
}

/** The pulls' targets in a project, each with its master (from the pull's listing): what reviewPulledFiles reads. */
function targetsOf(pull: PullResult): PulledTarget[] {
  if (pull.project === undefined) return [];
  const { projectFiles, sourceLocale } = pull.project;
  const names = new Map(projectFiles.map((file) => [file.id, file.name]));
  const masters = new Map(
    projectFiles.map((file) => [file.name, file.masterProjectFileId ?? undefined] as const),
  );
  return [...pull.targetLocales].flatMap(([path, locale]) => {
    const id = masters.get(path);
    const master = id === undefined ? undefined : names.get(id);
    return master === undefined ? [] : [{ path, locale, master, sourceLocale: sourceLocale.code }];
  });
}

export async function reviewPulls(options: {
  inputs: ActionInputs;
  projects: readonly { scope: ProjectScope; pull: PullResult }[];
  logger: Logger;
  /** The repository's copies before the pull; undefined (a dry run): no invisible-change check. */
  previous?: PreviousFiles | undefined;
}): Promise<{ review: PullReview; projects: { scope: ProjectScope; pull: PullResult }[] }> {
  const { inputs, logger } = options;
  const projects: { scope: ProjectScope; pull: PullResult }[] = [];
  const counts = new Map<string, { translated: number; total: number }>();
  const localeOf = new Map<string, string>();
  const findings: ReviewFinding[] = [];
  for (const { scope, pull } of options.projects) {
    const notes: string[] = [];
    const glossary = await readGlossary({
      workspace: scope.dir,
      glossaryFile: inputs.glossaryFile,
      service: undefined,
      logger,
      notes,
    });
    const reviewed = await reviewPulledFiles({
      workspace: scope.dir,
      targets: targetsOf(pull),
      glossary,
      previous: await previousOf(scope, pull, options.previous),
      known: knownFiles(scope, pull, checksKey(glossary)),
    });
    projects.push({ scope, pull: await withChecked(scope, pull, reviewed.checked, inputs) });
    for (const note of [...notes, ...reviewed.unreadable]) logger.warning(`Not checked: ${note}`);
    for (const [path, locale] of pull.targetLocales) localeOf.set(scope.toRepoPath(path), locale);
    for (const { locale, translated, total } of reviewed.completion) {
      const sum = counts.get(locale) ?? { translated: 0, total: 0 };
      counts.set(locale, { translated: sum.translated + translated, total: sum.total + total });
    }
    for (const issue of reviewed.placeholderIssues)
      findings.push({
        kind: 'placeholder',
        file: scope.toRepoPath(issue.file),
        key: issue.form === undefined ? issue.key : `${issue.key} (${issue.form})`,
        locale: issue.locale,
        line: issue.line,
        message: describeIssue(issue),
        problem: [
          issue.missing.length > 0 ? `lacks ${issue.missing.join(' ')}` : '',
          issue.extra.length > 0 ? `has ${issue.extra.join(' ')} that the source does not` : '',
        ]
          .filter((part) => part !== '')
          .join(' and '),
        error: isError(inputs, 'placeholder'),
        autoMerge: autoMergeOf(inputs, 'placeholder'),
      });
    for (const finding of reviewed.findings)
      findings.push({
        kind: finding.kind,
        file: scope.toRepoPath(finding.file),
        key:
          finding.key === undefined || finding.form === undefined
            ? finding.key
            : `${finding.key} (${finding.form})`,
        locale: finding.locale,
        line: finding.line,
        message: describeFinding(finding),
        problem: finding.problem,
        error: isError(inputs, finding.kind),
        autoMerge: autoMergeOf(inputs, finding.kind),
      });
  }
  const completion = [...counts]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([locale, { translated, total }]): CompletionRow => {
      const percent = percentOf(translated, total);
      const threshold = thresholdOf(inputs.localeMinCompletion, locale);
      return {
        locale,
        percent,
        translated,
        total,
        threshold: threshold > 0 ? threshold : undefined,
        heldBack: threshold > 0 && percent < threshold,
      };
    });
  const held = new Set(completion.filter((row) => row.heldBack).map((row) => row.locale));
  for (const row of completion)
    if (row.heldBack)
      logger.warning(
        `${row.locale} is ${row.percent.toFixed(1)}% translated, below its locale-min-completion of ${row.threshold ?? 0}%: its files stay out of the pull request.`,
      );
  const heldBack = new Set([...localeOf].filter(([, locale]) => held.has(locale)).map(([path]) => path));
  const kept = findings.filter((finding) => !heldBack.has(finding.file));
  for (const finding of kept) {
    const annotation = { file: finding.file, title: HEADINGS[finding.kind].title };
    const located = finding.line === undefined ? annotation : { ...annotation, line: finding.line };
    if (finding.error) logger.error(finding.message, located);
    else logger.warning(finding.message, located);
  }
  return { review: { completion, heldBack, findings: kept }, projects };
}
