import type { PluralForm, SegmentText } from '../formats/index.js';

/** What every check of a translation against its source walks: the forms of a text, paired. */

/** Languages may say "one message" without the number, so these forms may drop a placeholder. */
export const FORMS_THAT_MAY_DROP: ReadonlySet<PluralForm> = new Set<PluralForm>(['zero', 'one', 'two']);

/** A text's forms: one unnamed form for plain text, each plural form otherwise. */
export function formsOf(text: SegmentText): [PluralForm | undefined, string][] {
  if (typeof text === 'string') return [[undefined, text]];
  return Object.entries(text).map(([form, value]) => [form as PluralForm, value ?? '']);
}

/** The source text a target form answers to: the same form, else `other`, else the plain text. */
export function sourceFor(source: SegmentText, form: PluralForm | undefined): string {
  if (typeof source === 'string') return source;
  return (form === undefined ? undefined : source[form]) ?? source.other ?? '';
}

/** `left` minus `right`, counting repeats. */
export function without(left: readonly string[], right: readonly string[]): string[] {
  const remaining = [...right];
  return left.filter((item) => {
    const at = remaining.indexOf(item);
    if (at === -1) return true;
    remaining.splice(at, 1);
    return false;
  });
}
