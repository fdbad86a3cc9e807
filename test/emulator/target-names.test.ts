import { describe, expect, it } from 'vitest';
import { targetNameFor } from '../../src/emulator/target-names.js';

describe('target file names by platform convention', () => {
  it.each([
    ['res/values/strings.xml', 'fr', 'res/values-fr/strings.xml'],
    ['app/src/main/res/values/strings.xml', 'pt-BR', 'app/src/main/res/values-pt-rBR/strings.xml'],
    ['res/values/strings.xml', 'zh-Hant-TW', 'res/values-b+zh+Hant+TW/strings.xml'],
    ['res/values/strings.xml', 'sr@latin', 'res/values-b+sr+Latn/strings.xml'],
    ['res/values-en/strings.xml', 'es-419', 'res/values-es-r419/strings.xml'],
    ['ios/en.lproj/Localizable.strings', 'fr', 'ios/fr.lproj/Localizable.strings'],
    ['Base.lproj/Localizable.strings', 'pt-BR', 'pt-BR.lproj/Localizable.strings'],
    ['po/messages.pot', 'fr', 'po/fr.po'],
    ['messages.pot', 'ru', 'ru.po'],
    ['locale/en/LC_MESSAGES/django.po', 'ru', 'locale/ru/LC_MESSAGES/django.po'],
    ['locale/en/LC_MESSAGES/app.pot', 'fr', 'locale/fr/LC_MESSAGES/app.po'],
    ['src/main/resources/messages.properties', 'fr', 'src/main/resources/messages_fr.properties'],
    ['messages.properties', 'zh-Hant-TW', 'messages_zh_Hant_TW.properties'],
    ['messages_en.properties', 'pt-BR', 'messages_pt_BR.properties'],
    ['config/locales/en.yml', 'fr', 'config/locales/fr.yml'],
    ['locales/en/common.json', 'de', 'locales/de/common.json'],
    ['app.json', 'fr', 'app.fr.json'],
  ])('%s in %s is %s', (master, locale, expected) => {
    expect(targetNameFor(master, 'en', locale)).toBe(expected);
  });

  it('gives every locale of a project its own Android folder', () => {
    const locales = ['fr', 'fr-CA', 'pt', 'pt-BR', 'zh-Hans', 'zh-Hant', 'sr', 'sr@latin', 'es-419'];
    const folders = locales.map(
      (locale) =>
        /^res\/values-([^/]+)\/strings\.xml$/.exec(
          targetNameFor('res/values/strings.xml', 'en', locale),
        )?.[1],
    );
    expect(new Set(folders).size).toBe(locales.length);
    for (const folder of folders)
      expect(folder).toMatch(/^([a-z]{2,3}(-r([A-Z]{2}|\d{3}))?|b(\+[A-Za-z0-9]+)+)$/);
  });
});
