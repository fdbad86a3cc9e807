/**
 * Element text for an Android string in the file's own escaping: apostrophes as `\'` or
 * `\&apos;` (whichever the file uses more; aapt2 refuses an apostrophe, even as `&apos;`, that no
 * backslash escapes outside quotes), a value the file quoted ("…") or wrapped in CDATA
 * written the same way, markup kept as markup. Each form reads back, through the format's
 * reader, as exactly the value.
 */
import { XMLValidator } from 'fast-xml-parser';
import { escapeAndroid } from '../android-escapes.js';
import { escapeAndroidMarkup, isAaptMarkup } from '../platform/android-aapt.js';
import type { AndroidDocument } from './android-scan.js';

export interface AndroidStyle {
  lineEnd: string;
  /** Indentation of a resource element, and of an item inside <plurals> or <string-array>. */
  indent: string;
  itemIndent: string;
  apostrophe: "\\'" | '\\&apos;';
}

const CDATA_OPEN = '<![CDATA[';
const CDATA_CLOSE = ']]>';
// A character no translation holds, standing in for an apostrophe while the text is escaped.
const APOSTROPHE_MARK = '\uE000';

function indentBefore(text: string, offset: number): string | undefined {
  const lineStart = text.lastIndexOf('\n', offset - 1) + 1;
  const indent = text.slice(lineStart, offset);
  return /^[ \t]*$/.test(indent) ? indent : undefined;
}

function count(text: string, part: string): number {
  return text.split(part).length - 1;
}

export function styleOf(document: AndroidDocument): AndroidStyle {
  const { text, resources } = document;
  const lineEnd = /\r\n/.test(text) ? '\r\n' : '\n';
  const indent = resources
    .map((resource) => indentBefore(text, resource.start))
    .find((found) => found !== undefined);
  const items = resources.flatMap((resource) => resource.items);
  const itemIndent = items.map((item) => indentBefore(text, item.start)).find((found) => found !== undefined);
  let backslashes = 0;
  let entities = 0;
  for (const resource of resources) {
    for (const content of [resource.content, ...resource.items.map((item) => item.content)]) {
      if (content === undefined) continue;
      // `\&apos;` and a bare `&apos;` (which aapt2 refuses) both say the file prefers the entity.
      backslashes += count(content.raw, "\\'");
      entities += count(content.raw, '&apos;') + count(content.raw, '&#39;');
    }
  }
  return {
    lineEnd,
    indent: indent ?? '    ',
    itemIndent: itemIndent ?? `${indent ?? '    '}${indent ?? '    '}`,
    apostrophe: entities > backslashes ? '\\&apos;' : "\\'",
  };
}

function isMarkup(value: string): boolean {
  // The reader keeps text with '<' as raw XML; such a value is written back as it is when well formed.
  // eslint-disable-next-line @typescript-eslint/no-deprecated
  return isAaptMarkup(value) && XMLValidator.validate(`<r>${value}</r>`) === true;
}

/** aapt's escapes and XML's, with apostrophes as the file writes them. */
function escaped(value: string, style: AndroidStyle): string {
  if (style.apostrophe === "\\'" || value.includes(APOSTROPHE_MARK)) return escapeAndroid(value);
  return escapeAndroid(value.replaceAll("'", APOSTROPHE_MARK)).replaceAll(APOSTROPHE_MARK, '\\&apos;');
}

/**
 * Inside "…" aapt keeps spaces and apostrophes; backslashes, quotes and line breaks are escaped,
 * and a control character (a vertical tab) takes aapt's `\u` escape, as XML holds none raw.
 */
function quoted(value: string): string {
  let out = '';
  for (const char of value) {
    if (char === '\\') out += '\\\\';
    else if (char === '"') out += '\\"';
    else if (char === '\n') out += '\\n';
    else if (char === '\t') out += '\\t';
    else if (char === '&') out += '&amp;';
    else if (char === '<') out += '&lt;';
    else if (char === '>') out += '&gt;';
    else if (escapeAndroid(char) !== char && /[^ '@?]/.test(char)) out += escapeAndroid(char);
    else out += char;
  }
  return `"${out}"`;
}

/** The element text for `value`, in the style of the text it replaces (`previous`) when given. */
export function contentFor(value: string, style: AndroidStyle, previous?: string): string {
  if (isMarkup(value)) return escapeAndroidMarkup(value);
  if (
    previous?.startsWith(CDATA_OPEN) === true &&
    previous.endsWith(CDATA_CLOSE) &&
    !value.includes(CDATA_CLOSE)
  ) {
    // In CDATA nothing is an XML entity; aapt's own escapes still apply.
    const text = escaped(value, { ...style, apostrophe: "\\'" })
      .replaceAll('&lt;', '<')
      .replaceAll('&gt;', '>')
      .replaceAll('&amp;', '&');
    return `${CDATA_OPEN}${text}${CDATA_CLOSE}`;
  }
  const wasQuoted =
    previous !== undefined && previous.length >= 2 && previous.startsWith('"') && previous.endsWith('"');
  if (wasQuoted && !/[@?]/.test(value[0] ?? '')) return quoted(value);
  return escaped(value, style);
}
