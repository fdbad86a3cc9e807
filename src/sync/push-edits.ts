import type { Logger } from '../client/logger.js';
import type { StringsApi } from '../client/strings.js';
import type { StringRecord, TranslationText } from '../client/models.js';
import { parseLocaleFile } from '../formats/index.js';
import { keyValuesOf, type KeyValues } from '../formats/key-values.js';
import type { LocaleFormat, PluralForm, SegmentText } from '../formats/types.js';

/**
 * The translations a push itself edited in a target file, and how they reach the service without
 * overwriting anything else. Update File with merge=false replaces every string the file holds
 * (the spec), so a translator's newer text of a key the push never touched would be put back to
 * the repository's older copy. Instead the file goes up with merge=true (it only fills what the
 * service lacks) and only the keys the push changed, from the file at the push's `before` commit
 * to the file now, are set one by one with Update String (docs/decisions.md, "upload-translations:
 * only the push's own edits overwrite").
 */

/** One key the push changed: for a plural string only the forms it changed. */
export interface PushEdit {
  readonly key: string;
  /** The text at the push's `before` commit; undefined when the key or the file was not there. */
  readonly before: SegmentText | undefined;
  /** The text now; for a plural string only the changed, non-empty forms. */
  readonly after: SegmentText;
}

/** The texts of a file by key, as the service reads them (numbers and booleans as their literal). */
function textsOf(format: LocaleFormat, bytes: Uint8Array, fileName: string, locale: string) {
  const texts = new Map<string, SegmentText>();
  for (const segment of parseLocaleFile(format, bytes, { fileName, locale, scalars: true }))
    texts.set(segment.key, segment.text);
  return texts;
}

/**
 * The keys whose value differs between `before` (undefined: the push added the file, so every key
 * is the person's) and `now`, compared with keyValuesOf: strings, numbers, booleans and each plural
 * form count. A key the push emptied or removed is not an edit to send: an upload never clears a
 * translation either. Throws FormatError when either file cannot be read.
 */
export function pushEditsOf(
  format: LocaleFormat,
  before: Uint8Array | undefined,
  now: Uint8Array,
  file: { readonly fileName: string; readonly locale: string },
): PushEdit[] {
  const options = { fileName: file.fileName, locale: file.locale };
  const nowValues = keyValuesOf(format, now, options);
  const beforeValues: KeyValues = before === undefined ? new Map() : keyValuesOf(format, before, options);
  const nowTexts = textsOf(format, now, file.fileName, file.locale);
  const beforeTexts =
    before === undefined
      ? new Map<string, SegmentText>()
      : textsOf(format, before, file.fileName, file.locale);
  const edits: PushEdit[] = [];
  for (const [key, value] of nowValues) {
    if (!value.translatable || value.empty || beforeValues.get(key)?.text === value.text) continue;
    const text = nowTexts.get(key);
    if (text === undefined) continue;
    const previous = beforeTexts.get(key);
    if (typeof text === 'string' || previous === undefined || typeof previous === 'string') {
      edits.push({ key, before: previous, after: text });
      continue;
    }
    const forms: Partial<Record<PluralForm, string>> = {};
    for (const [form, formText] of Object.entries(text) as [PluralForm, string | undefined][])
      if (formText !== undefined && formText !== '' && previous[form] !== formText) forms[form] = formText;
    if (Object.keys(forms).length > 0) edits.push({ key, before: previous, after: forms });
  }
  return edits.sort((left, right) => (left.key < right.key ? -1 : left.key > right.key ? 1 : 0));
}

interface SentEdits {
  /** Keys set on the service through Update String. */
  readonly sent: readonly string[];
  /** Keys the service lacked in this locale: the merge upload fills them. */
  readonly filled: readonly string[];
  /** Keys the service already had as the push left them. */
  readonly same: readonly string[];
  /** Keys no string of the master has on the service, or of another shape: not sent. */
  readonly skipped: readonly string[];
  /** Keys the service also changed since `before`: the push's text replaced the service's. */
  readonly conflicts: readonly string[];
}

function unitsOf(text: TranslationText | null | undefined): Map<string, string> {
  if (text === null || text === undefined) return new Map();
  if (typeof text === 'string') return new Map([['', text]]);
  return new Map(Object.entries(text).filter((entry): entry is [string, string] => entry[1] !== undefined));
}

/** Quotes a service text for a warning, short and on one line. */
function quoted(text: TranslationText | null | undefined): string {
  const json = JSON.stringify(text ?? '');
  return json.length > 160 ? `${json.slice(0, 157)}...` : json;
}

type Decision =
  | { kind: 'same' | 'filled' | 'skipped' }
  | { kind: 'send'; text: TranslationText; conflict: boolean; service: TranslationText | null };

/** What to do with one edit, given the service's string (undefined: no such key). */
function decide(edit: PushEdit, record: StringRecord | undefined, locale: string): Decision {
  if (record === undefined || record.plural !== (typeof edit.after !== 'string')) return { kind: 'skipped' };
  const translation = record.translations.find((candidate) => candidate.locale === locale);
  // No translation in this locale at all: merge=true fills it, as it does any gap.
  if (translation === undefined || translation.text === null) return { kind: 'filled' };
  const service = unitsOf(translation.text);
  const after = unitsOf(edit.after);
  const before = unitsOf(edit.before);
  const differing = [...after].filter(([unit, text]) => service.get(unit) !== text);
  if (differing.length === 0) return { kind: 'same' };
  // The service changed it too when its text is neither the push's old nor its new one.
  const conflict = differing.some(([unit]) => (service.get(unit) ?? '') !== (before.get(unit) ?? ''));
  const text: TranslationText =
    typeof edit.after === 'string'
      ? edit.after
      : { ...(typeof translation.text === 'string' ? {} : translation.text), ...edit.after };
  return { kind: 'send', text, conflict, service: translation.text };
}

/**
 * Sets the push's edits of one target file on the service: List Strings of its master in its
 * locale (without language inheritance: the locale's own text), then Update String for each key
 * whose text there differs. A key the service lacks in this locale is left to the merge upload.
 * Both sides edited (the service's text is neither the push's old nor its new one): the push's
 * edit is the later, deliberate intent and is sent; a warning names the file, the key and the
 * service's text it replaced, so nobody's work disappears unseen.
 */
export async function sendPushEdits(options: {
  readonly strings: Pick<StringsApi, 'list' | 'update'>;
  readonly masterId: number;
  readonly locale: string;
  readonly path: string;
  readonly edits: readonly PushEdit[];
  readonly dryRun: boolean;
  readonly logger: Logger;
  /**
   * Keys the service lacks in this locale are set too (no merge upload follows: a review of the
   * pull request, issue 48), and the warning of an edit made on both sides is this one.
   */
  readonly review?: {
    readonly conflictWarning: (key: string, service: string, sent: string) => string;
  };
}): Promise<SentEdits> {
  const { strings, locale, path, logger } = options;
  const wanted = new Set(options.edits.map((edit) => edit.key));
  const records = new Map<string, StringRecord>();
  const query = { locale, filters: { file: options.masterId, noFollowRedirects: true } };
  for await (const record of strings.list(query))
    if (wanted.has(record.key) && record.fileId === options.masterId) records.set(record.key, record);
  const result = { sent: [] as string[], filled: [] as string[], same: [] as string[] };
  const skipped: string[] = [];
  const conflicts: string[] = [];
  // Sent together: the client's request limit keeps them to a few at a time.
  const updates: Promise<unknown>[] = [];
  for (const edit of options.edits) {
    const record = records.get(edit.key);
    const decided = decide(edit, record, locale);
    // A review sends what the service lacks as well: no merge upload fills it afterwards.
    const decision: Decision =
      decided.kind === 'filled' && options.review !== undefined
        ? { kind: 'send', text: edit.after, conflict: false, service: null }
        : decided;
    if (decision.kind === 'skipped') skipped.push(edit.key);
    else if (decision.kind !== 'send') result[decision.kind].push(edit.key);
    if (decision.kind !== 'send' || record === undefined) continue;
    if (decision.conflict) {
      conflicts.push(edit.key);
      logger.warning(
        options.review?.conflictWarning(edit.key, quoted(decision.service), quoted(decision.text)) ??
          `${path}: ${edit.key} was edited by this push and also changed on the service since the push's \`before\` commit; the push's text replaces the service's ${quoted(decision.service)}.`,
        { file: path, title: 'Translation edited on both sides' },
      );
    }
    if (!options.dryRun) {
      updates.push(
        strings.update(
          record.id,
          typeof decision.text === 'string'
            ? { translations: [{ locale, text: decision.text }] }
            : { plural: true, translations: [{ locale, text: decision.text }] },
        ),
      );
    }
    result.sent.push(edit.key);
  }
  await Promise.all(updates);
  if (skipped.length > 0)
    logger.info(
      `${path}: not sent, no string of its master on the service has this key (or it is of another kind): ${skipped.join(', ')}.`,
    );
  return { ...result, skipped, conflicts };
}
