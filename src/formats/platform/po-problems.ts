/**
 * The problems a PO file meets in `msgfmt -c` (issue 56), per entry: a msgstr that does not begin
 * and end with a line break where its msgid does, the arguments of a `c-format` or
 * `python-format` entry lost, added or changed, and a plural entry with another number of forms
 * than the header's nplurals. Fuzzy and untranslated entries are left out, as msgfmt leaves them.
 */
import { Buffer } from 'node:buffer';
import { po } from 'gettext-parser';
import type { GetTextTranslation } from 'gettext-parser';
import { pluralFunction } from '../gettext-plurals.js';
import type { PlatformProblem } from './problem.js';
import {
  cFormatArguments,
  formatMismatch,
  pythonFormatArguments,
  type FormatArguments,
} from './po-format-strings.js';

const PARSERS: Readonly<Record<string, (text: string) => FormatArguments | undefined>> = {
  'c-format': cFormatArguments,
  'python-format': pythonFormatArguments,
};

/** For each plural form, whether it serves many numbers: msgfmt checks those strictly. */
function usedOften(header: string | undefined): { nplurals: number; often: boolean[] } | undefined {
  const plural = header === undefined ? undefined : pluralFunction(header);
  if (plural === undefined) return undefined;
  const counts = Array.from({ length: plural.nplurals }, () => 0);
  for (let n = 0; n <= 1000; n += 1) {
    const form = plural.select(n);
    counts[form] = (counts[form] ?? 0) + 1;
  }
  // gettext's plural distribution: a form taken by a handful of numbers (French 0 and 1) may drop one.
  return { nplurals: plural.nplurals, often: counts.map((count) => count > 5) };
}

function flagsOf(entry: GetTextTranslation): string[] {
  return (entry.comments?.flag ?? '').split(',').map((flag) => flag.trim());
}

function newlineProblems(msgid: string, msgstr: string, slot: string): string[] {
  const found: string[] = [];
  if (msgid.startsWith('\n') !== msgstr.startsWith('\n'))
    found.push(`${slot} and msgid do not both begin with a line break, which msgfmt -c refuses`);
  if (msgid.endsWith('\n') !== msgstr.endsWith('\n'))
    found.push(`${slot} and msgid do not both end with a line break, which msgfmt -c refuses`);
  return found;
}

function entryProblems(entry: GetTextTranslation, plurals: ReturnType<typeof usedOften>): string[] {
  const translated = entry.msgstr.filter((text) => text !== '');
  if (translated.length === 0) return [];
  const flags = flagsOf(entry);
  if (flags.includes('fuzzy')) return [];
  const plural = entry.msgid_plural !== undefined;
  const found: string[] = [];
  if (plural && plurals !== undefined && entry.msgstr.length !== plurals.nplurals)
    found.push(`has ${entry.msgstr.length} plural forms where the header's nplurals is ${plurals.nplurals}`);
  entry.msgstr.forEach((text, index) => {
    if (text === '') return;
    const slot = plural ? `msgstr[${index}]` : 'msgstr';
    found.push(...newlineProblems(entry.msgid, text, slot));
    for (const [flag, parse] of Object.entries(PARSERS)) {
      if (!flags.includes(flag)) continue;
      const source = parse(plural ? (entry.msgid_plural ?? '') : entry.msgid);
      if (source === undefined) continue;
      const own = parse(text);
      const strict = !plural || plurals?.often[index] !== false;
      const mismatch =
        own === undefined ? `it is not a valid ${flag} string` : formatMismatch(source, own, strict);
      if (mismatch !== undefined)
        found.push(`${slot} of a ${flag} entry: ${mismatch}, which msgfmt -c refuses`);
    }
  });
  return found;
}

export function poProblems(bytes: Uint8Array): PlatformProblem[] {
  let table: ReturnType<typeof po.parse>;
  try {
    table = po.parse(Buffer.from(bytes), { validation: false });
  } catch (error) {
    return [
      { problem: `the file does not parse: ${error instanceof Error ? error.message : String(error)}` },
    ];
  }
  const plurals = usedOften((table.headers as Record<string, string> | undefined)?.['Plural-Forms']);
  const problems: PlatformProblem[] = [];
  for (const byMsgid of Object.values(table.translations))
    for (const entry of Object.values(byMsgid)) {
      if (entry.msgid === '' && !entry.msgctxt) continue;
      const key = entry.msgctxt ? `${entry.msgctxt}\u0004${entry.msgid}` : entry.msgid;
      for (const problem of entryProblems(entry, plurals)) problems.push({ key, problem });
    }
  return problems;
}
