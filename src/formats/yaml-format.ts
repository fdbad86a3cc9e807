import {
  Document,
  isMap,
  isScalar,
  isSeq,
  LineCounter,
  Pair,
  parseDocument,
  Scalar,
  YAMLMap,
  YAMLSeq,
} from 'yaml';
import type { Node as YamlNode } from 'yaml';
import { FormatError, firstLineOf } from './format-error.js';
import {
  buildKeyTree,
  joinKey,
  KeyConflictError,
  scalarOf,
  type KeyTree,
  type TreeNode,
} from './key-tree.js';
import { formsToWrite, isWritable } from './plural-rules.js';
import { psychDocumentOptions, psychToStringOptions } from './platform/yaml-psych.js';
import { decodeText, encodeWithLayout, layoutOf } from './text-codec.js';
import {
  isPluralKeySet,
  type ParseOptions,
  type PluralForm,
  type Segment,
  type WriteOptions,
} from './types.js';

function commentOf(text: string | null | undefined): string | undefined {
  const trimmed = text
    ?.split('\n')
    .map((line) => line.trim())
    .join('\n')
    .trim();
  return trimmed === undefined || trimmed === '' ? undefined : trimmed;
}

/** A map whose keys are all plural categories, `other` among them, and whose values are strings. */
function pluralOf(node: unknown): Partial<Record<PluralForm, string>> | undefined {
  if (!isMap(node)) return undefined;
  const keys = node.items.map((pair) => (isScalar(pair.key) ? String(pair.key.value) : ''));
  if (!isPluralKeySet(keys)) return undefined;
  const text: Partial<Record<PluralForm, string>> = {};
  for (const pair of node.items) {
    if (!isScalar(pair.value) || typeof pair.value.value !== 'string') return undefined;
    text[String((pair.key as Scalar).value) as PluralForm] = pair.value.value;
  }
  return text;
}

/** The literal of a number or boolean scalar (`1.50` keeps its digits), else undefined. */
function scalarText(node: Scalar): [string, 'number' | 'boolean'] | undefined {
  const { value } = node;
  if (typeof value === 'boolean') return [String(value), 'boolean'];
  if (typeof value !== 'number' && typeof value !== 'bigint') return undefined;
  const source = node.source;
  return [typeof source === 'string' && /^-?\d+(\.\d+)?$/.test(source) ? source : String(value), 'number'];
}

/**
 * Walks a Rails tree. Numbers and booleans are segments only with `scalars` (the emulator: one
 * value per locale); nulls never are (docs/decisions.md, formats).
 */
function collect(
  node: unknown,
  prefix: string,
  comment: string | undefined,
  out: Segment[],
  scalars: boolean,
): void {
  const push = (text: Segment['text'], scalar?: Segment['scalar']): void => {
    const segment: Segment = comment === undefined ? { key: prefix, text } : { key: prefix, text, comment };
    out.push(scalar === undefined ? segment : { ...segment, scalar });
  };
  const plural = pluralOf(node);
  if (plural !== undefined) return push(plural);
  if (isScalar(node)) {
    if (typeof node.value === 'string') push(node.value);
    else if (scalars) {
      const literal = scalarText(node);
      if (literal !== undefined) push(literal[0], literal[1]);
    }
    return;
  }
  if (isSeq(node)) {
    node.items.forEach((item, index) => collect(item, `${prefix}[${index}]`, undefined, out, scalars));
    return;
  }
  if (!isMap(node)) return;
  node.items.forEach((pair, index) => {
    const key = isScalar(pair.key) ? String(pair.key.value) : String(pair.key);
    // The comment above a map's first key is stored on the map itself.
    const keyComment = isScalar(pair.key) ? pair.key.commentBefore : undefined;
    const above = keyComment ?? (index === 0 ? node.commentBefore : undefined);
    collect(pair.value, joinKey(prefix, key), commentOf(above), out, scalars);
  });
}

type SettingValue = number | boolean | bigint | null;

/** The numbers, booleans and nulls under `node`, keyed as `collect` keys strings; plurals are strings. */
function collectSettings(
  node: unknown,
  prefix: string,
  found: (key: string, value: SettingValue) => void,
): void {
  if (pluralOf(node) !== undefined) return;
  if (isScalar(node)) {
    const value = node.value;
    if (
      value === null ||
      typeof value === 'number' ||
      typeof value === 'boolean' ||
      typeof value === 'bigint'
    )
      found(prefix, value);
    return;
  }
  // `key:` with nothing after it is a null too.
  if (node === null && prefix !== '') found(prefix, null);
  else if (isSeq(node))
    node.items.forEach((item, index) => collectSettings(item, `${prefix}[${index}]`, found));
  else if (isMap(node)) {
    for (const pair of node.items) {
      const key = isScalar(pair.key) ? String(pair.key.value) : String(pair.key);
      collectSettings(pair.value, joinKey(prefix, key), found);
    }
  }
}

/** The first scalar key that repeats an earlier key of its map, as yaml's `uniqueKeys` finds it. */
function firstDuplicateKey(node: unknown): Scalar | undefined {
  if (isSeq(node)) {
    for (const item of node.items) {
      const found = firstDuplicateKey(item);
      if (found !== undefined) return found;
    }
    return undefined;
  }
  if (!isMap(node)) return undefined;
  const seen = new Set<unknown>();
  for (const pair of node.items) {
    // yaml compares scalar keys by value (1 and "1" differ), other keys by identity.
    if (isScalar(pair.key)) {
      if (seen.has(pair.key.value)) return pair.key;
      seen.add(pair.key.value);
    }
    const found = firstDuplicateKey(pair.value);
    if (found !== undefined) return found;
  }
  return undefined;
}

/**
 * The segments of a Rails YAML file; with `settings`, also its numbers, booleans and nulls
 * (`precision: 3`, `~`), from the same parse, for diffs that count every value (key-values.ts).
 */
export function parseYaml(
  bytes: Uint8Array,
  options: ParseOptions,
  settings?: (key: string, value: SettingValue) => void,
): Segment[] {
  const fileName = options.fileName ?? '(yaml file)';
  const { text } = decodeText(bytes, fileName, 'yaml');
  const lineCounter = new LineCounter();
  // The library's own unique-key check compares each key with every earlier one of its map: a
  // 50,000-key file took minutes. The same check, with a set per map, follows the parse.
  const doc = parseDocument(text, { uniqueKeys: false, lineCounter });
  const duplicate = doc.errors.length === 0 ? firstDuplicateKey(doc.contents) : undefined;
  if (duplicate !== undefined) {
    const at = duplicate.range?.[0];
    throw new FormatError({
      fileName,
      format: 'yaml',
      problem: `Map keys must be unique: ${JSON.stringify(String(duplicate.value)).slice(0, 80)}`,
      ...(at === undefined ? {} : { line: lineCounter.linePos(at).line }),
    });
  }
  const [firstError] = doc.errors;
  if (firstError !== undefined) {
    const line = firstError.linePos?.[0].line;
    const details = {
      fileName,
      format: 'yaml' as const,
      problem: firstLineOf(firstError),
      cause: firstError,
    };
    throw new FormatError(line === undefined ? details : { ...details, line });
  }
  const root = doc.contents;
  if (root === null || (isScalar(root) && root.value === null)) return [];
  const [localeRoot] = isMap(root) ? root.items : [];
  if (!isMap(root) || root.items.length !== 1 || localeRoot === undefined || !isMap(localeRoot.value)) {
    throw new FormatError({
      fileName,
      format: 'yaml',
      problem: 'expected one locale root key holding a map, as in "en:"',
    });
  }
  const segments: Segment[] = [];
  collect(localeRoot.value, '', undefined, segments, options.scalars === true);
  if (settings !== undefined) collectSettings(localeRoot.value, '', settings);
  return segments;
}

/**
 * Converts the key tree to YAML nodes, putting each segment's comment above its key; `literals`
 * are the numbers' texts by key, so that `1.50` keeps its zero.
 */
function toYamlNode(
  node: TreeNode | null,
  prefix: string,
  comments: ReadonlyMap<string, string>,
  literals: ReadonlyMap<string, string>,
): YamlNode {
  if (node === null) return new Scalar(null);
  if (typeof node === 'string' || typeof node === 'boolean') return new Scalar(node);
  if (typeof node === 'number') return numberScalar(node, literals.get(prefix));
  if (Array.isArray(node)) {
    const seq = new YAMLSeq();
    node.forEach((item, index) =>
      seq.items.push(toYamlNode(item, `${prefix}[${index}]`, comments, literals)),
    );
    return seq;
  }
  const map = new YAMLMap();
  for (const [name, child] of node) {
    const fullKey = joinKey(prefix, name);
    const key = new Scalar(name);
    const comment = comments.get(fullKey);
    if (comment !== undefined)
      key.commentBefore = comment
        .split('\n')
        .map((line) => ` ${line}`)
        .join('\n');
    map.items.push(new Pair(key, toYamlNode(child, fullKey, comments, literals)));
  }
  return map;
}

function numberScalar(value: number, literal: string | undefined): Scalar {
  const scalar = new Scalar(value);
  const fraction = literal === undefined ? undefined : /\.(\d+)$/.exec(literal)?.[1];
  if (fraction !== undefined) scalar.minFractionDigits = fraction.length;
  return scalar;
}

export function writeYaml(segments: readonly Segment[], options: WriteOptions): Uint8Array {
  const entries: Array<[string, TreeNode]> = [];
  const comments = new Map<string, string>();
  const literals = new Map<string, string>();
  for (const segment of segments) {
    if (!isWritable(segment.text, options.locale, options.everyForm === true)) continue;
    const value: TreeNode =
      typeof segment.text === 'string'
        ? scalarOf(segment)
        : new Map(formsToWrite(segment.text, options.locale, options.everyForm === true));
    entries.push([segment.key, value]);
    if (typeof value === 'number') literals.set(segment.key, segment.text as string);
    if (segment.comment !== undefined) comments.set(segment.key, segment.comment);
  }
  let tree: KeyTree;
  try {
    tree = buildKeyTree(entries);
  } catch (error) {
    if (!(error instanceof KeyConflictError)) throw error;
    throw new FormatError({ fileName: '(output)', format: 'yaml', problem: error.message, cause: error });
  }
  // As Ruby's Psych (Rails) reads it: a string that it would take for another type (`on`, `~`,
  // `1,000`, `:other_key`, `12:30`) is quoted, and controls and line separators escaped (issue 56).
  const doc = new Document(null, psychDocumentOptions);
  // The root key is the target locale (`pt-BR:`), whatever the master's root was.
  const root = new YAMLMap();
  // A target holds the numbers and booleans it has itself, not the master's (issue 35).
  const body = toYamlNode(tree, '', comments, literals);
  root.items.push(new Pair(new Scalar(options.locale), body));
  doc.contents = root;
  const text = doc.toString(psychToStringOptions);
  return encodeWithLayout(text, layoutOf(options.template));
}
