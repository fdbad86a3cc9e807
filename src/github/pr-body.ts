import { redact } from '../client/redact.js';
import { plural } from '../sync/words.js';
import { codeSpan, GITHUB_BODY_LIMIT, markdownWord, oneLine } from './markdown.js';
import { revertedEditsSection, type RevertedEdit } from './reverted-edits-section.js';
import { reviewSection, type ReviewedCommits, type SentReviewEdit } from './review-section.js';

export interface LocaleChange {
  locale: string;
  added: number;
  changed: number;
  removed: number;
  files: string[];
  /** Per file, its counts and the first keys of each kind with their text (branch-changes.ts). */
  keys?: FileKeys[];
}

interface KeySample {
  kind: 'added' | 'changed' | 'removed';
  key: string;
  before?: string;
  after?: string;
}

export interface FileKeys {
  path: string;
  /** The base did not have the file: its keys are counted, not listed. */
  newFile: boolean;
  added: number;
  changed: number;
  removed: number;
  samples: KeySample[];
}

interface PullRequestBodyOptions {
  intro?: string;
  /** The pull request's base and branch, named in the note for the reviewer. */
  base?: string;
  branch?: string;
  locales: readonly LocaleChange[];
  files: readonly { path: string; status: 'added' | 'changed' }[];
  /** Translations edited on the base that this pull request changes back (reverted-edits-section.ts). */
  revertedEdits?: readonly RevertedEdit[];
  /** Edits made in this pull request that the run sent to the service, and the commits kept (review-section.ts). */
  sentFromPullRequest?: readonly SentReviewEdit[];
  reviewedCommits?: ReviewedCommits | undefined;
  /** The push's renamed and moved keys, one line each (renamed-keys-section.ts). */
  renamedKeys?: readonly string[];
  /** The checks, auto-merge and completion (readiness-section.ts): whole lines, within a quarter of the room. */
  readiness?: readonly string[];
  /** GitHub refuses bodies over 65,536 characters. */
  limit?: number;
}

const FILES_PER_LOCALE_CELL = 3;
const DEFAULT_INTRO = 'This pull request brings in the translations downloaded from the translation service.';
/** Keys of each kind listed per locale, with their text; the rest are counted. */
const KEYS_PER_KIND = 20;
/** Longest text quoted for a key; the file holds the whole of it. */
const TEXT_SHOWN = 80;

/** One short paragraph: where to fix a translation, what merging does, whose the branch is. */
function reviewerNote(base: string | undefined, branch: string | undefined): string {
  const into = base === undefined ? 'the base branch' : codeSpan(base);
  const own = branch === undefined ? 'This branch' : `The branch ${codeSpan(branch)}`;
  return (
    'To fix a translation, change it on the translation service, or here: a commit on this branch that changes only ' +
    'translation files is sent to the service by the next run, which keeps the commit and adds its own on top. ' +
    `Merging brings these files into ${into}. ${own} belongs to translation-sync: a commit that changes anything else ` +
    'stops the next run until it is moved or reverted.'
  );
}

function quoted(text: string | undefined): string {
  const line = oneLine(text ?? '');
  return codeSpan(line.length > TEXT_SHOWN ? `${line.slice(0, TEXT_SHOWN - 1)}…` : line);
}

function sampleLine(sample: KeySample): string {
  if (sample.kind === 'added') return `- added ${codeSpan(sample.key)}: ${quoted(sample.after)}`;
  if (sample.kind === 'removed') return `- removed ${codeSpan(sample.key)} (was ${quoted(sample.before)})`;
  return `- changed ${codeSpan(sample.key)}: ${quoted(sample.before)} → ${quoted(sample.after)}`;
}

/** Per locale, per file: the first keys of each kind with their text, then how many more. */
function keyLines(locales: readonly LocaleChange[]): string[] {
  const lines: string[] = [];
  for (const change of locales) {
    const files = (change.keys ?? []).filter((file) => file.added + file.changed + file.removed > 0);
    if (files.length === 0) continue;
    lines.push('', `#### ${markdownWord(change.locale)}`);
    const shown = { added: 0, changed: 0, removed: 0 };
    for (const file of files) {
      if (file.newFile) {
        lines.push('', `${codeSpan(file.path)}: new file, ${plural(file.added, 'key')}`);
        continue;
      }
      lines.push('', `${codeSpan(file.path)}:`);
      for (const sample of file.samples) {
        if (shown[sample.kind] >= KEYS_PER_KIND) continue;
        shown[sample.kind] += 1;
        lines.push(sampleLine(sample));
      }
    }
    const listedIn = files.filter((file) => !file.newFile);
    const more = (['added', 'changed', 'removed'] as const)
      .map((kind) => [kind, listedIn.reduce((sum, file) => sum + file[kind], 0) - shown[kind]] as const)
      .filter(([, count]) => count > 0)
      .map(([kind, count]) => `${plural(count, 'more key')} ${kind}`);
    if (more.length > 0) lines.push('', `_…and ${more.join(', ')}: the files hold them all._`);
  }
  return lines;
}

/**
 * A section of the body: heading lines that only make sense with at least one item, the items
 * (one line each), and the note that says how many items did not fit.
 */
interface Section {
  heading: string[];
  items: string[];
  omitted(count: number): string;
}

/**
 * Renders the body: per locale the keys added, changed and removed with its files, then every
 * file. When it would pass the limit, whole lines are dropped from the end of a section (never
 * half a line or a table row) and a note says how many were left out. Each line is redacted.
 */
export function renderPullRequestBody(options: PullRequestBodyOptions): string {
  const limit = options.limit ?? GITHUB_BODY_LIMIT;
  const lines: string[] = [];
  // Every line costs its length plus a newline; join() needs one fewer, so this stays on the safe side.
  let used = 0;
  const cost = (line: string): number => line.length + 1;
  const fits = (extra: number): boolean => used + extra <= limit;
  const push = (line: string): void => {
    lines.push(line);
    used += cost(line);
  };

  for (const line of (options.intro ?? DEFAULT_INTRO).split(/\r?\n/).map(redact)) {
    if (!fits(cost(line))) break;
    push(line);
  }
  // First after the intro: what a reviewer must decide on. At most a quarter of the room.
  for (const line of revertedEditsSection(options.revertedEdits ?? [], Math.min(limit - used, limit / 4)))
    push(redact(line));
  for (const line of reviewSection(
    options.sentFromPullRequest ?? [],
    options.reviewedCommits,
    Math.min(limit - used, limit / 4),
  ))
    push(redact(line));
  const readinessRoom = used + Math.min(limit - used, limit / 4);
  for (const line of (options.readiness ?? []).map(redact)) {
    if (used + cost(line) > readinessRoom) break;
    push(line);
  }
  for (const line of ['', redact(reviewerNote(options.base, options.branch))])
    if (fits(cost(line))) push(line);

  // The locales' table names their files; the files of no locale (a glossary) are listed apart.
  const inLocales = new Set(options.locales.flatMap((change) => change.files));
  const otherFiles = options.files.filter((file) => !inLocales.has(file.path));

  const sections: Section[] = [
    {
      heading: ['', '### Renamed and moved keys', ''],
      items: [...(options.renamedKeys ?? [])],
      omitted: (count) =>
        `_…and ${count.toLocaleString('en-US')} more ${count === 1 ? 'line' : 'lines'} of renamed keys not shown: the renamed-keys output lists them all._`,
    },
    {
      heading: [
        '',
        '### Changes per locale',
        '',
        '| Locale | Keys added | Keys changed | Keys removed | Files |',
        '| --- | ---: | ---: | ---: | --- |',
      ],
      items: options.locales.map(localeRow),
      omitted: (count) =>
        `_…and ${count.toLocaleString('en-US')} more ${count === 1 ? 'locale' : 'locales'} not shown: the pull request body is limited to ${limit.toLocaleString('en-US')} characters._`,
    },
    {
      heading: ['', '### Keys per locale'],
      items: keyLines(options.locales),
      omitted: (count) =>
        `_…and ${count.toLocaleString('en-US')} more ${count === 1 ? 'line' : 'lines'} of keys not shown: the pull request body is limited to ${limit.toLocaleString('en-US')} characters._`,
    },
    {
      heading: ['', '### Other files', ''],
      items: otherFiles.map(
        (file) => `- ${codeSpan(file.path)} (${file.status === 'added' ? 'new' : 'changed'})`,
      ),
      omitted: (count) =>
        `_…and ${count.toLocaleString('en-US')} more ${count === 1 ? 'file' : 'files'} not listed; the commit holds all of them._`,
    },
  ];

  // Room kept for the notes of the sections after the current one, so a long table cannot leave
  // the file list without even its count.
  const noteCosts = sections.map((section) =>
    section.items.length === 0 ? 0 : cost('') + cost(section.omitted(section.items.length)),
  );
  sections.forEach((section, index) => {
    if (section.items.length === 0) return;
    const reserved = noteCosts.slice(index + 1).reduce((sum, next) => sum + next, 0);
    const fits = (extra: number): boolean => used + extra + reserved <= limit;
    const heading = section.heading.map(redact);
    const items = section.items.map(redact);
    const headingCost = heading.reduce((sum, line) => sum + cost(line), 0);
    const allCost = items.reduce((sum, line) => sum + cost(line), 0);
    if (fits(headingCost + allCost)) {
      heading.forEach(push);
      items.forEach(push);
      return;
    }
    // The note goes after a blank line, or Markdown would read it as one more table row.
    const noteCost = cost('') + cost(section.omitted(items.length));
    const firstItem = items[0] ?? '';
    if (!fits(headingCost + cost(firstItem) + noteCost)) {
      const note = section.omitted(items.length);
      if (fits(cost('') + cost(note))) {
        push('');
        push(note);
      }
      return;
    }
    heading.forEach(push);
    let shown = 0;
    for (const item of items) {
      if (!fits(cost(item) + noteCost)) break;
      push(item);
      shown += 1;
    }
    push('');
    push(section.omitted(items.length - shown));
  });
  return lines.join('\n');
}

function localeRow(change: LocaleChange): string {
  const shown = change.files.slice(0, FILES_PER_LOCALE_CELL).map((file) => codeSpan(file, true));
  const more = change.files.length - shown.length;
  if (more > 0) shown.push(`+${more} more`);
  return `| ${markdownWord(change.locale, true)} | ${change.added} | ${change.changed} | ${change.removed} | ${shown.join('<br>')} |`;
}
