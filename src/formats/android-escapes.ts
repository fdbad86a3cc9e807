/**
 * Android string resource text: XML entities first, then aapt's own escapes (\' \" \n \t \\ \@ \?
 * \uXXXX), unescaped double quotes that preserve whitespace, and collapsed whitespace elsewhere.
 * Written as loops over characters, as aapt reads them.
 */

const NAMED_ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** Decodes XML character and entity references; an unknown reference stays as written. */
export function decodeXmlEntities(raw: string): string {
  let out = '';
  for (let index = 0; index < raw.length; index += 1) {
    const char = raw[index] ?? '';
    const end = char === '&' ? raw.indexOf(';', index) : -1;
    if (end === -1) {
      out += char;
      continue;
    }
    const name = raw.slice(index + 1, end);
    let decoded = NAMED_ENTITIES[name];
    if (decoded === undefined && name.startsWith('#')) {
      const code =
        name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      if (Number.isInteger(code) && code >= 0 && code <= 0x10ffff) decoded = String.fromCodePoint(code);
    }
    if (decoded === undefined) {
      out += char;
      continue;
    }
    out += decoded;
    index = end;
  }
  return out;
}

export function escapeXml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}

const SIMPLE_ESCAPES: Readonly<Record<string, string>> = {
  n: '\n',
  t: '\t',
  "'": "'",
  '"': '"',
  '\\': '\\',
  '@': '@',
  '?': '?',
};

/** Four hex digits, as a \\u escape needs. */
export function isHex4(text: string): boolean {
  if (text.length !== 4) return false;
  for (const digit of text) if (!'0123456789abcdefABCDEF'.includes(digit)) return false;
  return true;
}

function isSpace(char: string): boolean {
  return char === ' ' || char === '\n' || char === '\t' || char === '\r';
}

/** The text aapt compiles from decoded element text. */
export function unescapeAndroid(text: string): string {
  let out = '';
  let quoted = false;
  let pendingSpace = false;
  const append = (value: string): void => {
    if (pendingSpace && out !== '') out += ' ';
    pendingSpace = false;
    out += value;
  };
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index] ?? '';
    if (char === '\\') {
      const next = text[index + 1] ?? '';
      const hex = text.slice(index + 2, index + 6);
      if (next === 'u' && isHex4(hex)) {
        append(String.fromCharCode(Number.parseInt(hex, 16)));
        index += 5;
      } else {
        append(SIMPLE_ESCAPES[next] ?? next);
        index += 1;
      }
    } else if (char === '"') {
      quoted = !quoted;
    } else if (isSpace(char) && !quoted) {
      pendingSpace = true;
    } else {
      append(char);
    }
  }
  return out;
}

/** Whether the character at `index` can stand raw in XML text (a surrogate pair can). */
function isXmlText(text: string, index: number): boolean {
  const code = text.charCodeAt(index);
  if (code >= 0xd800 && code <= 0xdbff) return /[\uDC00-\uDFFF]/.test(text[index + 1] ?? '');
  if (code >= 0xdc00 && code <= 0xdfff) return /[\uD800-\uDBFF]/.test(text[index - 1] ?? '');
  return code !== 0xfffe && code !== 0xffff;
}

/** Element text that aapt compiles back to exactly `text`. */
export function escapeAndroid(text: string): string {
  let out = '';
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index] ?? '';
    const code = char.charCodeAt(0);
    if (char === '\\') out += '\\\\';
    else if (char === "'") out += "\\'";
    else if (char === '"') out += '\\"';
    else if (char === '\n') out += '\\n';
    else if (char === '\t') out += '\\t';
    else if ((char === '@' || char === '?') && index === 0) out += `\\${char}`;
    else if (char === ' ' && (index === 0 || index === text.length - 1 || text[index - 1] === ' ')) {
      // Spaces aapt would trim or collapse are written as escapes.
      out += '\\u0020';
    } else if (code < 0x20 || !isXmlText(text, index))
      // XML has no raw form for a control, U+FFFE or a lone surrogate: aapt's escape holds it
      // (a surrogate's aapt2 drops, which platformProblems names).
      out += `\\u${code.toString(16).padStart(4, '0')}`;
    else if (char === '&') out += '&amp;';
    else if (char === '<') out += '&lt;';
    else if (char === '>') out += '&gt;';
    else out += char;
  }
  return out;
}
