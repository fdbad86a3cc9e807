import { describe, expect, it } from 'vitest';
import { pushEditsOf } from '../../src/sync/push-edits.js';

const bytes = (text: string) => new TextEncoder().encode(text);
const fr = { fileName: 'config/locales/fr.yml', locale: 'fr' };

describe('pushEditsOf: the keys a push itself changed in a target', () => {
  const before = `fr:
  hello: "Bonjour"
  nav:
    home: "Accueil"
    settings: "Paramètres"
  inbox:
    messages:
      one: "Vous avez %{count} nouveau message"
      other: "Vous avez %{count} nouveaux messages"
  limits:
    max: 5
    strict: true
  gone: "Parti"
  emptied: "Vidé"
  list:
    - "un"
    - "deux"
`;

  it('finds nested keys, one plural form, numbers and booleans, and nothing the push left alone', () => {
    const now = before
      .replace('settings: "Paramètres"', 'settings: "Réglages"')
      .replace('one: "Vous avez %{count} nouveau message"', 'one: "Un message"')
      .replace('max: 5', 'max: 7')
      .replace('strict: true', 'strict: false')
      .replace('  gone: "Parti"\n', '')
      .replace('emptied: "Vidé"', 'emptied: ""')
      .replace('- "deux"', '- "trois"')
      .replace('  hello: "Bonjour"\n', '  hello: "Bonjour"\n  welcome: "Bienvenue"\n');
    expect(pushEditsOf('yaml', bytes(before), bytes(now), fr)).toEqual([
      // Only the form the push changed: the service's other form is the translator's.
      {
        key: 'inbox.messages',
        before: {
          one: 'Vous avez %{count} nouveau message',
          other: 'Vous avez %{count} nouveaux messages',
        },
        after: { one: 'Un message' },
      },
      { key: 'limits.max', before: '5', after: '7' },
      { key: 'limits.strict', before: 'true', after: 'false' },
      { key: 'list[1]', before: 'deux', after: 'trois' },
      { key: 'nav.settings', before: 'Paramètres', after: 'Réglages' },
      { key: 'welcome', before: undefined, after: 'Bienvenue' },
    ]);
  });

  it('tells a number from the same digits as a string', () => {
    const edits = pushEditsOf('yaml', bytes('fr:\n  max: 5\n'), bytes('fr:\n  max: "5"\n'), fr);
    expect(edits).toEqual([{ key: 'max', before: '5', after: '5' }]);
  });

  it('counts every key of a file the push added as the person’s', () => {
    const edits = pushEditsOf('yaml', undefined, bytes(before), fr);
    expect(edits.map((edit) => edit.key)).toEqual([
      'emptied',
      'gone',
      'hello',
      'inbox.messages',
      'limits.max',
      'limits.strict',
      'list[0]',
      'list[1]',
      'nav.home',
      'nav.settings',
    ]);
    expect(edits.find((edit) => edit.key === 'inbox.messages')).toEqual({
      key: 'inbox.messages',
      before: undefined,
      after: { one: 'Vous avez %{count} nouveau message', other: 'Vous avez %{count} nouveaux messages' },
    });
  });

  it('reads JSON plurals and settings the same way', () => {
    const edits = pushEditsOf(
      'json',
      bytes('{"items_one": "1 article", "items_other": "{{count}} articles", "app": {"limit": 3}}'),
      bytes('{"items_one": "1 article", "items_other": "{{count}} objets", "app": {"limit": 4}}'),
      { fileName: 'fr.json', locale: 'fr' },
    );
    expect(edits).toEqual([
      { key: 'app.limit', before: '3', after: '4' },
      {
        key: 'items',
        before: { one: '1 article', other: '{{count}} articles' },
        after: { other: '{{count}} objets' },
      },
    ]);
  });

  it('sends nothing for a file the push did not change in value', () => {
    expect(pushEditsOf('yaml', bytes(before), bytes(before.replace(/"/g, "'")), fr)).toEqual([]);
  });
});
