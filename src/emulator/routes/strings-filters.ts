/**
 * The `filters[...]` query parameters of List Strings. Every filter is strict about its values:
 * a value the service does not define is a 400, so that a client's typo fails loudly here
 * instead of silently returning every string (docs/decisions.md, "Emulator: strings").
 */
import { HttpError } from '../router.js';
import type { Project, TranslatableString } from '../state.js';
import {
  effectiveTranslation,
  isBlankText,
  selectedLocales,
  type LocaleSelection,
} from './strings-render.js';

type StringPredicate = (entry: TranslatableString) => boolean;

function filter(query: URLSearchParams, name: string): string | undefined {
  const value = query.get(`filters[${name}]`);
  return value === null ? undefined : value.trim();
}

/** `true`/`1` is on, `false`/`0`/blank off; anything else is a 400 (docs/decisions.md). */
function flag(query: URLSearchParams, name: string): boolean {
  const value = filter(query, name)?.toLowerCase();
  if (value === undefined || value === '' || value === 'false' || value === '0') return false;
  if (value === 'true' || value === '1') return true;
  throw new HttpError(400, `filters[${name}] must be true, 1, false or 0, got "${value}"`);
}

function splitList(value: string): string[] {
  return value
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

/** Whether `entry` has (a non-blank translation with) the given progress in `locale`. */
type Progress = 'to_translate' | 'to_verify' | 'to_proofread' | 'done';
const PROGRESS_STATUS: Record<Exclude<Progress, 'to_translate'>, string> = {
  to_verify: 'status_unverified',
  to_proofread: 'status_unproofread',
  done: 'status_proofread',
};

/** Follows the `filters[no_follow_redirects]` or top-level `no_follow_redirects` switch. */
export function followsRedirects(query: URLSearchParams): boolean {
  return !query.has('filters[no_follow_redirects]') && !query.has('no_follow_redirects');
}

export function filterStrings(
  project: Project,
  query: URLSearchParams,
  locales: LocaleSelection,
): TranslatableString[] {
  const predicates: StringPredicate[] = [];
  const follow = followsRedirects(query);

  const status = filter(query, 'status')?.toLowerCase();
  if (status !== undefined && status !== '') {
    const wanted = { current: 'Current', hidden: 'Hidden', obsolete: 'Obsolete' }[status];
    if (wanted === undefined)
      throw new HttpError(400, `filters[status] must be current, hidden or obsolete, got "${status}"`);
    predicates.push((entry) => entry.status === wanted);
  }

  const key = filter(query, 'key');
  if (key !== undefined && key !== '') {
    if (flag(query, 'regex')) {
      let pattern: RegExp;
      try {
        pattern = new RegExp(key, flag(query, 'ignore_case') ? 'i' : '');
      } catch {
        throw new HttpError(400, `filters[key] is not a valid regular expression: ${key}`);
      }
      predicates.push((entry) => pattern.test(entry.key));
    } else {
      predicates.push((entry) => entry.key === key);
    }
  }

  // Our formats carry no XLIFF resname, so a string's original key is its key (docs/decisions.md).
  const originalKey = filter(query, 'original_key');
  if (originalKey !== undefined && originalKey !== '') predicates.push((entry) => entry.key === originalKey);

  // Context exists only in XLIFF files, which the emulator does not host: no string has one.
  const context = filter(query, 'context');
  if (context !== undefined && context !== '') predicates.push(() => false);

  for (const progress of ['to_translate', 'to_verify', 'to_proofread', 'done'] as const) {
    if (!flag(query, progress)) continue;
    const codes = selectedLocales(locales);
    if (codes.length === 0) throw new HttpError(400, `filters[${progress}] requires the locale parameter`);
    // Several locales: a string matches when any of them has that progress (docs/decisions.md).
    predicates.push((entry) => codes.some((locale) => hasProgress(project, entry, locale, progress, follow)));
  }

  const category = filter(query, 'category');
  if (category !== undefined && category !== '') {
    predicates.push((entry) =>
      category === 'none'
        ? splitList(entry.categories).length === 0
        : splitList(entry.categories).includes(category),
    );
  }

  const label = filter(query, 'label');
  if (label !== undefined && label !== '') predicates.push(labelPredicate(label));

  const createdAt = filter(query, 'created_at');
  if (createdAt !== undefined && createdAt !== '') {
    const since = Date.parse(createdAt);
    if (Number.isNaN(since)) throw new HttpError(400, `filters[created_at] is not a date: ${createdAt}`);
    predicates.push((entry) => entry.createdAt >= since);
  }

  const instructions = filter(query, 'instructions')?.toLowerCase();
  if (instructions !== undefined && instructions !== '') {
    if (instructions !== 'yes' && instructions !== 'no')
      throw new HttpError(400, `filters[instructions] must be yes, no or blank, got "${instructions}"`);
    // Instructions are the developer comment (docs/decisions.md).
    predicates.push((entry) => hasInstructions(entry) === (instructions === 'yes'));
  }

  const fileRef = filter(query, 'file') ?? filter(query, 'file_name');
  if (fileRef !== undefined && fileRef !== '') {
    const masterId = masterIdOf(project, fileRef);
    predicates.push((entry) => masterId !== undefined && entry.fileId === masterId);
  }

  const type = filter(query, 'type')?.toLowerCase();
  if (type !== undefined && type !== '') predicates.push(typePredicate(type));

  return project.strings.filter((entry) => predicates.every((predicate) => predicate(entry)));
}

function hasProgress(
  project: Project,
  entry: TranslatableString,
  locale: string,
  progress: Progress,
  follow: boolean,
): boolean {
  const translation = effectiveTranslation(project, entry, locale, follow);
  const blank = translation === undefined || isBlankText(translation.text);
  if (progress === 'to_translate') return blank;
  return !blank && translation.status === PROGRESS_STATUS[progress];
}

function hasInstructions(entry: TranslatableString): boolean {
  return entry.devComment !== null && entry.devComment.trim() !== '';
}

/** `x`, `none`, `[a,b]` (all of), `|[a,b]` (any of), `!x` (without x). */
function labelPredicate(expression: string): StringPredicate {
  const labelsOf = (entry: TranslatableString): string[] => splitList(entry.labels);
  if (expression === 'none') return (entry) => labelsOf(entry).length === 0;
  if (expression.startsWith('!')) {
    const excluded = expression.slice(1).trim();
    return (entry) => !labelsOf(entry).includes(excluded);
  }
  const list = /^(\|?)\[(.*)\]$/.exec(expression);
  if (list !== null) {
    const wanted = splitList(list[2] ?? '');
    if (list[1] === '|') return (entry) => wanted.some((name) => labelsOf(entry).includes(name));
    return (entry) => wanted.every((name) => labelsOf(entry).includes(name));
  }
  return (entry) => labelsOf(entry).includes(expression);
}

/** A file id or name; a target file stands for its master, whose strings it holds. */
function masterIdOf(project: Project, reference: string): number | undefined {
  const file = /^\d+$/.test(reference)
    ? project.files.find((candidate) => candidate.id === Number(reference))
    : project.files.find((candidate) => candidate.name === reference);
  if (file === undefined) return undefined;
  return file.masterId ?? file.id;
}

/** The spec's filter values for `type`; `boolean` matches the `true`/`false` of YAML and JSON files. */
function typePredicate(type: string): StringPredicate {
  switch (type) {
    case 'string':
      return (entry) => !entry.plural && entry.type === 'String';
    case 'plural':
      return (entry) => entry.plural;
    case 'array':
      return (entry) => entry.type === 'Array';
    case 'boolean':
      return (entry) => entry.type === 'Boolean';
    default:
      throw new HttpError(400, `filters[type] must be string, plural, array or boolean, got "${type}"`);
  }
}
