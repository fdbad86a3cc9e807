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
  /**
   * A number or boolean of a YAML or JSON file (`precision: 1`), its text the value's literal
   * (`1`, `false`): only with ParseOptions.scalars, and written back as that type.
   */
  scalar?: 'number' | 'boolean';
}

export interface ParseOptions {
  fileName?: string;
  locale?: string;
  /**
   * Also give the numbers and booleans of YAML and JSON files as segments (Segment.scalar), in
   * file order: the service keeps one value per locale of each (docs/decisions.md, emulator).
   */
  scalars?: boolean;
}

export interface WriteOptions {
  locale: string;
  /** The master file's bytes: its layout (nesting, root key, header, encoding, line ends) is kept. */
  template?: Uint8Array;
  /**
   * PO: the `Plural-Forms` header to write, when the target was uploaded with one other than its
   * language's usual header (Sphinx's French `nplurals=3`); the msgstr slots follow it.
   */
  pluralForms?: string;
  /**
   * Write every plural form a text gives, not only the locale's CLDR categories: the service's copy
   * of an uploaded target keeps the categories it was sent with (issue 35).
   */
  everyForm?: boolean;
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
