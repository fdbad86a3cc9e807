import { parseTree, type Node } from 'jsonc-parser';
import { isMap, isScalar, parseDocument, type Pair, type YAMLMap } from 'yaml';
import { joinKey } from '../key-tree.js';
import { keyValuesOf, type KeyValues } from '../key-values.js';
import { isPluralForm, type LocaleFormat, type ParseOptions } from '../types.js';
import { applyEdits, type TextEdit } from './text-edits.js';
import { psychPlain } from '../platform/psych-scalars.js';
import { psychDoubleQuoted } from '../platform/yaml-psych.js';

/**
 * A renamed key renamed where it stands (issue 59): before a pull's changes are edited into the
 * repository's copy, each key the service renamed gets its new name on its own line, so its
 * value, quoting, comment and place stay and the editor then finds nothing to change there.
 * YAML and JSON, whose key is the last part of a path: a rename within one parent changes that
 * name. A rename this cannot make (another parent, another format) is left to the editor, which
 * takes the old key out and writes the new one beside its neighbour, with the same translation.
 */

/** The old key and the part of it a rename changes: the name in its parent. */
interface Found {
  /** The parent's path (`checkout` for `checkout.pay_now`), '' at the top. */
  readonly prefix: string;
  /** The names the key takes in the file (a JSON plural has one per form: `items_one`). */
  readonly names: readonly { readonly start: number; readonly end: number; readonly suffix: string }[];
  /** The names the parent holds, to keep the new one from landing on another. */
  readonly siblings: ReadonlySet<string>;
  /** How the old name is quoted in YAML. */
  readonly quote?: 'plain' | 'single' | 'double';
}

/** The new name in the parent, or undefined when the rename leaves the parent (or nests deeper). */
function newName(found: Found, from: string, to: string): string | undefined {
  const start = found.prefix === '' ? 0 : found.prefix.length + 1;
  if (found.prefix !== '' && !to.startsWith(`${found.prefix}.`)) return undefined;
  const name = to.slice(start);
  // A dotted old name is a file that writes flat keys; otherwise a dot would nest the key deeper.
  if (name === '' || (name.includes('.') && !from.slice(start).includes('.'))) return undefined;
  return found.siblings.has(name) ? undefined : name;
}

/** The new name in the old one's quoting, quoted where Psych would read it plain as another type (`yes`). */
function yamlKey(name: string, quote: Found['quote']): string {
  const plain = /^[A-Za-z_][A-Za-z0-9_-]*$/.test(name) && psychPlain(name).kind === 'string';
  if (quote === 'plain' && plain) return name;
  if (quote === 'single' && /^[\x20-\x7e\u00a0-\ud7ff]*$/.test(name)) return `'${name.replace(/'/g, "''")}'`;
  return psychDoubleQuoted(name);
}

function keyOf(pair: Pair): string {
  return isScalar(pair.key) ? String(pair.key.value) : String(pair.key);
}

function findYaml(map: YAMLMap, prefix: string, key: string): Found | undefined {
  for (const pair of map.items) {
    const full = joinKey(prefix, keyOf(pair));
    if (full === key && isScalar(pair.key) && pair.key.range) {
      const [start, end] = pair.key.range;
      const type = pair.key.type;
      return {
        prefix,
        names: [{ start, end, suffix: '' }],
        siblings: new Set(map.items.map(keyOf)),
        quote: type === 'QUOTE_SINGLE' ? 'single' : type === 'QUOTE_DOUBLE' ? 'double' : 'plain',
      };
    }
    if (isMap(pair.value) && key.startsWith(`${full}.`)) {
      const found = findYaml(pair.value, full, key);
      if (found !== undefined) return found;
    }
  }
  return undefined;
}

function yamlEdits(text: string, renames: ReadonlyMap<string, string>): TextEdit[] {
  const doc = parseDocument(text, { uniqueKeys: true });
  const root = doc.contents;
  const localeRoot = isMap(root) && root.items.length === 1 ? root.items[0]?.value : undefined;
  if (doc.errors.length > 0 || !isMap(localeRoot)) return [];
  const edits: TextEdit[] = [];
  for (const [from, to] of renames) {
    const found = findYaml(localeRoot, '', from);
    const name = found === undefined ? undefined : newName(found, from, to);
    if (found === undefined || name === undefined) continue;
    for (const place of found.names) edits.push({ ...place, text: yamlKey(name, found.quote) });
  }
  return edits;
}

function findJson(object: Node, prefix: string, key: string): Found | undefined {
  const names: { start: number; end: number; suffix: string }[] = [];
  const properties = object.children ?? [];
  const nameOf = (property: Node) => String(property.children?.[0]?.value);
  for (const property of properties) {
    const [name, value] = property.children ?? [];
    if (name === undefined || value === undefined) continue;
    const full = joinKey(prefix, String(name.value));
    const place = { start: name.offset, end: name.offset + name.length };
    // i18next writes a plural's forms as keys of their own: `items_one`, `items_other`.
    const form = full.startsWith(`${key}_`) ? full.slice(key.length + 1) : '';
    if (full === key) names.push({ ...place, suffix: '' });
    else if (value.type !== 'object' && isPluralForm(form)) names.push({ ...place, suffix: `_${form}` });
    else if (value.type === 'object' && key.startsWith(`${full}.`)) {
      const found = findJson(value, full, key);
      if (found !== undefined) return found;
    }
  }
  if (names.length === 0) return undefined;
  const siblings = new Set(properties.map(nameOf));
  return { prefix, names, siblings };
}

function jsonEdits(text: string, renames: ReadonlyMap<string, string>): TextEdit[] {
  const root = parseTree(text, [], { disallowComments: true, allowTrailingComma: false });
  if (root?.type !== 'object') return [];
  const edits: TextEdit[] = [];
  for (const [from, to] of renames) {
    const found = findJson(root, '', from);
    const name = found === undefined ? undefined : newName(found, from, to);
    if (found === undefined || name === undefined) continue;
    if (found.names.some((place) => found.siblings.has(name + place.suffix))) continue;
    for (const place of found.names) edits.push({ ...place, text: JSON.stringify(name + place.suffix) });
  }
  return edits;
}

/** Whether `after` holds `before`'s values with the renamed keys under their new names, and nothing else. */
function renamedAsExpected(
  before: KeyValues,
  after: KeyValues,
  renames: ReadonlyMap<string, string>,
): boolean {
  if (before.size !== after.size) return false;
  for (const [key, value] of before) {
    const renamed = after.get(renames.get(key) ?? key) ?? after.get(key);
    if (renamed?.text !== value.text) return false;
  }
  return true;
}

/**
 * `text` with each key of `renames` (old name to new) given its new name in place. Returns `text`
 * itself when nothing could be renamed, or when the result would read otherwise than the same
 * values under the new names: the editor then handles the keys as removed and added.
 */
export function renameKeysInPlace(
  format: LocaleFormat,
  text: string,
  renames: ReadonlyMap<string, string>,
  parse: ParseOptions,
): string {
  if (renames.size === 0 || (format !== 'yaml' && format !== 'json')) return text;
  try {
    const edits = format === 'yaml' ? yamlEdits(text, renames) : jsonEdits(text, renames);
    if (edits.length === 0) return text;
    const renamed = applyEdits(text, edits);
    const encoder = new TextEncoder();
    const before = keyValuesOf(format, encoder.encode(text), parse);
    const after = keyValuesOf(format, encoder.encode(renamed), parse);
    return renamedAsExpected(before, after, renames) ? renamed : text;
  } catch {
    // The editor that follows reads the file again and says what is wrong with it, if anything.
    return text;
  }
}
