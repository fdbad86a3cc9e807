import { FormatError, firstLineOf } from './format-error.js';
import { buildKeyTree, joinKey, KeyConflictError, scalarOf, type TreeNode } from './key-tree.js';
import { formsToWrite, isWritable } from './plural-rules.js';
import { decodeText, encodeWithLayout, layoutOf } from './text-codec.js';
import {
  isPluralForm,
  type ParseOptions,
  type PluralForm,
  type Segment,
  type WriteOptions,
} from './types.js';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A number, a boolean or a null of a JSON file: a setting, not text. */
type JsonSetting = number | boolean | null;

/**
 * Nested objects become dotted keys and arrays `name[0]`; numbers, booleans and nulls are not
 * text, and go to `onSetting` when it is given (key-values.ts counts them).
 */
function flatten(
  value: unknown,
  prefix: string,
  out: Array<[string, string]>,
  onSetting?: (key: string, value: JsonSetting) => void,
): void {
  if (typeof value === 'string') out.push([prefix, value]);
  else if (Array.isArray(value))
    value.forEach((item, index) => flatten(item, `${prefix}[${index}]`, out, onSetting));
  else if (isRecord(value)) {
    for (const name of Object.keys(value)) flatten(value[name], joinKey(prefix, name), out, onSetting);
  } else if (onSetting !== undefined && prefix !== '' && (value === null || typeof value !== 'object')) {
    onSetting(prefix, value as JsonSetting);
  }
}

const PLURAL_INITIALS = new Set(['z', 'o', 't', 'f', 'm'].map((letter) => letter.charCodeAt(0)));

/** The plural form after a key's last `_` (at `cut`), or undefined; most keys are ruled out unsliced. */
function pluralFormAfter(key: string, cut: number): PluralForm | undefined {
  // zero, one, two, few, many, other: three to five letters, starting with one of z o t f m.
  const length = key.length - cut - 1;
  if (cut < 0 || length < 3 || length > 5 || !PLURAL_INITIALS.has(key.charCodeAt(cut + 1))) return undefined;
  const suffix = key.slice(cut + 1);
  return isPluralForm(suffix) ? suffix : undefined;
}

/** `files_one` → ['files', 'one']; undefined when the key has no plural suffix. */
function pluralSuffixOf(key: string): [string, PluralForm] | undefined {
  const cut = key.lastIndexOf('_');
  const form = cut > 0 ? pluralFormAfter(key, cut) : undefined;
  return form === undefined ? undefined : [key.slice(0, cut), form];
}

/** Joins i18next suffix keys (`key_one`, `key_other`) into one plural segment at the first form's place. */
function joinPlurals(entries: ReadonlyArray<[string, string]>): Segment[] {
  const suffixes = entries.map(([key]) => pluralSuffixOf(key));
  // Most files have no plural key: then there is nothing to join.
  if (suffixes.every((suffix) => suffix === undefined)) return entries.map(([key, text]) => ({ key, text }));
  const keys = new Set(entries.map(([key]) => key));
  const plurals = new Map<string, Partial<Record<PluralForm, string>>>();
  const segments: Segment[] = [];
  for (const [index, [key, text]] of entries.entries()) {
    const suffix = suffixes[index];
    const isPlural = suffix !== undefined && keys.has(`${suffix[0]}_other`) && !keys.has(suffix[0]);
    if (!isPlural) {
      segments.push({ key, text });
      continue;
    }
    const [base, form] = suffix;
    const forms = plurals.get(base);
    if (forms === undefined) {
      const created = { [form]: text };
      plurals.set(base, created);
      segments.push({ key: base, text: created });
    } else {
      forms[form] = text;
    }
  }
  return segments;
}

export function parseJson(bytes: Uint8Array, options: ParseOptions): Segment[] {
  if (options.scalars !== true) return parseJsonWithSettings(bytes, options);
  // Numbers and booleans join the entries at their places (flatten is one depth-first pass).
  const entries: Array<[string, string]> = [];
  const scalars = new Map<string, 'number' | 'boolean'>();
  flatten(readJsonObject(bytes, options), '', entries, (key, value) => {
    if (value === null) return;
    entries.push([key, String(value)]);
    scalars.set(key, typeof value === 'boolean' ? 'boolean' : 'number');
  });
  return joinPlurals(entries).map((segment) => {
    const scalar = typeof segment.text === 'string' ? scalars.get(segment.key) : undefined;
    return scalar === undefined ? segment : { ...segment, scalar };
  });
}

/**
 * parseJson, giving the numbers, booleans and nulls to `onSetting` from the same parse (keyed as
 * strings are keyed), so that key-values.ts reads a file once.
 */
export function parseJsonWithSettings(
  bytes: Uint8Array,
  options: ParseOptions,
  onSetting?: (key: string, value: JsonSetting) => void,
): Segment[] {
  const entries: Array<[string, string]> = [];
  flatten(readJsonObject(bytes, options), '', entries, onSetting);
  return joinPlurals(entries);
}

/** A JSON locale file parsed: an object of keys at the top level, or a FormatError. */
function readJsonObject(bytes: Uint8Array, options: ParseOptions): Record<string, unknown> {
  const fileName = options.fileName ?? '(json file)';
  const { text } = decodeText(bytes, fileName, 'json');
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new FormatError({ fileName, format: 'json', problem: firstLineOf(error), cause: error });
  }
  if (!isRecord(data)) {
    throw new FormatError({ fileName, format: 'json', problem: 'the top level must be an object of keys' });
  }
  return data;
}

/**
 * How many translations parseJsonWithSettings gives with its settings, counted without building a
 * segment or a value per key: one for each string, each setting and each form of an i18next
 * plural (key-values.ts counts forms one by one). Throws FormatError as parseJson does.
 */
export function countJsonKeys(bytes: Uint8Array, options: ParseOptions): number {
  const data = readJsonObject(bytes, options);
  return countPlainKeys(data) ?? countKeysByName(data);
}

/**
 * The number of keys when no two paths can give the same key and no key can be a plural form:
 * no name is empty or holds `.`, `[` or `]` (joinKey could then make one key of two paths), and no
 * name ends in `_` and a plural form. Undefined otherwise: then every key must be built.
 */
function countPlainKeys(data: Record<string, unknown>): number | undefined {
  let count = 0;
  const walk = (value: unknown): boolean => {
    if (Array.isArray(value)) return value.every(walk);
    if (!isRecord(value)) {
      count += 1;
      return true;
    }
    return Object.keys(value).every(
      (name) => name !== '' && !/[.[\]]/.test(name) && !mayBePluralName(name) && walk(value[name]),
    );
  };
  // The top-level object is not a key: only what it holds is counted.
  return walk(data) ? count : undefined;
}

/** A name that ends in `_` and a plural form, wherever its `_` is. */
function mayBePluralName(name: string): boolean {
  return pluralFormAfter(name, name.lastIndexOf('_')) !== undefined;
}

/**
 * countJsonKeys the long way, as parseJsonWithSettings keys them: a plural's forms joined and then
 * counted one by one (key-values.ts), duplicates once.
 */
function countKeysByName(data: Record<string, unknown>): number {
  const entries: Array<[string, string]> = [];
  const units = new Map<string, number>();
  flatten(data, '', entries, (key) => units.set(key, 1));
  for (const segment of joinPlurals(entries))
    units.set(segment.key, typeof segment.text === 'string' ? 1 : Object.keys(segment.text).length);
  let count = 0;
  for (const value of units.values()) count += value;
  return count;
}

interface JsonStyle {
  nested: boolean;
  indent: string;
  finalNewline: boolean;
}

/** The master's style: nested when any top-level value is an object, and its indentation. */
function styleOf(template: Uint8Array | undefined): JsonStyle {
  const style: JsonStyle = { nested: false, indent: '  ', finalNewline: true };
  if (template === undefined) return style;
  const text = new TextDecoder().decode(template);
  try {
    const data: unknown = JSON.parse(text);
    style.nested =
      isRecord(data) && Object.values(data).some((value) => isRecord(value) || Array.isArray(value));
  } catch {
    return style;
  }
  const secondLine = text.split('\n', 2)[1] ?? '';
  const indent = secondLine.slice(0, secondLine.length - secondLine.trimStart().length);
  if (indent !== '') style.indent = indent;
  style.finalNewline = text.endsWith('\n');
  return style;
}

/** Serialises by hand because JSON.stringify moves integer-like keys such as "404" to the front. */
function serialize(node: TreeNode | null, indent: string, depth: number): string {
  if (node === null || typeof node !== 'object') return JSON.stringify(node);
  const inner = indent.repeat(depth + 1);
  const outer = indent.repeat(depth);
  if (Array.isArray(node)) {
    if (node.length === 0) return '[]';
    return `[\n${node.map((item) => inner + serialize(item, indent, depth + 1)).join(',\n')}\n${outer}]`;
  }
  if (node.size === 0) return '{}';
  const lines = [...node].map(
    ([key, value]) => `${inner}${JSON.stringify(key)}: ${serialize(value, indent, depth + 1)}`,
  );
  return `{\n${lines.join(',\n')}\n${outer}}`;
}

export function writeJson(segments: readonly Segment[], options: WriteOptions): Uint8Array {
  const entries: Array<[string, TreeNode]> = [];
  for (const segment of segments) {
    if (!isWritable(segment.text, options.locale, options.everyForm === true)) continue;
    if (typeof segment.text === 'string') entries.push([segment.key, scalarOf(segment)]);
    else {
      for (const [form, text] of formsToWrite(segment.text, options.locale, options.everyForm === true))
        entries.push([`${segment.key}_${form}`, text]);
    }
  }
  const style = styleOf(options.template);
  let tree: TreeNode = new Map(entries);
  if (style.nested) {
    try {
      tree = buildKeyTree(entries);
    } catch (error) {
      // Keys such as `a` and `a.b` cannot nest; the flat form holds both and parses to the same keys.
      if (!(error instanceof KeyConflictError)) throw error;
    }
  }
  const text = serialize(tree, style.indent, 0) + (style.finalNewline ? '\n' : '');
  return encodeWithLayout(text, layoutOf(options.template));
}
