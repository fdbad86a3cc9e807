import { describe, expect, it } from 'vitest';
import { keyLineFinder } from '../../src/check/key-lines.js';

const RAILS = `# Greetings
fr:
  hello: "Bonjour"
  nav:
    home: "Accueil"
    "sign.out": "Se déconnecter"
  inbox:
    messages:
      one: "Un message"
      other: "%{count} messages"
  days:
    - "lundi"
    - "mardi"
`;

const NESTED_JSON = `{
  "app": {
    "title": "Tableau de bord",
    "welcome": "Bon retour, {{name}}"
  },
  "items_one": "{{count}} élément",
  "items_other": "{{count}} éléments",
  "list": ["a", "b"],
  "escaped \\"quote\\"": "x"
}
`;

describe('keyLineFinder', () => {
  it('finds YAML keys below the locale root, plural forms and array items by node ranges', () => {
    const lineOf = keyLineFinder('yaml', RAILS);
    expect(lineOf('hello')).toBe(3);
    expect(lineOf('nav.home')).toBe(5);
    expect(lineOf('inbox.messages')).toBe(8);
    expect(lineOf('inbox.messages', 'other')).toBe(10);
    expect(lineOf('days[1]')).toBe(13);
    expect(lineOf('nav.missing')).toBeUndefined();
  });

  it('finds nested JSON keys, i18next plural forms and escaped names by their position', () => {
    const lineOf = keyLineFinder('json', NESTED_JSON);
    expect(lineOf('app.welcome')).toBe(4);
    expect(lineOf('items', 'other')).toBe(7);
    expect(lineOf('items')).toBe(6);
    expect(lineOf('list[1]')).toBe(8);
    expect(lineOf('escaped "quote"')).toBe(9);
  });

  it('does not take a value that looks like a key for the key', () => {
    const lineOf = keyLineFinder('json', '{\n  "a": "title",\n  "title": "T"\n}\n');
    expect(lineOf('title')).toBe(3);
  });

  it('finds declarations in the line-oriented formats, and no line when the key is absent', () => {
    expect(keyLineFinder('properties', '# c\ngreeting = Hallo %s\nother=x\n')('greeting')).toBe(2);
    expect(
      keyLineFinder('po', 'msgid ""\nmsgstr ""\n\nmsgid "Hello %s"\nmsgstr "Bonjour %s"\n')('Hello %s'),
    ).toBe(4);
    expect(keyLineFinder('ios-strings', '/* c */\n"greeting" = "Salut %@";\n')('greeting')).toBe(2);
    expect(
      keyLineFinder(
        'android-xml',
        '<resources>\n  <string name="app">A</string>\n  <plurals name="n">\n',
      )('n'),
    ).toBe(3);
    expect(keyLineFinder('properties', 'greeting = x\n')('missing')).toBeUndefined();
  });
});
