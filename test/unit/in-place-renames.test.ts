import { describe, expect, it } from 'vitest';
import { keepFormatting } from '../../src/formats/in-place/keep-formatting.js';
import { noteMissing, runTool } from '../helpers/real-tools.js';

/**
 * Issue 59: a key the service renamed is renamed on its own line in the team's file, where it
 * stands, with its quoting, comment and neighbours; what cannot be renamed so is written as a
 * removed and an added key, with the same translation.
 */

const encode = (text: string): Uint8Array => new TextEncoder().encode(text);
const decode = (bytes: Uint8Array): string => new TextDecoder().decode(bytes);
const yaml = { repoPath: 'config/locales/fr.yml', locale: 'fr' };
const json = { repoPath: 'locales/fr/common.json', locale: 'fr' };

function kept(
  file: { repoPath: string; locale: string },
  local: string,
  remote: string,
  renames: Record<string, string>,
): string {
  const outcome = keepFormatting(file, encode(remote), encode(local), new Map(Object.entries(renames)));
  if (outcome.kind !== 'edited') throw new Error(`not edited: ${JSON.stringify(outcome)}`);
  return decode(outcome.bytes);
}

describe('keep-formatting with renamed keys', () => {
  it("YAML: renames the key's own line, quoting and comment kept, where the service's order differs; a key that changes parent moves", () => {
    const local =
      "fr:\n  # the last words\n  goodbye: 'Au revoir' # checked\n  hello: 'Bonjour'\n  nav:\n    home: 'Accueil'\n  menu:\n    settings: 'Réglages'\n";
    const remote =
      'fr:\n  hello: Bonjour\n  farewell: Au revoir\n  menu:\n    settings: Réglages\n    home: Accueil\n';
    expect(kept(yaml, local, remote, { goodbye: 'farewell', 'nav.home': 'menu.home' })).toBe(
      "fr:\n  # the last words\n  farewell: 'Au revoir' # checked\n  hello: 'Bonjour'\n  menu:\n    settings: 'Réglages'\n    home: 'Accueil'\n",
    );
  });

  it('YAML: renames a plural key, and quotes a new name Psych would read as a boolean', () => {
    const local =
      "fr:\n  inbox:\n    messages:\n      one: un\n      other: plusieurs\n  maybe: 'peut-être'\n";
    const remote = 'fr:\n  inbox:\n    notices:\n      one: un\n      other: plusieurs\n  "yes": peut-être\n';
    const edited = kept(yaml, local, remote, { 'inbox.messages': 'inbox.notices', maybe: 'yes' });
    expect(edited).toBe(
      'fr:\n  inbox:\n    notices:\n      one: un\n      other: plusieurs\n  "yes": \'peut-être\'\n',
    );
    if (noteMissing('ruby', 'Psych reading a renamed key')) return;
    // Rails reads the file with Psych, where a bare `yes:` would be the key true.
    const read = runTool('ruby', ['-ryaml', '-rjson', '-e', 'puts JSON.generate(YAML.load($stdin.read))'], {
      input: edited,
    });
    expect(JSON.parse(read.stdout)).toEqual({
      fr: { inbox: { notices: { one: 'un', other: 'plusieurs' } }, yes: 'peut-être' },
    });
  });

  it("JSON: renames an i18next plural's every form and a nested key in place", () => {
    const local =
      '{\n  "items_one": "{{count}} objet",\n  "items_other": "{{count}} objets",\n  "app": { "title": "Acme" }\n}\n';
    const remote =
      '{"app":{"heading":"Acme"},"things_one":"{{count}} objet","things_other":"{{count}} objets"}';
    expect(kept(json, local, remote, { items: 'things', 'app.title': 'app.heading' })).toBe(
      '{\n  "things_one": "{{count}} objet",\n  "things_other": "{{count}} objets",\n  "app": { "heading": "Acme" }\n}\n',
    );
  });
});
