import { redact } from '../client/redact.js';
import { codeSpan, inertProse, markdownWord } from '../github/markdown.js';
import { describeFinding, FINDING_KINDS, KIND_INFO, type FindingKind } from './findings.js';
import { formatPercent } from './gates.js';
import type { MasterChange } from './master-changes.js';
import { describeIssue } from './placeholder-check.js';
import type { CheckResult } from './run-check.js';
import { STATE_FILTERS } from './translation-state.js';

/**
 * The check's report in Markdown: one text for the pull request comment and the job summary.
 * Long key lists are cut, since a comment has a size limit and reviewers skim.
 */

/** The hidden first line of the pull request comment, by which every run finds it again. */
export const CHECK_MARKER = '<!-- translation-sync:check -->';

const MAX_KEYS = 20;
const MAX_ISSUES = 50;

// Service strings (paths, keys, locale codes, texts) are made inert here, at render time (R44).
const cell = inertProse;
const code = (text: string): string => codeSpan(text, true);

function keyList(keys: readonly string[]): string {
  if (keys.length === 0) return '';
  const shown = keys.slice(0, MAX_KEYS).map(code).join(', ');
  return keys.length > MAX_KEYS ? `${shown} and ${keys.length - MAX_KEYS} more` : shown;
}

function masterSection(changes: readonly MasterChange[], mode: CheckResult['mode']): string[] {
  const against = mode === 'service' ? 'the master the translation service holds now' : 'the base branch';
  const lines = ['### What this pull request sends for translation', ''];
  if (changes.length === 0) return [...lines, 'No master file changes keys.', ''];
  lines.push(`Compared with ${against}, once this pull request is merged and synced:`, '');
  for (const change of changes) {
    const status = change.deleted
      ? ' (removed from the repository)'
      : change.comparedWith === 'nothing'
        ? ' (new: the service does not have it yet)'
        : '';
    lines.push(`**${code(change.path)}**${status}`, '');
    if (change.problem !== undefined) {
      lines.push(`- could not compare keys: ${cell(change.problem)}`, '');
      continue;
    }
    const rows: [string, readonly string[]][] = [
      ['Added', change.added],
      ['Changed', change.changed],
      ['Removed', change.removed],
    ];
    const shown = rows.filter(([, keys]) => keys.length > 0);
    if (shown.length === 0) lines.push('- no key added, changed or removed');
    for (const [label, keys] of shown) lines.push(`- ${label} (${keys.length}): ${keyList(keys)}`);
    lines.push('');
  }
  return lines;
}

function stateSection(result: CheckResult): string[] {
  const states = result.states;
  if (states === undefined) return [];
  const filters = STATE_FILTERS.map(([, filter]) => `\`filters[${filter}]\``).join(', ');
  const lines = ['### Translation progress on the service', ''];
  if (states.length === 0) return [...lines, 'No target locale selected.', ''];
  lines.push(
    '| Locale | Untranslated | To verify | To proofread | Done | Translated |',
    '| --- | ---: | ---: | ---: | ---: | ---: |',
    ...states.map(
      (state) =>
        `| ${markdownWord(state.locale, true)} | ${state.untranslated} | ${state.toVerify} | ${state.toProofread} | ${state.done} | ${formatPercent(state.completion)} |`,
    ),
    '',
    `<sub>Counted with List Strings (${filters}, current strings only) out of ${states[0]?.total ?? 0} strings.</sub>`,
    '',
  );
  return lines;
}

/**
 * One kind's findings, grouped per locale. The comment shows the first 50 of the kind and counts
 * the rest; the job summary (`complete`) shows them all.
 */
function findingSection(result: CheckResult, kind: FindingKind, complete: boolean): string[] {
  const findings = result.findings.filter((finding) => finding.kind === kind);
  if (findings.length === 0) return [];
  const lines = [`### ${KIND_INFO[kind].heading} (${findings.length})`, ''];
  const locales = [...new Set(findings.map((finding) => finding.locale))];
  let shown = 0;
  for (const locale of locales) {
    const ofLocale = findings.filter((finding) => finding.locale === locale);
    const room = complete ? ofLocale.length : Math.max(0, MAX_ISSUES - shown);
    if (room === 0) break;
    lines.push(`**${markdownWord(locale, true)}** (${ofLocale.length})`, '');
    lines.push('| File | Line | Problem |', '| --- | ---: | --- |');
    for (const finding of ofLocale.slice(0, room))
      lines.push(`| ${code(finding.file)} | ${finding.line ?? ''} | ${cell(describeFinding(finding))} |`);
    shown += Math.min(room, ofLocale.length);
    lines.push('');
  }
  if (shown < findings.length)
    lines.push(
      `…and ${findings.length - shown} more, annotated in the run and listed in the job summary.`,
      '',
    );
  return lines;
}

function placeholderSection(result: CheckResult, complete: boolean): string[] {
  const issues = result.placeholderIssues;
  const lines = ['### Placeholders', ''];
  if (issues.length === 0) {
    const files = result.checkedTargets;
    return [
      ...lines,
      `Every translation keeps its placeholders (${files} file${files === 1 ? '' : 's'} checked).`,
      '',
    ];
  }
  lines.push('| File | Line | Problem |', '| --- | ---: | --- |');
  const shown = complete ? issues.length : MAX_ISSUES;
  for (const issue of issues.slice(0, shown))
    lines.push(`| ${code(issue.file)} | ${issue.line ?? ''} | ${cell(describeIssue(issue))} |`);
  if (issues.length > shown)
    lines.push('', `…and ${issues.length - shown} more, annotated in the run and listed in the job summary.`);
  return [...lines, ''];
}

function gateSection(result: CheckResult): string[] {
  if (result.gates.length === 0) return [];
  const icon = { passed: '✅', failed: '❌', skipped: '⏭️' } as const;
  return [
    '### Gates',
    '',
    ...result.gates.map(
      (gate) => `- ${icon[gate.status]} \`${gate.gate}\` ${gate.status}: ${cell(gate.reason)}`,
    ),
    '',
  ];
}

function warningVerdict(result: CheckResult): string {
  const placeholders = result.placeholderIssues.length;
  const parts = [
    placeholders > 0 ? `${placeholders} placeholder mismatch${placeholders === 1 ? '' : 'es'}` : '',
    ...FINDING_KINDS.map((kind) => {
      const count = result.findings.filter((finding) => finding.kind === kind).length;
      return count > 0 ? KIND_INFO[kind].counted(count) : '';
    }),
  ].filter((part) => part !== '');
  return parts.length > 0 ? `⚠️ ${parts.join(', ')}.` : '✅ Nothing to fix.';
}

/**
 * The report; `marker` (a hidden HTML comment) goes first so the comment can be found again.
 * `complete` lists every finding (the job summary) instead of the first 50 of each kind.
 */
export function renderCheckReport(
  result: CheckResult,
  options: { marker?: string; footer?: string; complete?: boolean } = {},
): string {
  const failed = result.gates.filter((gate) => gate.status === 'failed').length;
  const verdict = failed > 0 ? `❌ ${failed} gate${failed === 1 ? '' : 's'} failed.` : warningVerdict(result);
  const lines = [
    ...(options.marker === undefined ? [] : [options.marker]),
    '## translation-sync: check',
    '',
    verdict,
    '',
    ...result.notes.map((note) => `> ${cell(note)}`),
    ...(result.notes.length > 0 ? [''] : []),
    ...gateSection(result),
    ...(result.masters === undefined ? [] : masterSection(result.masters.changes, result.mode)),
    ...stateSection(result),
    ...placeholderSection(result, options.complete === true),
    ...FINDING_KINDS.flatMap((kind) => findingSection(result, kind, options.complete === true)),
    ...(options.footer === undefined ? [] : [options.footer, '']),
  ];
  return redact(lines.join('\n'));
}
