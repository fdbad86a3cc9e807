// src/action/results/: what a run leaves behind for the next step: outputs, the failure line,
// the failed run's summary. Imports runner/, projects/ and publish/.
import type { CheckResult } from '../../check/run-check.js';
import type { PullRequestResult } from '../../github/pull-request.js';
import type { SentReviewEdit } from '../../github/review-section.js';
import type { PublishedPullRequest } from '../publish/publish-part.js';
import { touched } from '../runner/pull-request-split.js';
import type { EngineResult } from '../../sync/engine.js';
import { setOutput } from '../runner/workflow-commands.js';

/**
 * Every output of action.yml, set on every path (success, nothing to do, dry-run and failure),
 * so that later steps can always read them.
 */
interface ActionOutputs {
  'uploaded-files': string;
  'downloaded-files': string;
  'changed-locales': string;
  'has-changes': string;
  'pull-requests': string;
  'sent-from-pull-request': string;
  'pull-request-number': string;
  'pull-request-url': string;
  'pull-request-operation': string;
  'pull-request-branch': string;
  'pull-request-head-sha': string;
  'missing-translations': string;
  'placeholder-errors': string;
  /** Locale to percent, as JSON (pull-review.ts); `{}` without a pull. */
  completion: string;
  /** Renamed and moved keys and the pairs left alone, as JSON (renamedKeysOutput). */
  'renamed-keys': string;
}

/** One project's part of the outputs: what its engine did, and how its paths become repository paths. */
export interface ProjectOutcome {
  readonly engine: EngineResult | undefined;
  /** Project paths to repository paths: the outputs name files as git and later steps see them. */
  readonly toRepoPath: (projectPath: string) => string;
}

export function computeOutputs(
  projects: readonly ProjectOutcome[],
  pullRequest: PullRequestResult | undefined,
  branch: string,
  check?: CheckResult,
  /** The files new to the translation branch, repository paths (publish.ts); undefined without a publish (dry-run). */
  newFiles?: readonly string[],
  /** Every pull request the run touched (publish.ts); `pullRequest` is the first of them. */
  pullRequests: readonly PublishedPullRequest[] = [],
  /** Keys people changed in the pull request that the run set on the service (review-edits.ts). */
  sentFromPullRequest: readonly SentReviewEdit[] = [],
): ActionOutputs {
  const uploaded = projects.flatMap(({ engine, toRepoPath }) =>
    [
      ...(engine?.push?.uploaded.map((upload) => upload.path) ?? []),
      ...(engine?.push?.created.map((create) => create.path) ?? []),
      ...(engine?.translations?.uploads.map((upload) => upload.path) ?? []),
    ].map(toRepoPath),
  );
  // Not every file the run wrote: on a fresh checkout of the base a rerun writes again what the
  // branch already has, and that is nothing new.
  const fresh = newFiles === undefined ? undefined : new Set(newFiles);
  const downloadedFiles = projects.flatMap(({ engine, toRepoPath }) =>
    (engine?.pull?.files ?? [])
      .map((file) => ({ path: toRepoPath(file.path), locale: file.locale }))
      .filter((file) => fresh === undefined || fresh.has(file.path)),
  );
  const downloaded = downloadedFiles.map((file) => file.path);
  const locales = [
    ...new Set(downloadedFiles.map((file) => file.locale).filter((locale) => locale !== '')),
  ].sort();
  return {
    'uploaded-files': uploaded.join('\n'),
    'downloaded-files': downloaded.join('\n'),
    'changed-locales': locales.join(','),
    'has-changes': String(downloaded.length > 0),
    'pull-requests': JSON.stringify(pullRequests.filter(touched).map(describePullRequest)),
    'sent-from-pull-request': JSON.stringify(sentFromPullRequest),
    'pull-request-number': pullRequest?.number === undefined ? '' : String(pullRequest.number),
    'pull-request-url': pullRequest?.url ?? '',
    'pull-request-operation': pullRequest?.operation ?? 'none',
    'pull-request-branch': pullRequest?.branch ?? branch,
    'pull-request-head-sha': pullRequest?.headSha ?? '',
    // Empty when not measured: another command, or a check without the service.
    'missing-translations': check?.missingTranslations === undefined ? '' : String(check.missingTranslations),
    'placeholder-errors': check === undefined ? '' : String(check.placeholderIssues.length),
    completion: '{}',
    'renamed-keys': JSON.stringify(projects.flatMap(renamedKeysOutput)),
  };
}

/**
 * One element per rename or move the push made (in a dry run: would make), and one per pair it
 * left alone, with the reason; files as repository paths.
 */
function renamedKeysOutput({ engine, toRepoPath }: ProjectOutcome): Record<string, unknown>[] {
  const report = engine?.push?.renames;
  if (report === undefined) return [];
  return [
    ...report.renames.map((rename) => ({
      file: toRepoPath(rename.file),
      'old-key': rename.from,
      'new-file': toRepoPath(rename.toFile),
      'new-key': rename.to,
      renamed: true,
      stated: rename.stated,
    })),
    ...report.leftAlone.flatMap((left) =>
      left.candidates.map((candidate) => ({
        file: left.file === '' ? '' : toRepoPath(left.file),
        'old-key': left.from,
        'new-file': candidate.file === '' ? '' : toRepoPath(candidate.file),
        'new-key': candidate.key,
        renamed: false,
        reason: left.reason,
      })),
    ),
  ];
}

/** One element of `pull-requests`, as action.yml documents it. */
function describePullRequest({ pullRequest, part }: PublishedPullRequest): Record<string, unknown> {
  return {
    number: pullRequest.number ?? null,
    url: pullRequest.url ?? null,
    branch: pullRequest.branch,
    operation: pullRequest.operation,
    locales: part.locales,
    projects: part.projects,
  };
}

export function setOutputs(outputs: ActionOutputs): void {
  for (const name of Object.keys(outputs) as (keyof ActionOutputs)[]) setOutput(name, outputs[name]);
}
