/**
 * Writing YAML strings that Ruby's Psych loads as exactly the same strings (issue 56). The `yaml`
 * package writes YAML 1.1 on its own, but knows nothing of Psych's Symbols (`:other_key`), its
 * integers with commas (`1,000`), its sexagesimals, nor of what libyaml refuses raw (DEL, C0 and
 * C1 controls) or reads as a line break (NEL, U+2028, U+2029). Every writer and in-place editor of
 * YAML makes its Document with `psychDocumentOptions`: its string tag quotes and escapes those.
 */
import { Scalar, type DocumentOptions, type SchemaOptions, type ToStringOptions } from 'yaml';
import { stringTag, type StringifyContext } from 'yaml/util';
import { psychPlain } from './psych-scalars.js';

/** A character libyaml refuses raw, or reads as a line break; `\t` and `\n` are fine. */
export function isRawUnsafeInYaml(code: number): boolean {
  return (
    (code < 0x20 && code !== 0x09 && code !== 0x0a) ||
    (code >= 0x7f && code <= 0x9f) ||
    code === 0x2028 ||
    code === 0x2029 ||
    (code >= 0xd800 && code <= 0xdfff) ||
    code === 0xfeff ||
    code === 0xfffe ||
    code === 0xffff
  );
}

/** Whether a string must be written double-quoted, with escapes, for Psych to load it. */
function needsEscapes(text: string): boolean {
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    // A surrogate pair is one printable character; only a lone half needs (and fails) an escape.
    if (code >= 0xd800 && code <= 0xdbff) {
      const next = text.charCodeAt(index + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        index += 1;
        continue;
      }
    }
    if (isRawUnsafeInYaml(code) || code === 0x0d) return true;
  }
  return false;
}

const NAMED_ESCAPES: Readonly<Record<number, string>> = {
  0x00: '\\0',
  0x09: '\\t',
  0x0a: '\\n',
  0x0d: '\\r',
  0x22: '\\"',
  0x5c: '\\\\',
  0x85: '\\N',
  0x2028: '\\L',
  0x2029: '\\P',
};

/**
 * A double-quoted scalar on one line, with YAML's escapes for everything libyaml would refuse or
 * fold. A lone surrogate is written as its `\u` escape, which libyaml refuses too: no YAML holds
 * it, and platformProblems names the key.
 */
export function psychDoubleQuoted(text: string): string {
  let out = '"';
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    const named = NAMED_ESCAPES[code];
    const pair = code >= 0xd800 && code <= 0xdbff && /[\uDC00-\uDFFF]/.test(text[index + 1] ?? '');
    if (named !== undefined) out += named;
    else if (pair) {
      out += text.slice(index, index + 2);
      index += 1;
    } else if (code <= 0xff && isRawUnsafeInYaml(code)) out += `\\x${code.toString(16).padStart(2, '0')}`;
    else if (isRawUnsafeInYaml(code)) out += `\\u${code.toString(16).padStart(4, '0')}`;
    else out += text.charAt(index);
  }
  return `${out}"`;
}

/**
 * Whether a block scalar (`|`, `>`) can hold `text` as libyaml reads it: not when a line's
 * indentation would begin with a tab (libyaml, finding the indentation from the first line,
 * refuses it: "found a tab character where an indentation space is expected"), nor when a line
 * holds only spaces (the yaml package writes such a line so that its spaces are lost).
 */
function blockHolds(text: string): boolean {
  return !text.split('\n').some((line) => /^ *\t/.test(line) || /^[ \t]+$/.test(line));
}

/** Whether Psych would load `text`, written plain, as a string other than `text` itself. */
function psychMisreadsPlain(text: string): boolean {
  const read = psychPlain(text);
  return read.kind !== 'string' || read.value !== text;
}

type Stringify = NonNullable<typeof stringTag.stringify>;

/** The yaml package's string stringifier, made Psych-safe. */
const stringify: Stringify = (item, ctx: StringifyContext, onComment, onChompKeep) => {
  const value = String(item.value);
  const block =
    value.includes('\n') || item.type === Scalar.BLOCK_LITERAL || item.type === Scalar.BLOCK_FOLDED;
  if (needsEscapes(value) || (block && !blockHolds(value))) return psychDoubleQuoted(value);
  const plain = item.type === undefined || item.type === Scalar.PLAIN;
  if (plain && !value.includes('\n') && psychMisreadsPlain(value)) {
    const quoted = new Scalar(value);
    // As the package quotes a plain string: single quotes only when the text holds `"`.
    quoted.type = value.includes('"') && !value.includes("'") ? Scalar.QUOTE_SINGLE : Scalar.QUOTE_DOUBLE;
    return stringTag.stringify?.(quoted, ctx, onComment, onChompKeep) ?? psychDoubleQuoted(value);
  }
  return stringTag.stringify?.(item, ctx, onComment, onChompKeep) ?? psychDoubleQuoted(value);
};

const psychString = { ...stringTag, stringify };

/**
 * A Document's options for a YAML file Rails reads: YAML 1.1 (Psych's), quoted also where YAML 1.2
 * would read another type (our own reader, the `yaml` package, is 1.2), and Psych's own rules.
 */
export const psychDocumentOptions: DocumentOptions & SchemaOptions = {
  version: '1.1',
  compat: 'core',
  customTags: (tags) =>
    tags.map((tag) =>
      typeof tag === 'object' && 'tag' in tag && tag.tag === stringTag.tag ? psychString : tag,
    ),
};

/** No folding: a long string stays on one line, so that a changed word changes one line of the diff. */
export const psychToStringOptions: ToStringOptions = { lineWidth: 0 };
