import type { LocaleFormat } from '../types.js';
import type { InPlaceEditor, InPlaceOptions } from './types.js';
import { editAndroidXmlInPlace } from './android-xml.js';
import { editIosStringsInPlace } from './ios-strings.js';
import { editJsonInPlace } from './json.js';
import { editPoInPlace } from './po.js';
import { editPropertiesInPlace } from './properties.js';
import { editYaml } from './yaml.js';

export { InPlaceEditError } from './types.js';

/**
 * Each format's editor, one line each. A format without one gets the service's text: the pull
 * still leaves a file alone when its translations equal the service's (issue 47).
 */
const EDITORS: Partial<Record<LocaleFormat, InPlaceEditor>> = {
  yaml: editYaml,
  json: editJsonInPlace,
  properties: editPropertiesInPlace,
  'ios-strings': editIosStringsInPlace,
  po: editPoInPlace,
  'android-xml': editAndroidXmlInPlace,
};

/**
 * The repository's text with the service's changes applied in its own layout (types.ts says
 * what every editor keeps); the service's text for a format that has no editor. Throws
 * InPlaceEditError when the repository's text cannot be edited safely.
 */
export function editInPlace(
  format: LocaleFormat,
  local: string,
  remote: string,
  options: InPlaceOptions,
): string {
  const editor = EDITORS[format];
  return editor === undefined ? remote : editor(local, remote, options);
}
