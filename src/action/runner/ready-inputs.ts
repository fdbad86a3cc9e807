import { CHECK_KINDS, type CheckKind } from '../../check/findings.js';
import { isLocaleCode, sameLocale } from '../../project/locales.js';

/**
 * The inputs of a translation pull request that merges itself (issues 49, 56): `auto-merge`,
 * `auto-merge-ignore` and `locale-min-completion`. Parsed apart from inputs.ts, which wraps
 * their errors as InputError.
 */

const AUTO_MERGE = ['off', 'merge', 'squash', 'rebase'] as const;
type AutoMerge = (typeof AUTO_MERGE)[number];

/** `locale-min-completion`: percent per locale, and for every other locale. */
interface LocaleThresholds {
  readonly locales: ReadonlyMap<string, number>;
  /** 0 when `default:` is not given: a locale not named is never held back. */
  readonly fallback: number;
}

export interface ReadyInputs {
  /** pull: turn on GitHub's auto-merge with this method when no finding holds it back. */
  readonly autoMerge: AutoMerge;
  /** pull: the kinds of finding auto-merge may go ahead with; empty, the safe default, for none. */
  readonly autoMergeIgnore: ReadonlySet<CheckKind>;
  /** pull: a locale below its threshold stays out of the pull request. */
  readonly localeMinCompletion: LocaleThresholds;
}

/** Thrown here, rethrown by readyInputs() as the caller's InputError, which names the input. */
class ReadyInputError extends Error {
  readonly code = 'input';
  constructor(message: string) {
    super(message);
    this.name = 'ReadyInputError';
  }
}

export function readyInputs(
  raw: (name: string) => string,
  inputError: (name: string, message: string) => Error,
): ReadyInputs {
  const read = <T>(name: string, parse: (value: string) => T): T => {
    try {
      return parse(raw(name));
    } catch (error) {
      throw error instanceof ReadyInputError ? inputError(name, error.message) : error;
    }
  };
  return {
    autoMerge: read('auto-merge', parseAutoMerge),
    autoMergeIgnore: read('auto-merge-ignore', parseIgnoredKinds),
    localeMinCompletion: read('locale-min-completion', parseLocaleThresholds),
  };
}

function parseAutoMerge(value: string): AutoMerge {
  const known = AUTO_MERGE.find((method) => method === (value.trim() || 'off'));
  if (known === undefined) throw new ReadyInputError(`"${value}" is not one of ${AUTO_MERGE.join(', ')}.`);
  return known;
}

/** Kinds by name, separated by commas, spaces or lines: each one the checks know. */
function parseIgnoredKinds(value: string): ReadonlySet<CheckKind> {
  const kinds = new Set<CheckKind>();
  for (const name of value.split(/[\s,]+/).filter((part) => part !== '')) {
    const kind = CHECK_KINDS.find((candidate) => candidate === name.toLowerCase());
    if (kind === undefined)
      throw new ReadyInputError(`"${name}" is not a kind of finding; use any of ${CHECK_KINDS.join(', ')}.`);
    kinds.add(kind);
  }
  return kinds;
}

function percent(text: string, line: string): number {
  const value = Number(text.replace(/%$/, ''));
  if (!/^\d+(?:\.\d+)?%?$/.test(text) || value > 100)
    throw new ReadyInputError(`"${line}": "${text}" is not a percentage from 0 to 100.`);
  return value;
}

/** Lines of `LOCALE: N` and `default: N`; blank lines and `#` comments are skipped. */
function parseLocaleThresholds(value: string): LocaleThresholds {
  const locales = new Map<string, number>();
  let fallback = 0;
  for (const rawLine of value.split(/\r?\n/)) {
    const line = rawLine.trim();
    if (line === '' || line.startsWith('#')) continue;
    const match = /^([^:\s]+)\s*:\s*(\S+)$/.exec(line);
    if (match?.[1] === undefined || match[2] === undefined)
      throw new ReadyInputError(`"${line}" is not of the form "fr: 80" or "default: 80".`);
    const [, name, text] = match;
    if (name === 'default') {
      fallback = percent(text, line);
      continue;
    }
    if (!isLocaleCode(name)) throw new ReadyInputError(`"${name}" is not a locale code such as fr or pt-BR.`);
    locales.set(name, percent(text, line));
  }
  return { locales, fallback };
}

/** The threshold of a locale: its own line (pt_BR matches pt-BR), else `default:`. */
export function thresholdOf(thresholds: LocaleThresholds, locale: string): number {
  for (const [name, value] of thresholds.locales) if (sameLocale(name, locale)) return value;
  return thresholds.fallback;
}
