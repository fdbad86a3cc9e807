import { parseAndroidXml, writeAndroidXml } from './android-xml-format.js';
import { parseIosStrings, writeIosStrings } from './ios-strings-format.js';
import { parseJson, writeJson } from './json-format.js';
import { parsePo, writePo } from './po-format.js';
import { parseProperties, writeProperties } from './properties-format.js';
import type { LocaleFormat, ParseOptions, Segment, WriteOptions } from './types.js';
import { parseYaml, writeYaml } from './yaml-format.js';
import { workCount } from '../project/work-count.js';

export { detectFormat } from './detect.js';
export { diffSegments } from './diff-segments.js';
export { placeholdersAnywhere, placeholdersOf } from './placeholders.js';
export { PLURAL_FORMS } from './types.js';
export type { LocaleFormat, PluralForm, Segment, SegmentText } from './types.js';

interface FormatCodec {
  parse(bytes: Uint8Array, options: ParseOptions): Segment[];
  write(segments: readonly Segment[], options: WriteOptions): Uint8Array;
}

const CODECS: Readonly<Record<LocaleFormat, FormatCodec>> = {
  yaml: { parse: parseYaml, write: writeYaml },
  json: { parse: parseJson, write: writeJson },
  po: { parse: parsePo, write: writePo },
  properties: { parse: parseProperties, write: writeProperties },
  'android-xml': { parse: parseAndroidXml, write: writeAndroidXml },
  'ios-strings': { parse: parseIosStrings, write: writeIosStrings },
};

/** The segments of a locale file in file order. Throws FormatError for a malformed file. */
export function parseLocaleFile(
  format: LocaleFormat,
  bytes: Uint8Array,
  options: ParseOptions = {},
): Segment[] {
  workCount.countParse(options.fileName);
  return CODECS[format].parse(bytes, options);
}

/**
 * A locale file for `options.locale` holding the given segments, in the template's layout.
 * Segments without a translation are left out; the same input always gives the same bytes.
 */
export function writeLocaleFile(
  format: LocaleFormat,
  segments: readonly Segment[],
  options: WriteOptions,
): Uint8Array {
  return CODECS[format].write(segments, options);
}
