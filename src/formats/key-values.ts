import { countJsonKeys, parseJsonWithSettings } from './json-format.js';
import { parseYaml } from './yaml-format.js';
import { parseLocaleFile } from './index.js';
import { workCount } from '../project/work-count.js';
import {
  PLURAL_FORMS,
  type LocaleFormat,
  type ParseOptions,
  type PluralForm,
  type SegmentText,
} from './types.js';

/**
 * Every key of a locale file with its value, for diffs that must count what a reader of the file
 * would miss: strings, plural strings and, in nested files, the numbers, booleans and nulls that
 * the segment readers leave out (`precision: 3`); a diff that did the same would report
 * "0 removed" while they vanished (issue 14). A locale's own number or boolean is its translation
 * of that setting, and each form of a plural string is a translation of its own (issue 35): the
 * diff counts forms one by one, and a lost form is a lost translation.
 */
export interface KeyValue {
  /** A canonical form: equal values give equal text, whatever their type. */
  readonly text: string;
  /** True for a value that holds no translation: null, an empty string, a plural of empty forms. */
  readonly empty: boolean;
  /** True for a string, a plural string, a number or a boolean: what a locale translates. */
  readonly translatable: boolean;
  /** A plural string's forms as the file gives them (an empty string included). */
  readonly forms?: Readonly<Partial<Record<PluralForm, string>>>;
}

/** A translation the guard names: a key, and for a plural string the form. */
export interface TranslationRef {
  readonly key: string;
  readonly form?: PluralForm;
}

export type KeyValues = ReadonlyMap<string, KeyValue>;

interface KeyValueDiff {
  added: string[];
  changed: string[];
  removed: string[];
}

function textValue(text: SegmentText): KeyValue {
  // A leading '"' keeps a string apart from a plural ('[…]') and a setting ('#…'), as cheaply as it gets.
  if (typeof text === 'string') return { text: `"${text}`, empty: text === '', translatable: true };
  const forms = PLURAL_FORMS.map((form) => text[form] ?? null);
  return {
    text: JSON.stringify(forms),
    empty: forms.every((form) => form === null || form === ''),
    translatable: true,
    forms: text,
  };
}

/** A number, boolean or null: `#` keeps `3` apart from `"3"`. A null holds no translation. */
function settingValue(value: number | boolean | null | bigint): KeyValue {
  return { text: `#${String(value)}`, empty: value === null, translatable: value !== null };
}

/** The keys and values of a locale file. Throws FormatError when the file cannot be read. */
export function keyValuesOf(format: LocaleFormat, bytes: Uint8Array, options: ParseOptions = {}): KeyValues {
  const values = new Map<string, KeyValue>();
  const settings = new Map<string, KeyValue>();
  // YAML and JSON give their settings from the same parse as their strings.
  const onSetting = (key: string, value: number | boolean | null | bigint) =>
    settings.set(key, settingValue(value));
  // parseLocaleFile counts the other formats' parses.
  if (format === 'yaml' || format === 'json') workCount.countParse(options.fileName);
  const segments =
    format === 'yaml'
      ? parseYaml(bytes, options, onSetting)
      : format === 'json'
        ? parseJsonWithSettings(bytes, options, onSetting)
        : parseLocaleFile(format, bytes, options);
  // A repeated key counts with its last value, as the formats' own readers do.
  for (const segment of segments) values.set(segment.key, textValue(segment.text));
  for (const [key, value] of settings) if (!values.has(key)) values.set(key, value);
  return values;
}

/**
 * How many translations keyValuesOf gives (a plural string's forms one by one, as diffKeyValues
 * counts them), without building a value for each: all a new file's diff needs (everything is
 * added). Throws FormatError as keyValuesOf does.
 */
export function keyCountOf(format: LocaleFormat, bytes: Uint8Array, options: ParseOptions = {}): number {
  if (format === 'json' || format === 'yaml') workCount.countParse(options.fileName);
  if (format === 'json') return countJsonKeys(bytes, options);
  const units = new Map<string, number>();
  const onSetting = (key: string) => {
    units.set(key, 1);
  };
  const segments =
    format === 'yaml' ? parseYaml(bytes, options, onSetting) : parseLocaleFile(format, bytes, options);
  // A string wins over a setting of the same key, and a repeated key counts with its last value,
  // as in keyValuesOf; a plural string counts its forms.
  for (const segment of segments)
    units.set(segment.key, typeof segment.text === 'string' ? 1 : formCount(segment.text));
  let count = 0;
  for (const value of units.values()) count += value;
  return count;
}

function formCount(text: Exclude<SegmentText, string>): number {
  return PLURAL_FORMS.filter((form) => text[form] !== undefined).length;
}

function byCodeUnit(left: string, right: string): number {
  return left < right ? -1 : left > right ? 1 : 0;
}

/** How a diff and an error name a plural form: `inbox (form many)`. */
export function nameOf(ref: TranslationRef): string {
  return ref.form === undefined ? ref.key : `${ref.key} (form ${ref.form})`;
}

/** The forms a value counts as: each form of a plural, else the value itself (form undefined). */
function unitsOf(value: KeyValue): Array<[PluralForm | undefined, string]> {
  if (value.forms === undefined) return [[undefined, value.text]];
  return PLURAL_FORMS.flatMap((form): Array<[PluralForm, string]> => {
    const text = value.forms?.[form];
    return text === undefined ? [] : [[form, text]];
  });
}

/**
 * True when two files hold the same translations: every key with the same value, apart from a
 * key one side holds with an empty value (`''`, null, a plural of empty forms) and the other
 * lacks: the service keeps no empty translation, so a repository's `delimiter: ''` is not a
 * difference to write (issue 47).
 */
export function sameTranslations(local: KeyValues, remote: KeyValues): boolean {
  for (const [key, value] of local) {
    const other = remote.get(key);
    if (other === undefined ? !value.empty : other.text !== value.text) return false;
  }
  for (const [key, value] of remote) if (!local.has(key) && !value.empty) return false;
  return true;
}

/**
 * Keys added, changed and removed, each sorted by code unit so reports do not depend on the
 * runner. A plural string counts form by form (`inbox (form few)` added); a key that turns from a
 * string into a plural or back counts as one change.
 */
export function diffKeyValues(before: KeyValues, after: KeyValues): KeyValueDiff {
  const added: string[] = [];
  const changed: string[] = [];
  const removed: string[] = [];
  const named = (key: string, form: PluralForm | undefined) =>
    nameOf(form === undefined ? { key } : { key, form });
  for (const [key, value] of after) {
    const previous = before.get(key);
    if (previous === undefined) {
      for (const [form] of unitsOf(value)) added.push(named(key, form));
    } else if (previous.text === value.text) {
      continue;
    } else if (previous.forms === undefined || value.forms === undefined) {
      changed.push(key);
    } else {
      const old = new Map(unitsOf(previous));
      const next = new Map(unitsOf(value));
      for (const [form, text] of next) {
        const was = old.get(form);
        if (was === undefined) added.push(named(key, form));
        else if (was !== text) changed.push(named(key, form));
      }
      for (const form of old.keys()) if (!next.has(form)) removed.push(named(key, form));
    }
  }
  for (const [key, value] of before) {
    if (!after.has(key)) for (const [form] of unitsOf(value)) removed.push(named(key, form));
  }
  return {
    added: added.sort(byCodeUnit),
    changed: changed.sort(byCodeUnit),
    removed: removed.sort(byCodeUnit),
  };
}

/**
 * The translations of `before` (strings, numbers, booleans, each non-empty plural form) that
 * `after` lacks or empties: what a pull would lose, or what an upload would add. A key that
 * `after` gives a non-empty value of another shape (a string for a plural) keeps its translation.
 */
export function missingTranslations(before: KeyValues, after: KeyValues): TranslationRef[] {
  const missing: TranslationRef[] = [];
  for (const [key, value] of before) {
    if (!value.translatable || value.empty) continue;
    const next = after.get(key);
    if (next === undefined || next.empty) {
      if (value.forms === undefined) missing.push({ key });
      else
        for (const [form, text] of unitsOf(value))
          if (form !== undefined && text !== '') missing.push({ key, form });
      continue;
    }
    if (value.forms === undefined || next.forms === undefined) continue;
    for (const [form, text] of unitsOf(value)) {
      const kept = form === undefined ? undefined : next.forms[form];
      if (form !== undefined && text !== '' && (kept === undefined || kept === ''))
        missing.push({ key, form });
    }
  }
  return missing;
}
