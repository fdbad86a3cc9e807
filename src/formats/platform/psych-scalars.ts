/**
 * What Ruby's Psych (the YAML reader of Rails) makes of a plain scalar: the rules of its
 * ScalarScanner#tokenize, written out here in TypeScript. Psych 4 (Ruby 3.1, Debian) and Psych 5
 * differ only in the integers with commas or a bare `0x`: both readings are kept, and a scalar either
 * one reads as a non-string counts as one. Quoted and block scalars are always strings.
 */

type PsychKind = 'string' | 'null' | 'boolean' | 'integer' | 'float' | 'symbol' | 'date' | 'time';

/** Psych's reading of a plain scalar: its kind, and for a string, a number or a Symbol its value. */
export interface PsychValue {
  readonly kind: PsychKind;
  /** The string, the Symbol's name, the number (NaN for `.nan`), the boolean; else undefined. */
  readonly value?: string | number | boolean;
}

// yaml.org's timestamp, as Psych's TIME and its date-only pattern.
const TIME =
  /^-?\d{4}-\d{1,2}-\d{1,2}(?:[Tt]|\s+)\d{1,2}:\d\d:\d\d(?:\.\d*)?(?:\s*(?:Z|[-+]\d{1,2}:?(?:\d\d)?))?$/;
const DATE = /^\d{4}-(?:1[012]|0\d|\d)-(?:[12]\d|3[01]|0\d|\d)$/;
const FLOAT = /^[-+]?(?:[0-9][0-9_,]*)?\.[0-9]*(?:[eE][-+][0-9]+)?$/;
// Psych 4's INTEGER and Psych 5's INTEGER_LEGACY: `0x_`, `0b,` match the first (and fail to load).
const INTEGER =
  /^(?:[-+]?0b[0-1_,]+|[-+]?0[0-7_,]+|[-+]?(?:0|[1-9](?:[0-9]|,[0-9]|_[0-9])*)|[-+]?0x[0-9a-fA-F_,]+)$/;
const SEXAGESIMAL_INT = /^[-+]?[0-9][0-9_]*(?::[0-5]?[0-9]){1,2}$/;
const SEXAGESIMAL_FLOAT = /^[-+]?[0-9][0-9_]*(?::[0-5]?[0-9]){1,2}\.[0-9_]*$/;
// The test that makes a scalar a string early ("careful not to get caught by hash keys ...").
const WORDLIKE = /^[^\d.:-]?[\p{Alphabetic}_ \t\r\n\f\v!@#$%^&*(){}<>|/\\~;=]+/u;

function integerOf(text: string): number {
  const digits = text.replace(/[,_]/g, '');
  const sign = digits.startsWith('-') ? -1 : 1;
  const bare = digits.replace(/^[-+]/, '');
  if (/^0b/.test(bare)) return sign * Number.parseInt(bare.slice(2), 2);
  if (/^0x/.test(bare)) return sign * Number.parseInt(bare.slice(2), 16);
  if (/^0[0-7]/.test(bare)) return sign * Number.parseInt(bare.slice(1), 8);
  return sign * Number(bare);
}

function sexagesimalOf(text: string): number {
  const parts = text.split(':');
  // Psych multiplies each part by 60 to the power |index - 2|, and adds them, sign and all.
  return parts.reduce(
    (sum, part, index) => sum + Number.parseFloat(part.replace(/_/g, '')) * 60 ** Math.abs(index - 2),
    0,
  );
}

/** Psych's tokenize: what a plain (unquoted, untagged) scalar loads as. */
export function psychPlain(text: string): PsychValue {
  if (text === '') return { kind: 'null' };
  if (WORDLIKE.test(text) || text.includes('\n')) {
    // Ruby's ^ and $ match at every line: `m`.
    if (text.length > 5 || /^[^ytonf~]/im.test(text)) return { kind: 'string', value: text };
    if (text === '~' || /^null$/im.test(text)) return { kind: 'null' };
    if (/^(?:yes|true|on)$/im.test(text)) return { kind: 'boolean', value: true };
    if (/^(?:no|false|off)$/im.test(text)) return { kind: 'boolean', value: false };
    return { kind: 'string', value: text };
  }
  if (TIME.test(text)) return { kind: 'time' };
  if (DATE.test(text)) return { kind: 'date' };
  if (/^\+?\.inf$/i.test(text)) return { kind: 'float', value: Infinity };
  if (/^-\.inf$/i.test(text)) return { kind: 'float', value: -Infinity };
  if (/^\.nan$/i.test(text)) return { kind: 'float', value: Number.NaN };
  if (/^:./.test(text)) {
    const quoted = /^:(["'])(.*)\1/.exec(text);
    return { kind: 'symbol', value: quoted?.[2]?.replace(/^:/, '') ?? text.slice(1) };
  }
  if (SEXAGESIMAL_INT.test(text)) return { kind: 'integer', value: sexagesimalOf(text) };
  if (SEXAGESIMAL_FLOAT.test(text)) return { kind: 'float', value: sexagesimalOf(text) };
  if (FLOAT.test(text)) {
    if (/^[-+]?\.$/.test(text)) return { kind: 'string', value: text };
    return { kind: 'float', value: Number.parseFloat(text.replace(/[,_]/g, '')) };
  }
  if (INTEGER.test(text)) return { kind: 'integer', value: integerOf(text) };
  return { kind: 'string', value: text };
}

/** What Psych's reading is called in a problem ("a Symbol", "the Integer 15"). */
export function describePsych(read: PsychValue): string {
  switch (read.kind) {
    case 'symbol':
      return `a Symbol (:${String(read.value)}), which Rails I18n follows as a link to another key`;
    case 'integer':
      return `the Integer ${String(read.value)}`;
    case 'float':
      return `the Float ${String(read.value)}`;
    case 'boolean':
      return `the boolean ${String(read.value)}`;
    case 'null':
      return 'nil';
    case 'date':
      return 'a Date';
    case 'time':
      return 'a Time';
    default:
      return `the string ${JSON.stringify(read.value)}`;
  }
}
