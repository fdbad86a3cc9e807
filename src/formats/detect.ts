import type { LocaleFormat } from './types.js';

/**
 * Which locale format a file name is in, and nothing else: the pull's target path policy asks
 * this of every listed file before any parser is needed, so it must not load them (index.ts
 * loads every codec and the yaml library, which would slow the cold start).
 */

const EXTENSIONS: ReadonlyArray<readonly [string, LocaleFormat]> = [
  ['.yml', 'yaml'],
  ['.yaml', 'yaml'],
  ['.json', 'json'],
  ['.po', 'po'],
  ['.pot', 'po'],
  ['.properties', 'properties'],
  ['.xml', 'android-xml'],
  ['.strings', 'ios-strings'],
];

/** The format of a locale file from its extension, case-insensitively; undefined when unknown. */
export function detectFormat(fileName: string): LocaleFormat | undefined {
  const lower = fileName.toLowerCase();
  return EXTENSIONS.find(([extension]) => lower.endsWith(extension))?.[1];
}
