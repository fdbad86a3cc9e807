/**
 * Android strings XML in place: a changed <string> or <item> gets new text between its tags,
 * escaped as the file escapes (`\'` or `&apos;`, a quoted "…" string, a CDATA section); a new
 * resource is one more element after its predecessor, indented as its neighbours; a removed one
 * loses its lines. The declaration, comments, attributes (translatable, formatted, tools:*), the
 * order and every other byte stay. The master's comments are never brought in.
 */
import { escapeXml } from '../android-escapes.js';
import { FormatError } from '../format-error.js';
import { diffKeyValues, keyValuesOf, type KeyValue, type KeyValues } from '../key-values.js';
import { PLURAL_FORMS, type PluralForm } from '../types.js';
import { contentFor, styleOf, type AndroidStyle } from './android-text.js';
import { AndroidScanError, scanAndroid, type AndroidDocument, type AndroidResource } from './android-scan.js';
import { declaredPrefixes, usedPrefixes } from '../platform/android-aapt.js';
import { InPlaceEditError, type InPlaceEditor, type InPlaceOptions } from './types.js';

/** Why the file cannot be edited safely: becomes an InPlaceEditError naming the file. */
class Refusal extends Error {}

interface Splice {
  start: number;
  end: number;
  text: string;
}

const encoder = new TextEncoder();

function sameValues(left: KeyValues, right: KeyValues): boolean {
  const diff = diffKeyValues(left, right);
  return diff.added.length + diff.changed.length + diff.removed.length === 0;
}

function readLocal(local: string, options: InPlaceOptions, fileName: string): [KeyValues, AndroidDocument] {
  try {
    return [keyValuesOf('android-xml', encoder.encode(local), options.parse), scanAndroid(local)];
  } catch (error) {
    if (error instanceof FormatError || error instanceof AndroidScanError) {
      throw new InPlaceEditError(fileName, `the repository's file: ${error.message}`, { cause: error });
    }
    throw error;
  }
}

/** `name[3]` → ['name', 3], as the reader names string-array items. */
function arrayKeyOf(key: string): [string, number] | undefined {
  const match = /^(.*)\[(\d+)\]$/.exec(key);
  return match === null ? undefined : [match[1] ?? '', Number(match[2])];
}

class AndroidEdit {
  readonly splices: Splice[] = [];
  constructor(
    readonly document: AndroidDocument,
    readonly style: AndroidStyle,
  ) {}

  get text(): string {
    return this.document.text;
  }

  /** Takes out [start, end), with its whole line when nothing else is on it. */
  remove(start: number, end: number): void {
    const lineStart = this.text.lastIndexOf('\n', start - 1) + 1;
    const newline = this.text.indexOf('\n', end);
    const lineEnd = newline === -1 ? this.text.length : newline + 1;
    const alone =
      /^[ \t]*$/.test(this.text.slice(lineStart, start)) &&
      /^[ \t\r]*$/.test(this.text.slice(end, lineEnd - 1));
    this.splices.push(alone ? { start: lineStart, end: lineEnd, text: '' } : { start, end, text: '' });
  }

  setContent(content: AndroidResource['items'][number]['content'], value: string): void {
    const text = contentFor(value, this.style, content.raw);
    if (content.selfClosing === undefined) {
      this.splices.push({ start: content.start, end: content.end, text });
    } else if (text !== '') {
      // `<item/>` becomes `<item>text</item>`: its `/>` is replaced, the rest of the tag kept.
      const slash = this.text.lastIndexOf('/', content.start);
      this.splices.push({ start: slash, end: content.start, text: `>${text}</${content.selfClosing}>` });
    }
  }

  /** `element` on a line of its own after `offset`, at `indent`. */
  insertAfter(offset: number, indent: string, element: string): void {
    this.splices.push({ start: offset, end: offset, text: `${this.style.lineEnd}${indent}${element}` });
  }

  itemElement(value: string, quantity?: PluralForm): string {
    const attribute = quantity === undefined ? '' : ` quantity="${quantity}"`;
    return `<item${attribute}>${contentFor(value, this.style)}</item>`;
  }

  /** A new resource written as the file writes its others. */
  element(name: string, value: KeyValue | string[]): string {
    const open = (tag: string) => `<${tag} name="${escapeXml(name)}">`;
    const lines = (tag: string, items: string[]) =>
      [
        open(tag),
        ...items.map((item) => `${this.style.itemIndent}${item}`),
        `${this.style.indent}</${tag}>`,
      ].join(this.style.lineEnd);
    if (Array.isArray(value))
      return lines(
        'string-array',
        value.map((item) => this.itemElement(item)),
      );
    if (value.forms === undefined)
      return `${open('string')}${contentFor(value.text.slice(1), this.style)}</string>`;
    const forms = value.forms;
    const items = PLURAL_FORMS.flatMap((form) => {
      const text = forms[form];
      return text === undefined ? [] : [this.itemElement(text, form)];
    });
    return lines('plurals', items);
  }

  editString(resource: AndroidResource, want: KeyValue | undefined, have: KeyValue | undefined): void {
    if (want?.text === have?.text) return;
    if (want === undefined) return this.remove(resource.start, resource.end);
    if (want.forms !== undefined || resource.content === undefined) {
      throw new Refusal(`${resource.name} turned into a plural`);
    }
    this.setContent(resource.content, want.text.slice(1));
  }

  editPlurals(resource: AndroidResource, want: KeyValue | undefined, have: KeyValue | undefined): void {
    if (want?.text === have?.text) return;
    if (want === undefined) return this.remove(resource.start, resource.end);
    if (want.forms === undefined) throw new Refusal(`${resource.name} turned from a plural into a string`);
    const forms = want.forms;
    for (const item of resource.items) {
      const form = PLURAL_FORMS.find((candidate) => candidate === item.quantity);
      if (form === undefined) continue;
      const text = forms[form];
      if (text === undefined) this.remove(item.start, item.end);
      else if (text !== have?.forms?.[form]) this.setContent(item.content, text);
    }
    // A form the file lacks goes after the item of the form before it (CLDR order), else first.
    for (const form of PLURAL_FORMS) {
      const text = forms[form];
      if (text === undefined || resource.items.some((item) => item.quantity === form)) continue;
      const earlier = PLURAL_FORMS.slice(0, PLURAL_FORMS.indexOf(form));
      const before = resource.items
        .filter((item) => earlier.some((candidate) => candidate === item.quantity))
        .at(-1);
      const indent = this.style.itemIndent;
      if (before !== undefined) this.insertAfter(before.end, indent, this.itemElement(text, form));
      else {
        const first = resource.items[0];
        const at = first?.start ?? resource.content?.start ?? resource.end;
        this.splices.push({
          start: at,
          end: at,
          text: `${this.itemElement(text, form)}${this.style.lineEnd}${indent}`,
        });
      }
    }
  }

  editArray(resource: AndroidResource, want: ReadonlyMap<number, string>, have: KeyValues): void {
    if (want.size === 0) {
      if (resource.items.some((_, index) => have.has(`${resource.name}[${index}]`))) {
        this.remove(resource.start, resource.end);
      }
      return;
    }
    const last = Math.max(...want.keys());
    resource.items.forEach((item, index) => {
      const text = want.get(index);
      const before = have.get(`${resource.name}[${index}]`)?.text;
      if (text !== undefined && before === `"${text}`) return;
      if (text === undefined && before === undefined) return;
      if (text === undefined && index > last) this.remove(item.start, item.end);
      else this.setContent(item.content, text ?? '');
    });
    const after = resource.items.at(-1)?.end;
    for (let index = resource.items.length; index <= last; index += 1) {
      const element = this.itemElement(want.get(index) ?? '');
      if (after !== undefined) this.insertAfter(after, this.style.itemIndent, element);
      else throw new Refusal(`${resource.name} has no item to place new items after`);
    }
  }

  apply(): string {
    const ordered = this.splices
      .map((splice, order) => ({ ...splice, order }))
      .sort((left, right) => left.start - right.start || left.order - right.order);
    let out = '';
    let next = 0;
    for (const splice of ordered) {
      if (splice.start < next) throw new Refusal('two edits of the same text');
      out += this.text.slice(next, splice.start) + splice.text;
      next = splice.end;
    }
    return out + this.text.slice(next);
  }
}

/** The translatable resources by name; a name given twice cannot be edited safely. */
function resourcesByName(document: AndroidDocument): Map<string, AndroidResource> {
  const byName = new Map<string, AndroidResource>();
  for (const resource of document.resources) {
    if (!['string', 'plurals', 'string-array'].includes(resource.tag) || resource.name === '') continue;
    if (!resource.translatable) continue;
    if (byName.has(resource.name)) throw new Refusal(`the name ${resource.name} is given twice`);
    byName.set(resource.name, resource);
  }
  return byName;
}

function arraysOf(values: KeyValues): Map<string, Map<number, string>> {
  const arrays = new Map<string, Map<number, string>>();
  for (const [key, value] of values) {
    const parts = arrayKeyOf(key);
    if (parts === undefined || value.forms !== undefined) continue;
    const items = arrays.get(parts[0]) ?? new Map<number, string>();
    items.set(parts[1], value.text.slice(1));
    arrays.set(parts[0], items);
  }
  return arrays;
}

function editResources(localValues: KeyValues, remoteValues: KeyValues, document: AndroidDocument): string {
  const edit = new AndroidEdit(document, styleOf(document));
  const byName = resourcesByName(document);
  const remoteArrays = arraysOf(remoteValues);
  for (const resource of byName.values()) {
    const want = remoteValues.get(resource.name);
    const have = localValues.get(resource.name);
    if (resource.tag === 'string') edit.editString(resource, want, have);
    else if (resource.tag === 'plurals') edit.editPlurals(resource, want, have);
    else edit.editArray(resource, remoteArrays.get(resource.name) ?? new Map(), localValues);
  }
  const untranslatable = new Set(
    document.resources.filter((resource) => !resource.translatable).map((r) => r.name),
  );
  // New resources go after the nearest one before them in the service's order that the file has.
  let anchor = document.bodyStart;
  const written = new Set<string>();
  for (const [key, value] of remoteValues) {
    const name = byName.has(key) ? key : (arrayKeyOf(key)?.[0] ?? key);
    const own = byName.get(name);
    if (own !== undefined) {
      anchor = own.end;
      continue;
    }
    if (untranslatable.has(name)) throw new Refusal(`${name} is marked translatable="false" here`);
    if (written.has(name)) continue;
    written.add(name);
    const items = remoteArrays.get(name);
    const element =
      items === undefined || name === key
        ? edit.element(key, value)
        : edit.element(
            name,
            Array.from({ length: Math.max(...items.keys()) + 1 }, (_, index) => items.get(index) ?? ''),
          );
    edit.insertAfter(anchor, edit.style.indent, element);
  }
  return edit.apply();
}

export const editAndroidXmlInPlace: InPlaceEditor = (local, remote, options) => {
  const fileName = options.parse.fileName ?? '(android-xml file)';
  const [localValues, document] = readLocal(local, options, fileName);
  const remoteValues = keyValuesOf('android-xml', encoder.encode(remote), options.parse);
  if (sameValues(localValues, remoteValues)) return local;
  let result: string;
  try {
    result = editResources(localValues, remoteValues, document);
  } catch (error) {
    if (error instanceof Refusal) throw new InPlaceEditError(fileName, error.message, { cause: error });
    throw error;
  }
  if (result === local) return local;
  if (!sameValues(keyValuesOf('android-xml', encoder.encode(result), options.parse), remoteValues)) {
    throw new InPlaceEditError(fileName, 'the edited file would not read as the service has it');
  }
  // Markup that uses a prefix (<xliff:g>) the file does not declare: aapt2 would refuse the file.
  const declared = declaredPrefixes(result);
  const undeclared = [...usedPrefixes(result)].filter((prefix) => !declared.has(prefix));
  if (undeclared.length > 0)
    throw new InPlaceEditError(
      fileName,
      `a text uses <${undeclared.join(':…>, <')}:…> and the file does not declare its namespace`,
    );
  return result;
};
