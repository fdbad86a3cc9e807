import { Buffer } from 'node:buffer';
import { po } from 'gettext-parser';
import type { GetTextTranslation, GetTextTranslations } from 'gettext-parser';
import { FormatError, firstLineOf } from './format-error.js';
import { gettextPlurals, slotsOfHeader } from './gettext-plurals.js';
import { isWritable } from './plural-rules.js';
import { encodeWithLayout, layoutOf } from './text-codec.js';
import type { ParseOptions, PluralForm, Segment, WriteOptions } from './types.js';

/** The key of a PO entry: msgid, or msgctxt and msgid joined by EOT as gettext does in .mo files. */
function poKeyOf(msgctxt: string | undefined, msgid: string): string {
  return msgctxt ? `${msgctxt}\u0004${msgid}` : msgid;
}

function readPo(bytes: Uint8Array, fileName: string): GetTextTranslations {
  try {
    // Validation off: a .pot's placeholder Plural-Forms header would fail its plural-count check.
    const table = po.parse(Buffer.from(bytes), { validation: false });
    // gettext-parser leaves `headers` out when the file has no header entry.
    (table as { headers?: GetTextTranslations['headers'] }).headers ??= {};
    return table;
  } catch (error) {
    const line = (error as { lineNumber?: unknown }).lineNumber;
    const details = { fileName, format: 'po' as const, problem: firstLineOf(error), cause: error };
    throw new FormatError(typeof line === 'number' ? { ...details, line } : details);
  }
}

/** The entries in file order per context; the header entry (empty msgid) is left out. */
function entriesOf(table: GetTextTranslations): GetTextTranslation[] {
  return Object.values(table.translations).flatMap((byMsgid) =>
    Object.values(byMsgid).filter((entry) => entry.msgid !== '' || entry.msgctxt),
  );
}

function isFuzzy(entry: GetTextTranslation): boolean {
  return (entry.comments?.flag ?? '').split(',').some((flag) => flag.trim() === 'fuzzy');
}

/** The flags line without `fuzzy`: a generated file states what is translated, nothing is a guess. */
function withoutFuzzy(comments: GetTextTranslation['comments']): GetTextTranslation['comments'] {
  if (comments?.flag === undefined) return comments;
  const flag = comments.flag
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '' && part !== 'fuzzy')
    .join(', ');
  const rest = { ...comments };
  delete rest.flag;
  return flag === '' ? rest : { ...rest, flag };
}

/** The CLDR category of each msgstr index: by the file's own Plural-Forms, else the locale's usual one. */
function slotsOf(table: GetTextTranslations, locale: string): PluralForm[] {
  const header = table.headers['Plural-Forms'];
  return (header === undefined ? undefined : slotsOfHeader(header, locale)) ?? gettextPlurals(locale).slots;
}

function commentOf(entry: GetTextTranslation): string | undefined {
  const comment = entry.comments?.extracted ?? entry.comments?.translator;
  return comment === undefined || comment === '' ? undefined : comment;
}

export function parsePo(bytes: Uint8Array, options: ParseOptions): Segment[] {
  const fileName = options.fileName ?? '(po file)';
  const table = readPo(bytes, fileName);
  const entries = entriesOf(table);
  const forms = slotsOf(table, options.locale ?? table.headers['Language'] ?? 'en');
  // A template (.pot, or a master whose msgstr are all empty) carries its text in msgid.
  const isTemplate =
    fileName.endsWith('.pot') || entries.every((entry) => entry.msgstr.every((text) => text === ''));
  const segments: Segment[] = [];
  for (const entry of entries) {
    const key = poKeyOf(entry.msgctxt, entry.msgid);
    let text: Segment['text'] | undefined;
    // A fuzzy entry is a guess awaiting review, not a translation (msgfmt leaves it out too).
    if (!isTemplate && isFuzzy(entry)) continue;
    if (isTemplate) {
      text = entry.msgid_plural === undefined ? entry.msgid : { one: entry.msgid, other: entry.msgid_plural };
    } else if (entry.msgid_plural === undefined) {
      text = entry.msgstr[0] || undefined;
    } else {
      // msgstr[n] is the category of slot n under the file's Plural-Forms (docs/decisions.md, formats).
      const plural: Partial<Record<PluralForm, string>> = {};
      entry.msgstr.forEach((value, index) => {
        const form = forms[index];
        if (form !== undefined && value !== '') plural[form] = value;
      });
      text = Object.keys(plural).length > 0 ? plural : undefined;
    }
    // An empty msgstr in a translated file means "not translated yet": no segment.
    if (text === undefined) continue;
    const comment = commentOf(entry);
    segments.push(comment === undefined ? { key, text } : { key, text, comment });
  }
  return segments;
}

/** The template's header and entries (for msgid_plural and reference comments), when it parses. */
function templateOf(template: Uint8Array | undefined): GetTextTranslations | undefined {
  if (template === undefined) return undefined;
  try {
    return po.parse(Buffer.from(template), { validation: false });
  } catch {
    return undefined;
  }
}

function headersFor(template: GetTextTranslations | undefined, locale: string, pluralForms: string) {
  const headers: Record<string, string> = { ...template?.headers };
  headers['Language'] = locale;
  headers['Content-Type'] = 'text/plain; charset=UTF-8';
  headers['Content-Transfer-Encoding'] = '8bit';
  // Each target carries its own language's plural expression (gettext-plurals.ts).
  headers['Plural-Forms'] = pluralForms;
  return headers;
}

/**
 * The header and slots a target is written with: its own uploaded `Plural-Forms` when given and
 * readable (Sphinx's French `nplurals=3`, Transifex's Russian four forms), else its language's
 * usual one.
 */
function pluralsFor(options: WriteOptions): { header: string; slots: PluralForm[] } {
  const own = options.pluralForms;
  const slots = own === undefined ? undefined : slotsOfHeader(own, options.locale);
  return own === undefined || slots === undefined ? gettextPlurals(options.locale) : { header: own, slots };
}

/**
 * The `Plural-Forms` header of a PO file, when it is readable and differs from its locale's usual
 * one: what a generated copy of the file must keep so that no msgstr[i] is lost.
 */
export function ownPluralForms(bytes: Uint8Array, locale: string): string | undefined {
  let header: string | undefined;
  try {
    header = readPo(bytes, '(po file)').headers['Plural-Forms']?.trim();
  } catch {
    return undefined;
  }
  if (header === undefined || slotsOfHeader(header, locale) === undefined) return undefined;
  const usual = gettextPlurals(locale).header;
  const compact = (text: string) => text.replace(/\s+/g, '').replace(/;$/, '');
  return compact(header) === compact(usual) ? undefined : header;
}

export function writePo(segments: readonly Segment[], options: WriteOptions): Uint8Array {
  const template = templateOf(options.template);
  const templateEntries = new Map(
    (template === undefined ? [] : entriesOf(template)).map((entry) => [
      poKeyOf(entry.msgctxt, entry.msgid),
      entry,
    ]),
  );
  const plurals = pluralsFor(options);
  const forms = plurals.slots;
  const translations: GetTextTranslations['translations'] = {};
  const order = new Map<GetTextTranslation, number>();
  for (const segment of segments) {
    if (!isWritable(segment.text, options.locale)) continue;
    const separator = segment.key.indexOf('\u0004');
    const msgctxt = separator === -1 ? undefined : segment.key.slice(0, separator);
    const msgid = separator === -1 ? segment.key : segment.key.slice(separator + 1);
    const source = templateEntries.get(segment.key);
    const entry: GetTextTranslation = { msgid, msgstr: [] };
    if (msgctxt !== undefined) entry.msgctxt = msgctxt;
    if (typeof segment.text === 'string') entry.msgstr = [segment.text];
    else {
      const plural = segment.text;
      entry.msgid_plural = source?.msgid_plural ?? msgid;
      // Every category gets its index, empty when not given, so indexes keep their meaning.
      entry.msgstr = forms.map((form) => plural[form] ?? '');
    }
    const comments = withoutFuzzy(
      source?.comments ?? (segment.comment === undefined ? undefined : { extracted: segment.comment }),
    );
    if (comments !== undefined) entry.comments = comments;
    const context = (translations[msgctxt ?? ''] ??= {});
    context[msgid] = entry;
    order.set(entry, order.size);
  }
  const header = template?.translations['']?.[''];
  // The template's header says `#, fuzzy` (its fields are placeholders); a target's is not fuzzy.
  if (header !== undefined) {
    const comments = withoutFuzzy(header.comments);
    (translations[''] ??= {})[''] = comments === undefined ? { ...header } : { ...header, comments };
  }
  const compiled = po.compile(
    { charset: 'utf-8', headers: headersFor(template, options.locale, plurals.header), translations },
    // The segments' order, not the library's grouping by context, so output follows the master.
    { sort: (left, right) => (order.get(left) ?? 0) - (order.get(right) ?? 0) },
  );
  return encodeWithLayout(new TextDecoder().decode(compiled), layoutOf(options.template));
}
