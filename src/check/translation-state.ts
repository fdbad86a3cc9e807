import type { StringFilters, StringQuery } from '../client/strings.js';
import type { StringRecord } from '../client/models.js';

/**
 * How far each target locale is on the service, counted with List Strings and its progress
 * filters. Only current strings count (not hidden or obsolete ones). One count is one listing
 * followed page by page: the page size "can change at any time", so nothing is extrapolated.
 */

export interface LocaleState {
  readonly locale: string;
  /** Current strings of the project. */
  readonly total: number;
  readonly untranslated: number;
  readonly toVerify: number;
  readonly toProofread: number;
  readonly done: number;
  /** Translated strings in percent of `total` (100 for a project without strings). */
  readonly completion: number;
}

export interface StringLister {
  list(query?: StringQuery): AsyncIterable<StringRecord>;
}

/** The filters each locale is counted with, as the report names them. */
export const STATE_FILTERS = [
  ['untranslated', 'to_translate'],
  ['toVerify', 'to_verify'],
  ['toProofread', 'to_proofread'],
  ['done', 'done'],
] as const;

const FILTER_OPTION: Record<(typeof STATE_FILTERS)[number][1], keyof StringFilters> = {
  to_translate: 'toTranslate',
  to_verify: 'toVerify',
  to_proofread: 'toProofread',
  done: 'done',
};

async function count(strings: StringLister, query: StringQuery): Promise<number> {
  let total = 0;
  const records = strings.list(query)[Symbol.asyncIterator]();
  while ((await records.next()).done !== true) total += 1;
  return total;
}

/** Requests: one listing of every current string, then four per locale (each following its pages). */
export async function translationStateOf(
  strings: StringLister,
  locales: readonly string[],
): Promise<LocaleState[]> {
  const total = await count(strings, { filters: { status: 'current' } });
  return Promise.all(
    locales.map(async (locale) => {
      const [untranslated = 0, toVerify = 0, toProofread = 0, done = 0] = await Promise.all(
        STATE_FILTERS.map(([, filter]) =>
          count(strings, { locale, filters: { status: 'current', [FILTER_OPTION[filter]]: true } }),
        ),
      );
      const completion = total === 0 ? 100 : ((total - Math.min(untranslated, total)) / total) * 100;
      return { locale, total, untranslated, toVerify, toProofread, done, completion };
    }),
  );
}
