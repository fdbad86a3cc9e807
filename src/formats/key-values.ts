import { countJsonKeys, parseJsonWithSettings } from './json-format.js';
import { parseYaml } from './yaml-format.js';
import { parseLocaleFile } from './index.js';
import { PLURAL_FORMS, type LocaleFormat, type ParseOptions, type SegmentText } from './types.js';

/**
 * Every key of a locale file with its value, for diffs that must count what a reader of the file
 * would miss: strings, plural strings and, in nested files, the numbers, booleans and nulls that
 * are settings rather than text (`precision: 3`). The segment readers leave settings out because
 * the service does not translate them; a diff that did the same would report "0 removed" while
 * they vanished (issue 14).
 */
export interface KeyValue {
  /** A canonical form: equal values give equal text, whatever their type. */
  readonly text: string;
  /** True for a value that holds no translation: null, an empty string, a plural of empty forms. */
  readonly empty: boolean;
  /** True for a string or a plural string: what the service translates. */
  readonly translatable: boolean;
}

export type KeyValues = ReadonlyMap<string, KeyValue>;

export interface KeyValueDiff {
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
  };
}

/** A setting: `#` keeps `3` apart from `"3"`. */
function settingValue(value: number | boolean | null | bigint): KeyValue {
  return { text: `#${String(value)}`, empty: value === null, translatable: false };
}

/** The keys and values of a locale file. Throws FormatError when the file cannot be read. */
export function keyValuesOf(format: LocaleFormat, bytes: Uint8Array, options: ParseOptions = {}): KeyValues {
  const values = new Map<string, KeyValue>();
  const settings = new Map<string, KeyValue>();
  // YAML and JSON give their settings from the same parse as their strings.
  const onSetting = (key: string, value: number | boolean | null | bigint) =>
    settings.set(key, settingValue(value));
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
 * How many keys keyValuesOf gives, without building a value for each: all a new file's key diff
 * needs (every key is added). Throws FormatError as keyValuesOf does.
 */
export function keyCountOf(format: LocaleFormat, bytes: Uint8Array, options: ParseOptions = {}): number {
  if (format === 'json') return countJsonKeys(bytes, options);
  const keys = new Set<string>();
  const onSetting = (key: string) => {
    keys.add(key);
  };
  const segments =
    format === 'yaml' ? parseYaml(bytes, options, onSetting) : parseLocaleFile(format, bytes, options);
  for (const segment of segments) keys.add(segment.key);
  return keys.size;
}

function byCodeUnit(left: string, right: string): number {
  return left < right ? -1 : left > right ? 1 : 0;
}

/** Keys added, changed and removed, each sorted by code unit so reports do not depend on the runner. */
export function diffKeyValues(before: KeyValues, after: KeyValues): KeyValueDiff {
  const added: string[] = [];
  const changed: string[] = [];
  for (const [key, value] of after) {
    const previous = before.get(key);
    if (previous === undefined) added.push(key);
    else if (previous.text !== value.text) changed.push(key);
  }
  const removed = [...before.keys()].filter((key) => !after.has(key));
  return {
    added: added.sort(byCodeUnit),
    changed: changed.sort(byCodeUnit),
    removed: removed.sort(byCodeUnit),
  };
}
