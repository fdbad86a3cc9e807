/**
 * The pseudo-translator: after an import it fills the target translations that are missing with
 * a visible pseudo-translation ("[fr] Hello %{name}"), so that target files change the way they do
 * when people translate. The text is only prefixed, so placeholders stay byte for byte.
 */
import { pluralFormsOf } from '../formats/plural-rules.js';
import type { SegmentText } from '../formats/types.js';
import {
  nextId,
  stringsOfFile,
  touchFile,
  translationOf,
  type EmulatorState,
  type Project,
  type StringType,
} from './state.js';

/**
 * A pseudo-translation for `locale`. A number or boolean (`type` Integer, Boolean) is the source's
 * value, as a translator leaves `precision: 3`; a plural has the forms the locale uses (and an
 * explicit `zero`), as a translator of that language gives them.
 */
function pseudoTranslate(locale: string, text: SegmentText, type: StringType = 'String'): SegmentText {
  if (typeof text === 'string')
    return type === 'Integer' || type === 'Boolean' ? text : `[${locale}] ${text}`;
  const used = pluralFormsOf(locale);
  const forms: Partial<Record<keyof typeof text, string>> = {};
  for (const [form, value] of Object.entries(text) as [keyof typeof text, string | undefined][]) {
    if (value !== undefined && (form === 'zero' || used.includes(form))) forms[form] = `[${locale}] ${value}`;
  }
  return forms;
}

/** Fills every missing target translation of the master's current strings; true when any was. */
export function fillMissingTranslations(
  state: EmulatorState,
  project: Project,
  masterId: number,
  now: number,
): boolean {
  let filled = false;
  for (const entry of stringsOfFile(project, masterId)) {
    if (entry.status !== 'Current') continue;
    const source = translationOf(entry, project.sourceLocale);
    if (source === undefined) continue;
    for (const locale of project.targetLocales) {
      if (translationOf(entry, locale) !== undefined) continue;
      entry.translations.push({
        id: nextId(state),
        locale,
        text: pseudoTranslate(locale, source.text, entry.type),
        status: 'status_unproofread',
        version: 1,
        createdAt: now,
        updatedAt: now,
      });
      touchFile(project, masterId, locale, now);
      filled = true;
    }
  }
  return filled;
}
