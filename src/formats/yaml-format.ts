import { Document, isMap, isScalar, isSeq, Pair, parseDocument, Scalar, YAMLMap, YAMLSeq } from 'yaml';
import type { Node as YamlNode } from 'yaml';
import { FormatError, firstLineOf } from './format-error.js';
import { buildKeyTree, joinKey, KeyConflictError, type KeyTree, type TreeNode } from './key-tree.js';
import { formsToWrite, isWritable } from './plural-rules.js';
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

/**
 * Walks a Rails tree. Numbers, booleans and nulls are settings, not text, so they are not segments
 * (docs/decisions.md, formats).
 */
function collect(node: unknown, prefix: string, comment: string | undefined, out: Segment[]): void {
  const push = (text: Segment['text']): void => {
    out.push(comment === undefined ? { key: prefix, text } : { key: prefix, text, comment });
  };
  const plural = pluralOf(node);
  if (plural !== undefined) return push(plural);
  if (isScalar(node)) {
    if (typeof node.value === 'string') push(node.value);
    return;
  }
  if (isSeq(node)) {
    node.items.forEach((item, index) => collect(item, `${prefix}[${index}]`, undefined, out));
    return;
  }
  if (!isMap(node)) return;
  node.items.forEach((pair, index) => {
    const key = isScalar(pair.key) ? String(pair.key.value) : String(pair.key);
    // The comment above a map's first key is stored on the map itself.
    const keyComment = isScalar(pair.key) ? pair.key.commentBefore : undefined;
    const above = keyComment ?? (index === 0 ? node.commentBefore : undefined);
    collect(pair.value, joinKey(prefix, key), commentOf(above), out);
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
  const doc = parseDocument(text, { uniqueKeys: true });
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
  collect(localeRoot.value, '', undefined, segments);
  if (settings !== undefined) collectSettings(localeRoot.value, '', settings);
  return segments;
}

/** Converts the key tree to YAML nodes, putting each segment's comment above its key. */
function toYamlNode(node: TreeNode | null, prefix: string, comments: ReadonlyMap<string, string>): YamlNode {
  if (node === null) return new Scalar(null);
  if (typeof node === 'string') return new Scalar(node);
  if (Array.isArray(node)) {
    const seq = new YAMLSeq();
    node.forEach((item, index) => seq.items.push(toYamlNode(item, `${prefix}[${index}]`, comments)));
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
    map.items.push(new Pair(key, toYamlNode(child, fullKey, comments)));
  }
  return map;
}

/** The master's locale root map, or undefined when there is no readable template. */
function templateRoot(template: Uint8Array | undefined): YAMLMap | undefined {
  if (template === undefined) return undefined;
  try {
    const doc = parseDocument(decodeText(template, '(template)', 'yaml').text);
    const root = doc.contents;
    if (doc.errors.length > 0 || !isMap(root) || root.items.length !== 1) return undefined;
    const value = root.items[0]?.value;
    return isMap(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

function keyName(node: unknown): string {
  return isScalar(node) ? String(node.value) : String(node);
}

/**
 * Copies the master's settings (numbers, booleans, nulls such as `precision: 3`) into the target
 * at their places, so that every locale carries them as the master does; a target lacks them
 * otherwise, since only text is translated (docs/decisions.md, formats).
 */
function mergeSettings(master: YAMLMap, target: YAMLMap): void {
  let cursor = -1;
  for (const pair of master.items) {
    const name = keyName(pair.key);
    const index = target.items.findIndex((candidate) => keyName(candidate.key) === name);
    if (index >= 0) {
      const existing = target.items[index]?.value;
      if (isMap(pair.value) && isMap(existing)) mergeSettings(pair.value, existing);
      cursor = index;
      continue;
    }
    let copy: YamlNode | undefined;
    if (isScalar(pair.value) && typeof pair.value.value !== 'string') {
      // The master's spelling of the number stays (`1.50`, `0x1F`), not only its value.
      const setting = new Scalar(pair.value.value);
      if (pair.value.format !== undefined) setting.format = pair.value.format;
      if (pair.value.minFractionDigits !== undefined)
        setting.minFractionDigits = pair.value.minFractionDigits;
      copy = setting;
    } else if (isMap(pair.value)) {
      const nested = new YAMLMap();
      mergeSettings(pair.value, nested);
      if (nested.items.length > 0) copy = nested;
    }
    if (copy === undefined) continue;
    cursor += 1;
    target.items.splice(cursor, 0, new Pair(new Scalar(name), copy));
  }
}

export function writeYaml(segments: readonly Segment[], options: WriteOptions): Uint8Array {
  const entries: Array<[string, TreeNode]> = [];
  const comments = new Map<string, string>();
  for (const segment of segments) {
    if (!isWritable(segment.text, options.locale)) continue;
    const value: TreeNode =
      typeof segment.text === 'string' ? segment.text : new Map(formsToWrite(segment.text, options.locale));
    entries.push([segment.key, value]);
    if (segment.comment !== undefined) comments.set(segment.key, segment.comment);
  }
  let tree: KeyTree;
  try {
    tree = buildKeyTree(entries);
  } catch (error) {
    if (!(error instanceof KeyConflictError)) throw error;
    throw new FormatError({ fileName: '(output)', format: 'yaml', problem: error.message, cause: error });
  }
  // YAML 1.1, as Ruby's Psych (Rails) reads it: a string that 1.1 would take for a boolean, null
  // or number (`on`, `no`, `y`, `~`, `1.0`, `12:30`) is quoted, as a key and as a value.
  const doc = new Document(null, { version: '1.1' });
  // The root key is the target locale (`pt-BR:`), whatever the master's root was.
  const root = new YAMLMap();
  const body = toYamlNode(tree, '', comments);
  const master = templateRoot(options.template);
  if (master !== undefined && isMap(body)) mergeSettings(master, body);
  root.items.push(new Pair(new Scalar(options.locale), body));
  doc.contents = root;
  // No folding: long strings stay on one line, so a changed word changes one line of the diff.
  const text = doc.toString({ lineWidth: 0 });
  return encodeWithLayout(text, layoutOf(options.template));
}
