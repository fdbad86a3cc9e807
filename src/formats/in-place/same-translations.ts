import type { KeyValue, KeyValues } from '../key-values.js';

/*
 * A key the repository's file leaves empty (keyValuesOf's `empty`: "", null, a plural of empty
 * forms) and that the service's file lacks is no difference: the service's writers leave
 * untranslated keys out, and a team's file keeps its empty placeholders (issue 47). Taking them out
 * would make the first pull after adoption rewrite every file that has one.
 */

/** The local keys left empty that the remote lacks: they stay in the file as they are. */
export function keptEmptyKeys(local: KeyValues, remote: KeyValues): Map<string, KeyValue> {
  const kept = new Map<string, KeyValue>();
  for (const [key, value] of local) if (value.empty && !remote.has(key)) kept.set(key, value);
  return kept;
}
