import { detectFormat, parseLocaleFile, type Segment } from '../formats/index.js';
import { pluralFormsOf } from '../formats/plural-rules.js';
import type { GlossaryTerm } from './glossary-check.js';
import { checkTargetFile, type PlaceholderIssue } from './placeholder-check.js';
import type { TranslationFinding } from './findings.js';
import { checkTargetTranslations } from './translation-checks.js';
import { readWorkspaceFile } from './workspace-file.js';

/**
 * What the pull brought, held to its masters as `check` holds a pull request's translations
 * (issue 49): the same placeholder, ICU, plural, markup and glossary checks, and how complete each
 * locale is, all read from the files as the pull wrote them.
 */

/** A target file of the pull and the master it translates (project paths). */
export interface PulledTarget {
  readonly path: string;
  readonly locale: string;
  readonly master: string;
  readonly sourceLocale: string;
}

/** Translations a locale has of what its masters ask for: strings, and each plural form it needs. */
interface LocaleCompletion {
  readonly locale: string;
  readonly translated: number;
  readonly total: number;
  /** Percent, rounded down to one decimal, so 99.96 never reads as 100; 100 when nothing is asked. */
  readonly percent: number;
}

interface PulledReview {
  readonly completion: readonly LocaleCompletion[];
  readonly placeholderIssues: readonly PlaceholderIssue[];
  readonly findings: readonly TranslationFinding[];
  /** Files that could not be read, with why: counted as untranslated, named in the log. */
  readonly unreadable: readonly string[];
}

function parsed(path: string, bytes: Uint8Array, locale: string): readonly Segment[] {
  const format = detectFormat(path);
  if (format === undefined) return [];
  return parseLocaleFile(format, bytes, { fileName: path, ...(locale === '' ? {} : { locale }) });
}

/** The target as it was; an old copy that cannot be read has nothing to compare with. */
function previousSegments(target: PulledTarget, bytes: Uint8Array): readonly Segment[] {
  try {
    return parsed(target.path, bytes, target.locale);
  } catch {
    return [];
  }
}

const filled = (text: string | undefined): boolean => text !== undefined && text.trim() !== '';

/**
 * What a target has of its master's translations: a string counts once, a plural string once per
 * form the target's locale needs (Russian asks for four where English has two), a form counted
 * when the target gives it a text.
 */
function countTranslated(
  master: readonly Segment[],
  target: readonly Segment[],
  locale: string,
): { translated: number; total: number } {
  const byKey = new Map(target.map((segment) => [segment.key, segment.text]));
  const forms = pluralFormsOf(locale);
  let translated = 0;
  let total = 0;
  for (const segment of master) {
    if (segment.scalar !== undefined) continue;
    const text = byKey.get(segment.key);
    if (typeof segment.text === 'string') {
      if (segment.text === '') continue;
      total += 1;
      if (typeof text === 'string' ? filled(text) : text !== undefined && Object.values(text).some(filled))
        translated += 1;
      continue;
    }
    total += forms.length;
    if (text === undefined) continue;
    for (const form of forms)
      if (typeof text === 'string' ? filled(text) : filled(text[form])) translated += 1;
  }
  return { translated, total };
}

export function percentOf(translated: number, total: number): number {
  return total === 0 ? 100 : Math.floor((translated * 1000) / total) / 10;
}

export async function reviewPulledFiles(options: {
  workspace: string;
  targets: readonly PulledTarget[];
  glossary: readonly GlossaryTerm[];
  /** The bytes of targets the pull changed, as they were before it, by path: for the invisible-change check. */
  previous?: ReadonlyMap<string, Uint8Array>;
}): Promise<PulledReview> {
  const masters = new Map<string, readonly Segment[] | undefined>();
  const counts = new Map<string, { translated: number; total: number }>();
  const placeholderIssues: PlaceholderIssue[] = [];
  const findings: TranslationFinding[] = [];
  const unreadable: string[] = [];
  const read = async (path: string, locale: string): Promise<readonly Segment[] | undefined> => {
    const bytes = await readWorkspaceFile(options.workspace, path);
    if (bytes === undefined) return undefined;
    try {
      return parsed(path, bytes, locale);
    } catch (error) {
      unreadable.push(`${path}: ${(error as Error).message}`);
      return undefined;
    }
  };
  for (const target of options.targets) {
    if (!masters.has(target.master))
      masters.set(target.master, await read(target.master, target.sourceLocale));
    const master = masters.get(target.master);
    if (master === undefined) continue;
    const bytes = await readWorkspaceFile(options.workspace, target.path);
    let segments: readonly Segment[] = [];
    if (bytes !== undefined) {
      try {
        segments = parsed(target.path, bytes, target.locale);
        const file = { path: target.path, locale: target.locale, bytes, master, segments };
        placeholderIssues.push(...checkTargetFile(file));
        const before = options.previous?.get(target.path);
        findings.push(
          ...checkTargetTranslations({
            ...file,
            glossary: options.glossary,
            ...(before === undefined ? {} : { previous: previousSegments(target, before) }),
          }),
        );
      } catch (error) {
        unreadable.push(`${target.path}: ${(error as Error).message}`);
      }
    }
    const count = countTranslated(master, segments, target.locale);
    const sum = counts.get(target.locale) ?? { translated: 0, total: 0 };
    counts.set(target.locale, {
      translated: sum.translated + count.translated,
      total: sum.total + count.total,
    });
  }
  const completion = [...counts]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([locale, { translated, total }]) => ({
      locale,
      translated,
      total,
      percent: percentOf(translated, total),
    }));
  return { completion, placeholderIssues, findings, unreadable };
}
