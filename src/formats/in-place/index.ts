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
 * Each format's editor, one line each (issue 47).
 */
const EDITORS: Readonly<Record<LocaleFormat, InPlaceEditor>> = {
  yaml: editYaml,
  json: editJsonInPlace,
  properties: editPropertiesInPlace,
  'ios-strings': editIosStringsInPlace,
  po: editPoInPlace,
  'android-xml': editAndroidXmlInPlace,
};

/**
 * The repository's text with the service's changes applied in its own layout (types.ts says
 * what every editor keeps). Throws
 * InPlaceEditError when the repository's text cannot be edited safely.
 */
export function editInPlace(
  format: LocaleFormat,
  local: string,
  remote: string,
  options: InPlaceOptions,
): string {
  return EDITORS[format](local, remote, options);
}
