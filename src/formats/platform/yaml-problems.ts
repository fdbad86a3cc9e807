/**
 * The problems a Rails YAML file meets in Ruby's Psych (issue 56): characters libyaml refuses raw
 * or reads as line breaks, escapes it refuses (a lone surrogate), and every key or value that
 * Psych loads as something other than what our reader (the `yaml` package, YAML 1.2) reads: a
 * translator's `:other_key` that Rails would follow as a link, `1,000` as an Integer, `yes:` as a
 * boolean key. One parse and one pass over the text: linear in the file's size.
 */
import { isAlias, isMap, isScalar, isSeq, parseDocument, Scalar } from 'yaml';
import { joinKey } from '../key-tree.js';
import { decodeText } from '../text-codec.js';
import type { PlatformProblem } from './problem.js';
import type { ParseOptions } from '../types.js';
import { describePsych, psychPlain, type PsychValue } from './psych-scalars.js';
import { isRawUnsafeInYaml } from './yaml-psych.js';

const STR_TAG = 'tag:yaml.org,2002:str';

/** Offsets of the characters libyaml refuses raw (DEL, controls) or takes for line breaks. */
function unsafeOffsets(text: string): number[] {
  const found: number[] = [];
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code >= 0xd800 && code <= 0xdbff && /[\uDC00-\uDFFF]/.test(text[index + 1] ?? '')) {
      index += 1;
      continue;
    }
    // A byte order mark is a character of its own only past the start (decodeText removed the first).
    // A carriage return ends a line for libyaml also alone, where our reader keeps it as text.
    if ((code === 0x0d && text[index + 1] === '\n') || code === 0xfeff) continue;
    if (code === 0x0d) {
      found.push(index);
      continue;
    }
    if (isRawUnsafeInYaml(code)) found.push(index);
  }
  return found;
}

function describeChar(code: number): string {
  const hex = `U+${code.toString(16).toUpperCase().padStart(4, '0')}`;
  if (code === 0x0d || code === 0x85 || code === 0x2028 || code === 0x2029)
    return `${hex} raw, which Psych reads as a line break`;
  return `${hex} raw, which Psych refuses ("control characters are not allowed")`;
}

/** Whether Psych's reading of a plain scalar is the value our reader gives it. */
function samePlain(ours: unknown, psych: PsychValue): boolean {
  if (typeof ours === 'string') return psych.kind === 'string' && psych.value === ours;
  if (ours === null) return psych.kind === 'null';
  if (typeof ours === 'boolean') return psych.kind === 'boolean' && psych.value === ours;
  if (typeof ours === 'number' || typeof ours === 'bigint') {
    const value = Number(ours);
    return (
      (psych.kind === 'integer' || psych.kind === 'float') &&
      (psych.value === value || (Number.isNaN(value) && Number.isNaN(psych.value)))
    );
  }
  return true;
}

function isLoneSurrogate(text: string): boolean {
  return /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(text);
}

interface Walk {
  readonly text: string;
  readonly problems: PlatformProblem[];
  readonly offsets: readonly number[];
  /** The next of `offsets` not yet given to a key. */
  next: number;
}

/** Gives the unsafe characters up to the end of `scalar` to `key` (those before it to none). */
function claimOffsets(walk: Walk, scalar: Scalar, key: string): void {
  const [start, end] = scalar.range ?? [0, 0];
  while (walk.next < walk.offsets.length && (walk.offsets[walk.next] ?? 0) < end) {
    const offset = walk.offsets[walk.next] ?? 0;
    walk.next += 1;
    const problem = describeChar(walk.text.charCodeAt(offset));
    walk.problems.push(offset >= start && key !== '' ? { key, problem } : { problem });
  }
}

/**
 * Whether libyaml refuses a block scalar: without an indentation indicator (`|2`) it takes the
 * indentation from the first line that holds more than spaces, and a tab there is an error.
 */
function blockRefused(text: string, scalar: Scalar): boolean {
  if (scalar.type !== Scalar.BLOCK_LITERAL && scalar.type !== Scalar.BLOCK_FOLDED) return false;
  const [start, end] = scalar.range ?? [0, 0];
  const [header = '', ...lines] = text.slice(start, end).split('\n');
  if (/^[|>][-+]?\d/.test(header)) return false;
  const first = lines.find((line) => /[^ ]/.test(line));
  return first !== undefined && /^ *\t/.test(first);
}

function checkScalar(walk: Walk, scalar: Scalar, key: string, what: 'value' | 'key', inList: boolean): void {
  claimOffsets(walk, scalar, key);
  if (blockRefused(walk.text, scalar))
    walk.problems.push({
      key,
      problem:
        'begins a block scalar with a tab, which Psych refuses ("found a tab character where an indentation space is expected")',
    });
  const ours = scalar.value;
  const named = what === 'key' ? `the key ${JSON.stringify(String(ours))} ` : '';
  if (typeof ours === 'string' && isLoneSurrogate(ours))
    walk.problems.push({
      key,
      problem: `${named}holds a lone surrogate, which no YAML Psych loads can hold`,
    });
  if (scalar.tag !== undefined && scalar.tag !== STR_TAG && typeof ours === 'string')
    walk.problems.push({ key, problem: `${named}has the tag ${scalar.tag}, which Psych reads otherwise` });
  if (scalar.type !== 'PLAIN' || scalar.tag !== undefined) return;
  const psych = psychPlain(typeof scalar.source === 'string' ? scalar.source : String(ours));
  // Rails' own lists hold Symbols by design (date.order: [:year, :month, :day]); only a value
  // under a key is one that I18n follows as a link.
  if (inList && psych.kind === 'symbol') return;
  if (!samePlain(ours, psych))
    walk.problems.push({ key, problem: `Psych loads ${named || 'it '}as ${describePsych(psych)}` });
}

// libyaml's anchor and alias names: letters, digits, `-` and `_`; our reader takes any.
const ANCHOR_NAME = /^[0-9A-Za-z_-]+$/;

function walkNode(walk: Walk, node: unknown, key: string, inList: boolean): void {
  const anchor = isAlias(node) ? node.source : (node as { anchor?: string } | null)?.anchor;
  if (anchor !== undefined && !ANCHOR_NAME.test(anchor))
    walk.problems.push({ key, problem: `names an anchor ${JSON.stringify(anchor)}, which Psych refuses` });
  if (isScalar(node)) checkScalar(walk, node, key, 'value', inList);
  else if (isSeq(node)) node.items.forEach((item, index) => walkNode(walk, item, `${key}[${index}]`, true));
  else if (isMap(node)) {
    for (const pair of node.items) {
      const name = isScalar(pair.key) ? String(pair.key.value) : String(pair.key);
      const child = joinKey(key, name);
      if (isScalar(pair.key)) checkScalar(walk, pair.key, child, 'key', false);
      walkNode(walk, pair.value, child, false);
    }
  }
}

export function yamlProblems(bytes: Uint8Array, options: ParseOptions): PlatformProblem[] {
  const fileName = options.fileName ?? '(yaml file)';
  let text: string;
  try {
    text = decodeText(bytes, fileName, 'yaml').text;
  } catch {
    return [{ problem: 'the bytes are not valid UTF-8 or UTF-16, which Psych refuses' }];
  }
  const doc = parseDocument(text, { uniqueKeys: false });
  const [error] = doc.errors;
  if (error !== undefined)
    return [{ problem: `the file does not parse: ${error.message.split('\n')[0] ?? ''}` }];
  const walk: Walk = { text, problems: [], offsets: unsafeOffsets(text), next: 0 };
  const root = doc.contents;
  // The locale root key (`fr:`), then the keys below it as our reader names them.
  if (isMap(root)) {
    for (const pair of root.items) {
      if (isScalar(pair.key)) checkScalar(walk, pair.key, '', 'key', false);
      walkNode(walk, pair.value, '', false);
    }
  } else walkNode(walk, root, '', false);
  for (; walk.next < walk.offsets.length; walk.next += 1)
    walk.problems.push({ problem: describeChar(text.charCodeAt(walk.offsets[walk.next] ?? 0)) });
  return walk.problems;
}
