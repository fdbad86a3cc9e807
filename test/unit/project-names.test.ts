/**
 * checkEntryName against yauzl's own validateFileName: every name the zip reader refuses is
 * refused here too, so the pull does not need yauzl loaded to check the listing's names.
 */
import { validateFileName } from 'yauzl';
import { describe, expect, it } from 'vitest';
import { checkEntryName } from '../../src/project/names.js';

const NAMES = [
  'locales/fr.json',
  'locales\\fr.json',
  '\\locales/fr.json',
  '/etc/passwd',
  '//server/share/fr.json',
  'C:/locales/fr.json',
  'c:fr.json',
  'z:\\fr.json',
  '../fr.json',
  '..',
  '../',
  'locales/../fr.json',
  'locales/..',
  'locales/../',
  'locales/..//fr.json',
  'a/b/c/../../../../x',
  '..fr.json',
  'locales/..fr/x.json',
  'locales/./fr.json',
  'locales//fr.json',
  'locales/fr.json/',
  '.github/workflows/x.yml',
  'locales/fr\u0000.json',
  'locales/fr\uFFFD.json',
  'Locales/FR.JSON',
  'ロケール/fr.json',
];

describe('entry names', () => {
  it.each(NAMES)('refuses %j whenever yauzl would', (name) => {
    if (validateFileName(name) !== null)
      expect(checkEntryName(name)).toMatchObject({ code: 'archive-unsafe-path' });
  });

  it('finds names yauzl refuses among the cases, and others that only we refuse', () => {
    expect(NAMES.filter((name) => validateFileName(name) !== null).length).toBeGreaterThan(10);
    expect(checkEntryName('locales/./fr.json')).toMatchObject({ code: 'archive-bad-name' });
    expect(checkEntryName('locales/fr.json')).toBeUndefined();
  });
});
