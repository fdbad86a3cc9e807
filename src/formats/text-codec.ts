import { FormatError } from './format-error.js';
import type { LocaleFormat } from './types.js';

type TextEncoding = 'utf-8' | 'utf-8-bom' | 'utf-16le' | 'utf-16be';

/** What a written file copies from its template so a rerun gives identical bytes (R27). */
interface FileLayout {
  encoding: TextEncoding;
  eol: '\n' | '\r\n';
}

interface DecodedText {
  text: string;
  encoding: TextEncoding;
}

/** The encoding from the byte order mark; UTF-16 without a mark is recognised by its NUL bytes. */
function encodingOf(bytes: Uint8Array): TextEncoding {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return 'utf-8-bom';
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return 'utf-16le';
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return 'utf-16be';
  if (bytes.length >= 2 && bytes[0] !== 0 && bytes[1] === 0) return 'utf-16le';
  if (bytes.length >= 2 && bytes[0] === 0 && bytes[1] !== 0) return 'utf-16be';
  return 'utf-8';
}

/** Decodes a locale file, refusing bytes that are not valid in the detected encoding. */
export function decodeText(bytes: Uint8Array, fileName: string, format: LocaleFormat): DecodedText {
  const encoding = encodingOf(bytes);
  const label = encoding === 'utf-8-bom' ? 'utf-8' : encoding;
  try {
    // TextDecoder strips the byte order mark itself (ignoreBOM defaults to false).
    const text = new TextDecoder(label, { fatal: true }).decode(bytes);
    return { text, encoding };
  } catch (error) {
    throw new FormatError({ fileName, format, problem: `the bytes are not valid ${label}`, cause: error });
  }
}

function encodeText(text: string, encoding: TextEncoding): Uint8Array {
  if (encoding === 'utf-8') return new TextEncoder().encode(text);
  if (encoding === 'utf-8-bom') return new TextEncoder().encode(`\uFEFF${text}`);
  const withMark = `\uFEFF${text}`;
  const bytes = new Uint8Array(withMark.length * 2);
  const view = new DataView(bytes.buffer);
  for (let index = 0; index < withMark.length; index += 1) {
    view.setUint16(index * 2, withMark.charCodeAt(index), encoding === 'utf-16le');
  }
  return bytes;
}

/** The layout of a template, or UTF-8 with LF when there is none. */
export function layoutOf(template: Uint8Array | undefined): FileLayout {
  if (template === undefined || template.length === 0) return { encoding: 'utf-8', eol: '\n' };
  const encoding = encodingOf(template);
  let text: string;
  try {
    text = new TextDecoder(encoding === 'utf-8-bom' ? 'utf-8' : encoding).decode(template);
  } catch {
    return { encoding: 'utf-8', eol: '\n' };
  }
  const firstBreak = text.indexOf('\n');
  const eol = firstBreak > 0 && text[firstBreak - 1] === '\r' ? '\r\n' : '\n';
  return { encoding, eol };
}

/** Serialised text (always built with LF) in the template's line ends and encoding. */
export function encodeWithLayout(text: string, layout: FileLayout): Uint8Array {
  const lines = layout.eol === '\n' ? text : text.replaceAll('\n', '\r\n');
  return encodeText(lines, layout.encoding);
}
