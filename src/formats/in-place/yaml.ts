import {
  Document,
  isAlias,
  isMap,
  isScalar,
  isSeq,
  parseDocument,
  Scalar,
  type Pair,
  type YAMLMap,
} from 'yaml';
import { firstLineOf } from '../format-error.js';
import { keyValuesOf, sameTranslations, type KeyValues } from '../key-values.js';
import { psychDocumentOptions, psychDoubleQuoted, psychToStringOptions } from '../platform/yaml-psych.js';
import { InPlaceEditError, type InPlaceEditor } from './types.js';

/**
 * The YAML editor: both texts are parsed with the `yaml` package's Document API, whose nodes
 * carry their source ranges; the local tree is walked beside the remote one and each difference
 * becomes a splice of the local text. What no splice covers (comments, `---`, anchors, blank
 * lines, every unchanged value in its own quoting) stays byte for byte.
 */

interface Splice {
  readonly start: number;
  readonly end: number;
  readonly text: string;
}

type ScalarType = Scalar['type'];

/** What the walk knows of the local text: the splices so far and its conventions. */
interface Walk {
  readonly source: string;
  readonly doc: Document;
  readonly fileName: string;
  readonly splices: Splice[];
  /** Spaces per nesting level, from the file's first nested map (2 when it has none). */
  readonly indentStep: number;
  /** The quoting most of the file's strings use: a new key's value is written the same way. */
  readonly usualStringType: ScalarType;
}

function parse(text: string, fileName: string, side: string): Document {
  const doc = parseDocument(text, { uniqueKeys: true });
  const [firstError] = doc.errors;
  if (firstError !== undefined)
    throw new InPlaceEditError(fileName, `the ${side} text does not parse: ${firstLineOf(firstError)}`, {
      cause: firstError,
    });
  return doc;
}

/** The map under the one locale root key (`fr:`), as parseYaml reads a Rails file. */
function localeMap(doc: Document, fileName: string, side: string): YAMLMap {
  const root = doc.contents;
  const [localeRoot] = isMap(root) ? root.items : [];
  if (!isMap(root) || root.items.length !== 1 || localeRoot === undefined || !isMap(localeRoot.value))
    throw new InPlaceEditError(fileName, `the ${side} text has no single locale root key holding a map`);
  return localeRoot.value;
}

function keyOf(pair: Pair): string {
  return isScalar(pair.key) ? String(pair.key.value) : String(pair.key);
}

function columnOf(source: string, offset: number): number {
  return offset - (source.lastIndexOf('\n', offset - 1) + 1);
}

function lineStart(source: string, offset: number): number {
  return source.lastIndexOf('\n', offset - 1) + 1;
}

/** The offset just past the line break that ends the line holding `offset - 1`. */
function lineEnd(source: string, offset: number): number {
  if (offset > 0 && source[offset - 1] === '\n') return offset;
  const next = source.indexOf('\n', offset);
  return next === -1 ? source.length : next + 1;
}

function rangeOf(node: unknown): [number, number, number] | undefined {
  if (node !== null && typeof node === 'object' && 'range' in node) {
    const range = (node as { range?: [number, number, number] | null }).range;
    return range ?? undefined;
  }
  return undefined;
}

/** The lines a block-map pair takes: from its key's line to the end of its value's last line. */
function pairLines(walk: Walk, pair: Pair, path: string): [number, number] {
  const keyRange = rangeOf(pair.key);
  if (keyRange === undefined) throw new InPlaceEditError(walk.fileName, `${path} has no source position`);
  const start = lineStart(walk.source, keyRange[0]);
  if (walk.source.slice(start, keyRange[0]).trim() !== '')
    throw new InPlaceEditError(walk.fileName, `${path} shares its line with other keys`);
  const valueEnd = rangeOf(pair.value)?.[2] ?? keyRange[2];
  return [start, lineEnd(walk.source, Math.max(valueEnd, keyRange[2]))];
}

/** The value as keyValuesOf compares it: `"text` for a string, `#value` for anything else. */
function canonical(node: unknown): string {
  if (node === null) return '#null';
  if (isScalar(node)) return typeof node.value === 'string' ? `"${node.value}` : `#${String(node.value)}`;
  return `?${JSON.stringify(node)}`;
}

/** A string, number, boolean or null as one YAML value in `type`'s style; ends with no line break. */
function renderScalar(value: unknown, type: ScalarType, flow: boolean): string {
  const scalar = new Scalar(value);
  // A plain scalar in a flow collection may not hold `,` or `]`: quoting is the safe choice there.
  const style = flow && (type === 'PLAIN' || type === undefined) ? 'QUOTE_DOUBLE' : type;
  if (style !== undefined) scalar.type = style;
  if (flow && (type === 'BLOCK_LITERAL' || type === 'BLOCK_FOLDED')) scalar.type = 'QUOTE_DOUBLE';
  // As Ruby's Psych reads it: `yes`, `1,000`, `:key` quoted when they are strings, controls escaped.
  let text = new Document(scalar, psychDocumentOptions).toString(psychToStringOptions);
  text = text.endsWith('\n') ? text.slice(0, -1) : text;
  // A quoted string over several lines would continue at column 0, out of its map: one line instead.
  if (typeof value === 'string' && text.includes('\n') && !/^[|>]/.test(text))
    return psychDoubleQuoted(value);
  return text;
}

/** A block scalar's lines moved to `indent` (a top-level rendering has them at column 0). */
function indentBlock(rendered: string, indent: string): string {
  const [header = '', ...lines] = rendered.split('\n');
  return [header, ...lines.map((line) => (line === '' ? line : indent + line))].join('\n');
}

/** The indentation of a local block scalar's content, else one step past its key. */
function blockIndent(walk: Walk, local: unknown, keyColumn: number): string {
  const range = rangeOf(local);
  if (
    isScalar(local) &&
    range !== undefined &&
    (local.type === 'BLOCK_LITERAL' || local.type === 'BLOCK_FOLDED')
  ) {
    const content = walk.source.slice(range[0], range[1]).split('\n').slice(1);
    const first = content.find((line) => line.trim() !== '');
    if (first !== undefined) return first.slice(0, first.length - first.trimStart().length);
  }
  return ' '.repeat(keyColumn + walk.indentStep);
}

/** Rewrites one scalar (or alias) in place, in the local value's own style. */
function replaceScalar(
  walk: Walk,
  local: unknown,
  remote: Scalar | null,
  keyColumn: number,
  flow: boolean,
): void {
  const range = rangeOf(local);
  if (range === undefined)
    throw new InPlaceEditError(walk.fileName, 'a changed value has no source position');
  const old = walk.source.slice(range[0], range[1]);
  const type = isScalar(local) ? local.type : walk.usualStringType;
  let text = renderScalar(remote === null ? null : remote.value, type, flow);
  if (/^[|>]/.test(text)) {
    // An indentation indicator (`|2`) counts from the parent's column, and a kept final break
    // (`|+`) is lost where the old value ended its line without one: safer as a quoted string.
    const keeps = /^[|>]\d?\+/.test(text) && !old.endsWith('\n');
    text =
      keeps || /^[|>][-+]?\d/.test(text)
        ? renderScalar(remote?.value ?? null, 'QUOTE_DOUBLE', flow)
        : indentBlock(text, blockIndent(walk, local, keyColumn));
  }
  // A block scalar's range takes its last line break; a one-line value's does not.
  const endsLine = old.endsWith('\n');
  if (endsLine && !text.endsWith('\n')) text += '\n';
  if (!endsLine && text.endsWith('\n')) text = text.slice(0, -1);
  // `key:` with nothing after it: the value needs its space.
  if (old === '' && walk.source[range[0] - 1] === ':') text = ` ${text}`;
  walk.splices.push({ start: range[0], end: range[1], text });
}

/** Compares one local value with the remote one at `path` and splices what differs. */
function walkValue(
  walk: Walk,
  local: unknown,
  remote: unknown,
  path: string,
  keyColumn: number,
  flow: boolean,
): void {
  const resolved = isAlias(local) ? local.resolve(walk.doc) : local;
  if (isMap(resolved) && isMap(remote)) {
    // Keys under an alias are the anchor's: edited there or not at all (the final check says).
    if (isAlias(local)) return;
    walkMap(walk, resolved, remote, path);
    return;
  }
  if (isSeq(resolved) && isSeq(remote)) {
    if (isAlias(local)) return;
    if (resolved.items.length !== remote.items.length)
      throw new InPlaceEditError(walk.fileName, `the list ${path} changes length`);
    resolved.items.forEach((item, index) =>
      walkValue(walk, item, remote.items[index], `${path}[${index}]`, keyColumn, resolved.flow === true),
    );
    return;
  }
  const localLeaf = resolved === null || isScalar(resolved);
  const remoteLeaf = remote === null || isScalar(remote);
  if (!localLeaf || !remoteLeaf)
    throw new InPlaceEditError(walk.fileName, `${path} changes between a value and a group of keys`);
  if (canonical(resolved) === canonical(remote)) return;
  replaceScalar(walk, local, remote, keyColumn, flow);
}

/** A new key and its value, written at `column` as the file writes its keys. */
function renderPair(walk: Walk, key: string, value: unknown, column: number, stringType: ScalarType): string {
  const doc = new Document(null, psychDocumentOptions);
  const map = doc.createNode({});
  map.items.push(
    doc.createPair(key, isScalar(value) || isMap(value) || isSeq(value) ? value.toJSON() : null),
  );
  doc.contents = map;
  const text = doc.toString({
    ...psychToStringOptions,
    indent: walk.indentStep,
    defaultStringType: stringType ?? 'PLAIN',
    defaultKeyType: 'PLAIN',
  });
  const pad = ' '.repeat(column);
  return text
    .split('\n')
    .map((line) => (line === '' ? line : pad + line))
    .join('\n');
}

/** Where a key goes that no local key precedes: above its first sibling and that one's comment. */
function beforeFirst(walk: Walk, first: Pair, path: string): number {
  let start = pairLines(walk, first, path)[0];
  const column = columnOf(walk.source, rangeOf(first.key)?.[0] ?? start);
  while (start > 0) {
    const previous = lineStart(walk.source, start - 1);
    const line = walk.source.slice(previous, start);
    if (!line.trimStart().startsWith('#') || columnOf(walk.source, previous + line.indexOf('#')) !== column)
      break;
    start = previous;
  }
  return start;
}

/** True when the node holds a value: a scalar not null nor empty, or a map or list holding one. */
function holdsValues(node: unknown): boolean {
  if (node === null) return false;
  if (isScalar(node)) return node.value !== null && node.value !== '';
  if (isMap(node)) return node.items.some((pair) => holdsValues(pair.value));
  if (isSeq(node)) return node.items.some(holdsValues);
  return false;
}

function walkMap(walk: Walk, local: YAMLMap, remote: YAMLMap, prefix: string): void {
  const localPairs = new Map(local.items.map((pair) => [keyOf(pair), pair]));
  const remoteKeys = new Set(remote.items.map(keyOf));
  const name = (key: string) => (prefix === '' ? key : `${prefix}.${key}`);
  const first = local.items[0];
  const column = columnOf(walk.source, rangeOf(first?.key)?.[0] ?? 0);
  for (const pair of local.items) {
    const key = keyOf(pair);
    // A key that holds no translation (`delimiter: ''`, `<<: *defaults`) is not one the service
    // removed: it keeps no empty values, so the key stays.
    if (remoteKeys.has(key) || !holdsValues(pair.value)) continue;
    if (local.flow === true)
      throw new InPlaceEditError(walk.fileName, `${name(key)} is removed from a flow map`);
    const [start, end] = pairLines(walk, pair, name(key));
    walk.splices.push({ start, end, text: '' });
  }
  /** The local pair the last remote key seen is or follows: a new key goes after it. */
  let after: Pair | undefined;
  for (const pair of remote.items) {
    const key = keyOf(pair);
    const mine = localPairs.get(key);
    if (mine !== undefined) {
      walkValue(
        walk,
        mine.value,
        pair.value,
        name(key),
        columnOf(walk.source, rangeOf(mine.key)?.[0] ?? 0),
        local.flow === true,
      );
      after = mine;
      continue;
    }
    if (local.flow === true || first === undefined)
      throw new InPlaceEditError(walk.fileName, `${name(key)} is added to a map the file writes on one line`);
    const neighbour = after ?? first;
    const neighbourValue = neighbour.value;
    const stringType =
      isScalar(neighbourValue) &&
      typeof neighbourValue.value === 'string' &&
      !neighbourValue.type?.startsWith('BLOCK')
        ? neighbourValue.type
        : walk.usualStringType;
    const at =
      after === undefined
        ? beforeFirst(walk, first, name(keyOf(first)))
        : pairLines(walk, after, name(keyOf(after)))[1];
    let text = renderPair(walk, key, pair.value, column, stringType);
    // The last line of a file without a final line break: the new key starts a line of its own.
    if (at === walk.source.length && !walk.source.endsWith('\n')) text = `\n${text.replace(/\n$/, '')}`;
    walk.splices.push({ start: at, end: at, text });
  }
}

/** The file's indentation step and usual string quoting, for the keys it gains. */
function conventionsOf(source: string, root: YAMLMap): { indentStep: number; usualStringType: ScalarType } {
  let indentStep: number | undefined;
  const counts = new Map<ScalarType, number>();
  const visit = (map: YAMLMap, column: number): void => {
    for (const pair of map.items) {
      if (isMap(pair.value) && !pair.value.flow) {
        const child = pair.value.items[0];
        const childColumn = columnOf(source, rangeOf(child?.key)?.[0] ?? 0);
        indentStep ??= childColumn > column ? childColumn - column : undefined;
        visit(pair.value, childColumn);
      } else if (
        isScalar(pair.value) &&
        typeof pair.value.value === 'string' &&
        !pair.value.type?.startsWith('BLOCK')
      )
        counts.set(pair.value.type, (counts.get(pair.value.type) ?? 0) + 1);
    }
  };
  visit(root, columnOf(source, rangeOf(root.items[0]?.key)?.[0] ?? 0));
  const usual = [...counts].sort((a, b) => b[1] - a[1])[0]?.[0];
  return { indentStep: indentStep ?? 2, usualStringType: usual ?? 'PLAIN' };
}

export const editYaml: InPlaceEditor = (local, remote, options) => {
  const fileName = options.parse.fileName ?? '(yaml file)';
  const localDoc = parse(local, fileName, "repository's");
  const remoteDoc = parse(remote, fileName, "service's");
  const localRoot = localeMap(localDoc, fileName, "repository's");
  const walk: Walk = {
    source: local,
    doc: localDoc,
    fileName,
    splices: [],
    ...conventionsOf(local, localRoot),
  };
  walkMap(walk, localRoot, localeMap(remoteDoc, fileName, "service's"), '');
  if (walk.splices.length === 0) return local;
  const eol = local.includes('\r\n') ? '\r\n' : '\n';
  // Last splice first, so that earlier offsets stay true; an insertion sorts after a removal
  // ending where it starts, so that it is not taken by it.
  // Two insertions at one offset: the later one goes in first, so that the earlier ends up above it.
  const splices = walk.splices
    .map((splice, index) => ({ ...splice, index }))
    .sort((a, b) => b.start - a.start || b.end - a.end || b.index - a.index);
  let result = local;
  for (const splice of splices) {
    const text = eol === '\n' ? splice.text : splice.text.replace(/\r?\n/g, eol);
    result = result.slice(0, splice.start) + text + result.slice(splice.end);
  }
  // The contract, checked rather than trusted: an anchor shared by two keys, or a rendering the
  // reader takes otherwise, gives the service's file instead of a wrong one.
  const encoder = new TextEncoder();
  let edited: KeyValues;
  try {
    edited = keyValuesOf('yaml', encoder.encode(result), options.parse);
  } catch (error) {
    throw new InPlaceEditError(fileName, 'the edited text does not parse', { cause: error });
  }
  if (!sameTranslations(edited, keyValuesOf('yaml', encoder.encode(remote), options.parse)))
    throw new InPlaceEditError(fileName, "the edited text does not hold the service's values");
  return result;
};
