import { describe, expect, it } from 'vitest';
import { findings } from '../helpers/json-findings.js';

/**
 * Texts written to slip past the checks (issue 56): a placeholder inside braces, ICU quotes or an
 * ICU branch, the placeholder styles of Ruby's `format`, i18next and Python, a bidi control written
 * as a character reference, a change only of space or control characters or of Unicode
 * normalization. Each is found, so that auto-merge stays off for it (UNSAFE_KINDS).
 */

describe('placeholders hidden where the scan skipped', () => {
  it('finds %n inside braces, ICU quotes and ICU branches, and keeps a branch that repeats its source', () => {
    const source = {
      braces: 'Saved %s',
      quoted: 'Saved %s',
      branch: '{count, plural, one {# file} other {# files}}',
      kept: '{count, plural, one {%s: # file} other {%s: # files}}',
    };
    const target = {
      braces: 'Enregistré %s {%n}',
      quoted: "Enregistré %s '{ %n'",
      branch: '{count, plural, one {# fichier} other {# fichiers %n}}',
      kept: '{count, plural, one {%s : # fichier} other {%s : # fichiers}}',
    };
    expect(findings(source, target)).toEqual([
      'braces: placeholder: The fr translation of "braces" has %n that the source does not.',
      'branch: placeholder: The fr translation of "branch" has %n that the source does not.',
      'quoted: placeholder: The fr translation of "quoted" has %n that the source does not.',
    ]);
  });

  it("reads Ruby's %<name>d, i18next's unescaped {{- name}} and $t(key), Python's %(name)s and Java's %tY", () => {
    const source = {
      rubyLost: '%<count>d files',
      rubyRenamed: '%<count>d files',
      unescaped: 'Hello {{name}}',
      addedUnescaped: 'Hello',
      nesting: 'Hello',
      python: 'Hello %(name)s',
      pythonAdded: 'Hello',
      javaDate: 'Hello',
      starPosition: 'Total',
      kept: '%<count>d files, {{name}}, $t(app.name), %(name)s, %1$tY',
    };
    const target = {
      rubyLost: 'fichiers',
      rubyRenamed: '%<cnt>d fichiers',
      unescaped: 'Bonjour {{- name}}',
      addedUnescaped: 'Bonjour {{- html}}',
      nesting: 'Bonjour $t(admin.password)',
      python: 'Bonjour',
      pythonAdded: 'Bonjour %(secret)s',
      javaDate: 'Bonjour %tY',
      starPosition: 'Total %1$*2$d',
      kept: '%<count>d fichiers, {{name}}, $t(app.name), %(name)s, %1$tY',
    };
    expect(findings(source, target)).toEqual([
      'addedUnescaped: placeholder: The fr translation of "addedUnescaped" has {{- html}} that the source does not.',
      'javaDate: placeholder: The fr translation of "javaDate" has %tY that the source does not.',
      'nesting: placeholder: The fr translation of "nesting" has $t(admin.password) that the source does not.',
      'python: placeholder: The fr translation of "python" lacks %(name)s.',
      'pythonAdded: placeholder: The fr translation of "pythonAdded" has %(secret)s that the source does not.',
      'rubyLost: placeholder: The fr translation of "rubyLost" lacks %<count>d.',
      'rubyRenamed: placeholder: The fr translation of "rubyRenamed" lacks %<count>d and has %<cnt>d that the source does not.',
      'starPosition: placeholder: The fr translation of "starPosition" has %1$*2$d that the source does not.',
      'unescaped: placeholder: The fr translation of "unescaped" lacks {{name}} and has {{- name}} that the source does not.',
    ]);
  });
});

describe('text a reviewer cannot see, in the forms that hid it', () => {
  it('finds a bidi control written as an HTML character reference', () => {
    const found = findings(
      { hex: 'Total', decimal: 'Total', named: 'Total', kept: 'a &amp; b' },
      { hex: 'Total&#x202E;fdp.exe', decimal: 'Total&#8238;', named: 'Total&rlm;', kept: 'a &amp; b' },
    );
    expect(found).toEqual([
      'decimal: bidi: The fr translation of "decimal" has the bidi control U+202E (right-to-left override) that the source does not, which can make the text show other than it reads.',
      'hex: bidi: The fr translation of "hex" has the bidi control U+202E (right-to-left override) that the source does not, which can make the text show other than it reads.',
      'named: bidi: The fr translation of "named" has the bidi control U+200F (right-to-left mark) that the source does not, which can make the text show other than it reads.',
    ]);
  });

  it('finds a change only of space kinds, control characters or Unicode normalization', () => {
    const source = { space: 'Sign in', control: 'Home', composed: 'Coffee', visible: 'Sign out' };
    const previous = { space: 'Se connecter', control: 'Accueil', composed: 'Café', visible: 'Déconnexion' };
    const target = {
      space: 'Se\u00A0connecter',
      control: 'Accueil\u0007',
      composed: 'Cafe\u0301',
      visible: 'Se\u00A0déconnecter',
    };
    expect(findings(source, target, previous)).toEqual([
      'composed: invisible: The fr translation of "composed" changes only invisible characters against the repository\'s text (changes only how its characters are composed, its Unicode normalization), a change no reviewer can see.',
      'control: invisible: The fr translation of "control" changes only invisible characters against the repository\'s text (adds U+0007), a change no reviewer can see.',
      'space: invisible: The fr translation of "space" changes only invisible characters against the repository\'s text (adds U+00A0 (no-break space) and removes U+0020 (space)), a change no reviewer can see.',
    ]);
  });
});
