import { getNodeValue, parseTree, type Node } from 'jsonc-parser';
import { joinKey } from '../key-tree.js';
import type { KeyValue } from '../key-values.js';
import { isPluralForm } from '../types.js';
import {
  jsonStyleOf,
  renderJsonProperty,
  renderJsonValue,
  type JsonStyle,
  type NewTree,
} from './json-style.js';
import {
  anchorsOf,
  applyEdits,
  editAfterMark,
  fileNameOf,
  keyValuesOrRefuse,
  lineStartOf,
  verifiedEdit,
  type TextEdit,
} from './text-edits.js';
import { keptEmptyKeys } from './same-translations.js';
import { sameTranslations } from '../key-values.js';
import { InPlaceEditError, type InPlaceEditor } from './types.js';

/*
 * JSON in place, on jsonc-parser's syntax tree (Microsoft's parser behind VS Code's JSON support):
 * every node has its offset and length in the source, so a changed value is replaced where it
 * stands, and the team's key order, indentation, escapes and line ends stay. The values compared are
 * the leaves the format's reader flattens to keys (`inbox.unread_one`, i18next's plural forms one
 * by one); an array is compared and replaced whole.
 */

/** A leaf of a JSON file: the value of one flat key, and the property that holds it. */
interface Leaf {
  key: string;
  /** Property names from the top level to the leaf, as the file nests them. */
  path: string[];
  property: Node;
  value: Node;
  /** Equal for equal values whatever their spelling: `"é"` and `"\u00e9"`, `1.0` and `1`. */
  canonical: string;
}

function canonicalOf(value: Node): string {
  if (value.type === 'string') return `"${String(value.value)}`;
  if (value.type === 'array') return `[${JSON.stringify(getNodeValue(value))}`;
  return `#${String(value.value)}`;
}

/** An array that holds no string, number, boolean or null anywhere gives the reader no key. */
function holdsKeys(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(holdsKeys);
  if (typeof value === 'object' && value !== null) return Object.values(value).some(holdsKeys);
  return true;
}

function propertiesOf(object: Node): Node[] {
  return object.children ?? [];
}

function nameOf(property: Node): string {
  return String(property.children?.[0]?.value);
}

function valueOf(property: Node): Node | undefined {
  return property.children?.[1];
}

/** The leaves in file order; `onRepeat` hears of a flat key given twice. */
function leavesOf(root: Node, onRepeat: (key: string) => void): Map<string, Leaf> {
  const leaves = new Map<string, Leaf>();
  const walk = (object: Node, prefix: string, path: string[]) => {
    for (const property of propertiesOf(object)) {
      const value = valueOf(property);
      if (value === undefined) continue;
      const name = nameOf(property);
      const key = joinKey(prefix, name);
      if (value.type === 'object') walk(value, key, [...path, name]);
      else if (value.type !== 'array' || holdsKeys(getNodeValue(value))) {
        if (leaves.has(key)) onRepeat(key);
        leaves.set(key, { key, path: [...path, name], property, value, canonical: canonicalOf(value) });
      }
    }
  };
  walk(root, '', []);
  return leaves;
}

function treeOf(text: string, fileName: string): Node {
  const root = parseTree(text, [], { disallowComments: true, allowTrailingComma: false });
  // keyValuesOrRefuse has read the text with JSON.parse already: this is a second opinion.
  if (root?.type !== 'object') throw new InPlaceEditError(fileName, 'the file does not parse');
  return root;
}

/** A new leaf's place: the local object it goes in, and the names it nests under there. */
interface Placement {
  object: Node;
  names: string[];
}

/** The deepest local object on a new leaf's way, following the remote's nesting or a dotted name. */
function placementOf(root: Node, path: readonly string[]): Placement {
  let object = root;
  let names = [...path];
  for (;;) {
    const objects = propertiesOf(object).filter((property) => valueOf(property)?.type === 'object');
    const nested = names.length > 1 ? objects.find((property) => nameOf(property) === names[0]) : undefined;
    if (nested !== undefined) {
      object = valueOf(nested) as Node;
      names = names.slice(1);
      continue;
    }
    // A file that nests what the service writes flat (`home.title`): follow its longest prefix.
    const joined = names.join('.');
    const prefixed = objects
      .filter((property) => joined.startsWith(`${nameOf(property)}.`))
      .sort((left, right) => nameOf(right).length - nameOf(left).length)[0];
    if (prefixed === undefined) break;
    object = valueOf(prefixed) as Node;
    names = [joined.slice(nameOf(prefixed).length + 1)];
  }
  // A flat file stays flat: a nested key from the service becomes one dotted name.
  const flat =
    object === root &&
    propertiesOf(root).length > 0 &&
    !propertiesOf(root).some((property) => valueOf(property)?.type === 'object');
  return { object, names: flat ? [names.join('.')] : names };
}

interface ObjectPlan {
  additions: NewTree;
  /** Names in the service's order at this object, kept ones and new ones. */
  remoteOrder: string[];
}

export const editJsonInPlace: InPlaceEditor = (local, remote, options) => {
  const localValues = keyValuesOrRefuse('json', local, 'local', options);
  const remoteValues = keyValuesOrRefuse('json', remote, 'remote', options);
  if (sameTranslations(localValues, remoteValues)) return local;
  const fileName = fileNameOf(options);
  const remoteText = remote.replace(/^\uFEFF/, '');
  const remoteLeaves = leavesOf(treeOf(remoteText, fileName), () => undefined);
  const keptEmpty = keptEmptyKeys(localValues, remoteValues);
  const edited = editAfterMark(local, (text) =>
    editTree(text, remoteText, remoteLeaves, keptEmpty, fileName),
  );
  return verifiedEdit('json', edited, { local: localValues, remote: remoteValues }, options);
};

/** The keys the format's reader gives a value (`list[0]`, `list[1].name`), as json-format.ts flattens. */
function readerKeysOf(value: unknown, key: string, out: string[]): void {
  if (Array.isArray(value)) value.forEach((item, index) => readerKeysOf(item, `${key}[${index}]`, out));
  else if (typeof value === 'object' && value !== null)
    for (const [name, item] of Object.entries(value)) readerKeysOf(item, joinKey(key, name), out);
  else out.push(key);
}

/**
 * True when every key the leaf gives the reader is one of `keptEmpty` (left empty locally, and the
 * remote lacks it: same-translations.ts); an i18next form counts under its plural's key.
 */
function isKeptEmpty(leaf: Leaf, keptEmpty: ReadonlyMap<string, KeyValue>): boolean {
  const keys: string[] = [];
  readerKeysOf(getNodeValue(leaf.value), leaf.key, keys);
  return keys.every((key) => {
    if (keptEmpty.has(key)) return true;
    const cut = key.lastIndexOf('_');
    const form = key.slice(cut + 1);
    return cut > 0 && isPluralForm(form) && keptEmpty.get(key.slice(0, cut))?.forms?.[form] !== undefined;
  });
}

function editTree(
  text: string,
  remoteText: string,
  remoteLeaves: Map<string, Leaf>,
  keptEmpty: ReadonlyMap<string, KeyValue>,
  fileName: string,
): string {
  const root = treeOf(text, fileName);
  const localLeaves = leavesOf(root, (key) => {
    throw new InPlaceEditError(fileName, `the key "${key}" appears twice`);
  });
  const style = jsonStyleOf(text, root);
  const edits: TextEdit[] = [];
  const removed = new Set<Node>();
  for (const leaf of localLeaves.values()) {
    const next = remoteLeaves.get(leaf.key);
    if (next === undefined) {
      if (!isKeptEmpty(leaf, keptEmpty)) removed.add(leaf.property);
    } else if (next.canonical !== leaf.canonical) {
      const indent = indentOfLine(text, leaf.property.offset);
      const rendered = renderJsonValue(next.value, remoteText, style, indent);
      edits.push({ start: leaf.value.offset, end: leaf.value.offset + leaf.value.length, text: rendered });
    }
  }
  const plans = new Map<Node, ObjectPlan>();
  const planOf = (object: Node): ObjectPlan => {
    const plan: ObjectPlan = plans.get(object) ?? { additions: new Map(), remoteOrder: [] };
    plans.set(object, plan);
    return plan;
  };
  for (const leaf of remoteLeaves.values()) {
    const kept = localLeaves.get(leaf.key);
    if (kept !== undefined) {
      // A kept leaf orders, at each object on its way, the property that leads to it.
      for (let property: Node | undefined = kept.property; property !== undefined;) {
        const object = property.parent as Node;
        planOf(object).remoteOrder.push(nameOf(property));
        property = object.parent;
      }
      continue;
    }
    const { object, names } = placementOf(root, leaf.path);
    const plan = planOf(object);
    plan.remoteOrder.push(names[0] ?? '');
    let level = plan.additions;
    for (const name of names.slice(0, -1)) {
      const child = level.get(name);
      const tree: NewTree = isNewTree(child) ? child : new Map<string, Node | NewTree>();
      level.set(name, tree);
      level = tree;
    }
    level.set(names.at(-1) ?? '', leaf.value);
  }
  collapseEmptied(root, removed, plans);
  const editObject = (object: Node) => {
    edits.push(...objectEdits(text, remoteText, object, removed, plans.get(object), style));
    for (const property of propertiesOf(object)) {
      const value = valueOf(property);
      if (!removed.has(property) && value?.type === 'object') editObject(value);
    }
  };
  editObject(root);
  return applyEdits(text, edits);
}

/** An object whose every property goes and that gets none goes whole, from its parent. */
function collapseEmptied(object: Node, removed: Set<Node>, plans: ReadonlyMap<Node, ObjectPlan>): boolean {
  const properties = propertiesOf(object);
  let remaining = properties.length;
  for (const property of properties) {
    const value = valueOf(property);
    if (value?.type === 'object' && collapseEmptied(value, removed, plans)) removed.add(property);
    if (removed.has(property)) remaining -= 1;
  }
  return properties.length > 0 && remaining === 0 && (plans.get(object)?.additions.size ?? 0) === 0;
}

function isNewTree(value: Node | NewTree | undefined): value is NewTree {
  return value instanceof Map;
}

function indentOfLine(text: string, offset: number): string {
  const start = lineStartOf(text, offset);
  return /^[ \t]*/.exec(text.slice(start, offset))?.[0] ?? '';
}

const endOf = (node: Node) => node.offset + node.length;

/** The text between two properties of the object, comma included, most of its pairs use. */
function separatorOf(text: string, object: Node, style: JsonStyle): string {
  const properties = propertiesOf(object);
  const counts = new Map<string, number>();
  for (let index = 1; index < properties.length; index += 1) {
    const gap = text.slice(endOf(properties[index - 1] as Node), (properties[index] as Node).offset);
    if (/^\s*,\s*$/.test(gap)) counts.set(gap, (counts.get(gap) ?? 0) + 1);
  }
  const common = [...counts].sort((left, right) => right[1] - left[1])[0]?.[0];
  if (common !== undefined) return common;
  const first = properties[0];
  if (first === undefined) return `,${style.eol}`;
  const before = text.slice(lineStartOf(text, first.offset), first.offset);
  return before.trim() === '' ? `,${style.eol}${before}` : ', ';
}

function objectEdits(
  text: string,
  remoteText: string,
  object: Node,
  removed: ReadonlySet<Node>,
  plan: ObjectPlan | undefined,
  style: JsonStyle,
): TextEdit[] {
  const properties = propertiesOf(object);
  const kept = properties.filter((property) => !removed.has(property));
  const additions = plan?.additions ?? new Map<string, Node | NewTree>();
  const outer = indentOfLine(text, object.offset);
  const inner = kept[0] === undefined ? outer + style.indent : indentOfLine(text, kept[0].offset);
  const render = (name: string) =>
    renderJsonProperty(name, additions.get(name) as Node | NewTree, remoteText, style, inner);
  if (kept.length === 0) {
    if (additions.size === 0 && object.parent !== undefined) return [];
    if (additions.size === 0 && properties.length === 0) return [];
    const body = [...additions.keys()].map(render);
    const interior =
      body.length === 0
        ? ''
        : `${style.eol}${inner}${body.join(`,${style.eol}${inner}`)}${style.eol}${outer}`;
    return [{ start: object.offset + 1, end: endOf(object) - 1, text: interior }];
  }
  const edits: TextEdit[] = [];
  // A run of removed properties takes the separator after it, or before it at the object's end.
  for (let index = 0; index < properties.length; index += 1) {
    if (!removed.has(properties[index] as Node)) continue;
    let last = index;
    while (last + 1 < properties.length && removed.has(properties[last + 1] as Node)) last += 1;
    const next = properties[last + 1];
    const previous = properties[index - 1];
    if (next !== undefined)
      edits.push({ start: (properties[index] as Node).offset, end: next.offset, text: '' });
    else if (previous !== undefined)
      edits.push({ start: endOf(previous), end: endOf(properties[last] as Node), text: '' });
    index = last;
  }
  const separator = separatorOf(text, object, style);
  const keptNames = kept.map(nameOf);
  const anchors = anchorsOf([...new Set(plan?.remoteOrder)], keptNames, new Set(additions.keys()));
  for (const [anchor, names] of anchors) {
    const body = names.map(render).join(separator);
    const after = anchor === null ? undefined : kept[keptNames.indexOf(anchor)];
    if (after === undefined) {
      const first = kept[0] as Node;
      edits.push({ start: first.offset, end: first.offset, text: body + separator });
    } else edits.push({ start: endOf(after), end: endOf(after), text: separator + body });
  }
  return edits;
}
