import { describeFinding } from '../../src/check/findings.js';
import { checkTargetFile, describeIssue } from '../../src/check/placeholder-check.js';
import { checkTargetTranslations } from '../../src/check/translation-checks.js';
import { parseLocaleFile, type Segment } from '../../src/formats/index.js';

/**
 * A French JSON target checked against its English master, as the pull and `check` check it: the
 * tests of what a translator can slip into an app (issue 56) state cases as key-to-text objects.
 */

const encode = (text: string): Uint8Array => new TextEncoder().encode(text);
const json = (entries: Record<string, string>): string => `${JSON.stringify(entries, null, 2)}\n`;

function segmentsOf(path: string, text: string, locale: string): Segment[] {
  return parseLocaleFile('json', encode(text), { fileName: path, locale });
}

/** Every finding of the target, placeholders and the other checks, as `key: kind: sentence`. */
export function findings(
  source: Record<string, string>,
  target: Record<string, string>,
  previous?: Record<string, string>,
): string[] {
  const master = segmentsOf('en.json', json(source), 'en');
  const file = { path: 'fr.json', locale: 'fr', bytes: encode(json(target)), master };
  return [
    ...checkTargetFile(file).map((issue) => `${issue.key}: placeholder: ${describeIssue(issue)}`),
    ...checkTargetTranslations({
      ...file,
      glossary: [],
      ...(previous === undefined ? {} : { previous: segmentsOf('fr.json', json(previous), 'fr') }),
    }).map((finding) => `${finding.key ?? ''}: ${finding.kind}: ${describeFinding(finding)}`),
  ].sort();
}
