import type { Node } from 'jsonc-parser';
import { escapeNonAscii, lineEndOf, lineStartOf, nonAsciiStyleOf, type NonAsciiStyle } from './text-edits.js';

/** What goes into one object: new properties by name, each a leaf of the remote or an object of them. */
export type NewTree = Map<string, Node | NewTree>;

/** How a JSON file is written: what a new or changed value copies from it. */
export interface JsonStyle {
  eol: '\n' | '\r\n';
  /** One level of indentation (two or four spaces, a tab). */
  indent: string;
  /** Between a key and its value (`: `, `:`). */
  colon: string;
  nonAscii: NonAsciiStyle;
  /** True when the file writes `/` as `\/`, as PHP's json_encode does. */
  escapedSlash: boolean;
}

/** The file's style, from its first property and its escapes. */
export function jsonStyleOf(text: string, root: Node): JsonStyle {
  const first = root.children?.[0];
  const key = first?.children?.[0];
  const value = first?.children?.[1];
  const lineIndent = first === undefined ? '' : text.slice(lineStartOf(text, first.offset), first.offset);
  const colon =
    key === undefined || value === undefined ? ': ' : text.slice(key.offset + key.length, value.offset);
  return {
    eol: lineEndOf(text),
    indent: /^[ \t]+$/.test(lineIndent) ? lineIndent : '  ',
    colon: /^[ \t]*:[ \t]*$/.test(colon) ? colon : ': ',
    nonAscii: nonAsciiStyleOf(text, /u/, 'raw'),
    escapedSlash: text.includes('\\/'),
  };
}

/** A JSON string in the file's escaping. */
function quoteJson(text: string, style: JsonStyle): string {
  const quoted = escapeNonAscii(JSON.stringify(text), style.nonAscii);
  return style.escapedSlash ? quoted.replaceAll('/', '\\/') : quoted;
}

/** A plain value (an array's items) laid out at `indent`, one item a line as a formatter does. */
function renderPlain(value: unknown, style: JsonStyle, indent: string): string {
  if (typeof value === 'string') return quoteJson(value, style);
  const inner = indent + style.indent;
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    const items = value.map((item) => inner + renderPlain(item, style, inner));
    return `[${style.eol}${items.join(`,${style.eol}`)}${style.eol}${indent}]`;
  }
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value);
    if (entries.length === 0) return '{}';
    const items = entries.map(
      ([name, item]) => `${inner}${quoteJson(name, style)}${style.colon}${renderPlain(item, style, inner)}`,
    );
    return `{${style.eol}${items.join(`,${style.eol}`)}${style.eol}${indent}}`;
  }
  return JSON.stringify(value);
}

/**
 * A remote leaf's value written in the local file's style at a property indented by `indent`: a
 * number keeps the service's spelling (`1.50`), a string gets the file's escapes.
 */
export function renderJsonValue(value: Node, remoteText: string, style: JsonStyle, indent: string): string {
  if (value.type === 'string') return quoteJson(String(value.value), style);
  if (value.type === 'number' || value.type === 'boolean' || value.type === 'null')
    return remoteText.slice(value.offset, value.offset + value.length);
  return renderPlain(JSON.parse(remoteText.slice(value.offset, value.offset + value.length)), style, indent);
}

/** A new property: a remote leaf, or an object of new leaves, at `indent`. */
export function renderJsonProperty(
  name: string,
  value: Node | NewTree,
  remoteText: string,
  style: JsonStyle,
  indent: string,
): string {
  const head = `${quoteJson(name, style)}${style.colon}`;
  if (!(value instanceof Map)) return head + renderJsonValue(value, remoteText, style, indent);
  const inner = indent + style.indent;
  const items = [...value].map(
    ([child, item]) => inner + renderJsonProperty(child, item, remoteText, style, inner),
  );
  return `${head}{${style.eol}${items.join(`,${style.eol}`)}${style.eol}${indent}}`;
}
