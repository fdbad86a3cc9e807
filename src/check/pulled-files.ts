import { detectFormat, parseLocaleFile, type Segment } from '../formats/index.js';
import { pluralFormsOf } from '../formats/plural-rules.js';
import type { GlossaryTerm } from './glossary-check.js';
import { checkTargetFile, type PlaceholderIssue } from './placeholder-check.js';
import type { TranslationFinding } from './findings.js';
import { checkTargetTranslations } from './translation-checks.js';
import { readWorkspaceFile } from './workspace-file.js';
import type { CheckedState, CheckedTarget } from './checked-targets.js';

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
  /** With `known`: what the review learned, for the pulled record (checked-targets.ts). */
  readonly checked?: CheckedState;
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

/** What the run knows of the files without reading them (pull-review.ts): the review then keeps what it learns. */
export interface KnownFiles {
  /** The SHA-1 of each target as the repository holds it now (the pull's hashes); undefined: none there. */
  readonly targetSha1: ReadonlyMap<string, string | undefined>;
  readonly masterSha1: (path: string) => string | undefined;
  /** The bytes of targets the pull wrote, as it wrote them. */
  readonly written: ReadonlyMap<string, Uint8Array>;
  /** What an earlier run learned (checked-targets.ts), when it was of the same inputs. */
  readonly checked: CheckedState | undefined;
  readonly inputs: string;
}

/** The checks and counts of one target against its master's segments. */
function checkTarget(
  target: PulledTarget,
  bytes: Uint8Array | undefined,
  master: readonly Segment[],
  options: { glossary: readonly GlossaryTerm[]; previous?: ReadonlyMap<string, Uint8Array> | undefined },
): Omit<CheckedTarget, 'file'> {
  let segments: readonly Segment[] = [];
  const placeholderIssues: PlaceholderIssue[] = [];
  const findings: TranslationFinding[] = [];
  const unreadable: string[] = [];
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
  return {
    ...countTranslated(master, segments, target.locale),
    ...(placeholderIssues.length === 0 ? {} : { placeholderIssues }),
    ...(findings.length === 0 ? {} : { findings }),
    ...(unreadable.length === 0 ? {} : { unreadable }),
  };
}

/** An entry for the record: the findings of the replaced copy are this run's alone. */
function forRecord(file: string, result: Omit<CheckedTarget, 'file'>): CheckedTarget {
  const { findings, ...rest } = result;
  const kept = findings?.filter((finding) => finding.kind !== 'invisible') ?? [];
  return { file, ...rest, ...(kept.length === 0 ? {} : { findings: kept }) };
}

export async function reviewPulledFiles(options: {
  workspace: string;
  targets: readonly PulledTarget[];
  glossary: readonly GlossaryTerm[];
  /** The bytes of targets the pull changed, as they were before it, by path: for the invisible-change check. */
  previous?: ReadonlyMap<string, Uint8Array>;
  known?: KnownFiles | undefined;
}): Promise<PulledReview> {
  const { known } = options;
  const masters = new Map<string, readonly Segment[] | undefined>();
  const counts = new Map<string, { translated: number; total: number }>();
  const placeholderIssues: PlaceholderIssue[] = [];
  const findings: TranslationFinding[] = [];
  const unreadable: string[] = [];
  const nextMasters = new Map<string, string>();
  const nextTargets = new Map<string, CheckedTarget>();
  const read = async (path: string, locale: string): Promise<readonly Segment[] | undefined> => {
    const bytes = await readWorkspaceFile(options.workspace, path, (message) => unreadable.push(message));
    if (bytes === undefined) return undefined;
    try {
      return parsed(path, bytes, locale);
    } catch (error) {
      unreadable.push(`${path}: ${(error as Error).message}`);
      return undefined;
    }
  };
  for (const target of options.targets) {
    const masterSha1 = known?.masterSha1(target.master);
    const targetSha1 = known?.targetSha1.get(target.path);
    const entry = known?.checked?.targets.get(target.path);
    const fresh =
      masterSha1 !== undefined &&
      targetSha1 !== undefined &&
      entry?.file === targetSha1 &&
      known?.checked?.masters.get(target.master) === masterSha1 &&
      options.previous?.has(target.path) !== true;
    let result: Omit<CheckedTarget, 'file'>;
    if (fresh) result = entry;
    else {
      if (!masters.has(target.master))
        masters.set(target.master, await read(target.master, target.sourceLocale));
      const master = masters.get(target.master);
      if (master === undefined) continue;
      const bytes =
        known?.written.get(target.path) ??
        (await readWorkspaceFile(options.workspace, target.path, (message) => unreadable.push(message)));
      result = checkTarget(target, bytes, master, options);
    }
    if (masterSha1 !== undefined && targetSha1 !== undefined) {
      nextMasters.set(target.master, masterSha1);
      nextTargets.set(target.path, forRecord(targetSha1, result));
    }
    placeholderIssues.push(...(result.placeholderIssues ?? []));
    findings.push(...(result.findings ?? []));
    unreadable.push(...(result.unreadable ?? []));
    const sum = counts.get(target.locale) ?? { translated: 0, total: 0 };
    counts.set(target.locale, {
      translated: sum.translated + result.translated,
      total: sum.total + result.total,
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
  const checked =
    known === undefined ? undefined : { inputs: known.inputs, masters: nextMasters, targets: nextTargets };
  return {
    completion,
    placeholderIssues,
    findings,
    unreadable,
    ...(checked === undefined ? {} : { checked }),
  };
}
