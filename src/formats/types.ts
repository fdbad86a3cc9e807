/** The locale file formats this action reads and writes. */
export type LocaleFormat = 'yaml' | 'json' | 'po' | 'properties' | 'android-xml' | 'ios-strings';

/** CLDR plural categories. */
export type PluralForm = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';

/** A string's text: a plain string, or an object keyed by plural form for a plural string. */
export type SegmentText = string | Partial<Record<PluralForm, string>>;

/** One translatable string of a locale file. */
export interface Segment {
  key: string;
  text: SegmentText;
  comment?: string;
}

export interface ParseOptions {
  fileName?: string;
  locale?: string;
}

export interface WriteOptions {
  locale: string;
  /** The master file's bytes: its layout (nesting, root key, header, encoding, line ends) is kept. */
  template?: Uint8Array;
}

/** CLDR's canonical order; Intl returns categories in an engine-specific order, so we sort by this. */
export const PLURAL_FORMS: readonly PluralForm[] = ['zero', 'one', 'two', 'few', 'many', 'other'];

export function isPluralForm(value: string): value is PluralForm {
  return (PLURAL_FORMS as readonly string[]).includes(value);
}

/** True when every key is a plural category and `other` is present: the shape of one plural string. */
export function isPluralKeySet(keys: readonly string[]): boolean {
  return keys.length > 0 && keys.includes('other') && keys.every(isPluralForm);
}
