import { describe, expect, it } from 'vitest';
import { findings } from '../helpers/json-findings.js';

/**
 * What a translator can put into an app that its source does not have (issue 56, R66): each
 * placeholder style lost, added or changed, markup and links added also to a plain source,
 * script in attributes and URLs, bidi controls, and a text changed only by invisible characters.
 * Each string is a JSON key of its own, so one target holds many cases and each is named.
 */

describe('placeholders in every style the checks know', () => {
  it('finds each one lost, added or changed, and nothing where they are kept', () => {
    const source = {
      printf: 'Saved %d files',
      positional: 'Move %1$s to %2$s',
      ruby: 'Hello, %{name}!',
      i18next: 'Hello, {{name}}!',
      icu: 'Hello, {name}!',
      ios: 'Shared by %@',
      android: 'Page %1$d of %2$d',
      plain: 'Saved',
      kept: 'Move %1$s to %2$s, %{name}, {{count}}',
    };
    const target = {
      printf: 'Enregistré %n fichiers',
      positional: 'Déplacer %1$s vers %1$s',
      ruby: 'Bonjour, %{nom} !',
      i18next: 'Bonjour !',
      icu: 'Bonjour, {nom} !',
      ios: 'Partagé par %s',
      android: 'Page %1$s sur %2$d',
      plain: 'Enregistré {count}',
      kept: 'Déplacer %1$s vers %2$s, %{name}, {{count}}',
    };
    expect(findings(source, target)).toEqual([
      'android: placeholder: The fr translation of "android" lacks %1$d and has %1$s that the source does not.',
      'i18next: placeholder: The fr translation of "i18next" lacks {{name}}.',
      'icu: icu: The fr translation of "icu" drops {name} and has {nom} that the source does not.',
      'ios: placeholder: The fr translation of "ios" lacks %@ and has %s that the source does not.',
      'plain: icu: The fr translation of "plain" has {count} that the source does not.',
      'positional: placeholder: The fr translation of "positional" lacks %2$s and has %1$s that the source does not.',
      'printf: placeholder: The fr translation of "printf" lacks %d and has %n that the source does not.',
      'ruby: placeholder: The fr translation of "ruby" lacks %{name} and has %{nom} that the source does not.',
    ]);
  });

  it('reads %n as a placeholder also where the source has none', () => {
    expect(findings({ count: 'Done' }, { count: 'Fini %n' })).toEqual([
      'count: placeholder: The fr translation of "count" has %n that the source does not.',
    ]);
  });
});

describe('markup, links and script added or changed against the source', () => {
  it('finds tags, handlers and script URLs also where the source has no markup', () => {
    const source = {
      script: 'Welcome',
      image: 'Your avatar',
      handler: 'Read <a href="/terms">the terms</a>',
      scriptUrl: 'Read <a href="/terms">the terms</a>',
      encodedUrl: 'Open the help',
      dataUrl: 'Open the help',
      html_title_html: 'Welcome',
    };
    const target = {
      script: 'Bienvenue<script>fetch("//evil.test")</script>',
      image: 'Votre avatar <img src=x onerror=alert(1)>',
      handler: 'Lisez <a href="/terms" onclick="steal()">les conditions</a>',
      scriptUrl: 'Lisez <a href="javascript:alert(1)">les conditions</a>',
      encodedUrl: 'Ouvrir <a href="&#106;ava&#x09;script:alert(1)">l’aide</a>',
      dataUrl: 'Ouvrir <a href="data:text/html,<b>x</b>">l’aide</a>',
      html_title_html: 'Bienvenue <script>alert(1)</script>',
    };
    expect(findings(source, target)).toEqual([
      'dataUrl: markup: The fr translation of "dataUrl" adds <a href="data:text/html,<b>x</b>">.',
      'dataUrl: markup: The fr translation of "dataUrl" has <a> that the source does not.',
      'encodedUrl: markup: The fr translation of "encodedUrl" adds <a href="java\tscript:alert(1)">.',
      'encodedUrl: markup: The fr translation of "encodedUrl" has <a> that the source does not.',
      'handler: markup: The fr translation of "handler" adds <a onclick="steal()">.',
      'html_title_html: markup: The fr translation of "html_title_html" has <script> that the source does not.',
      'image: markup: The fr translation of "image" adds <img onerror="alert(1)">.',
      'image: markup: The fr translation of "image" has <img> that the source does not.',
      'script: markup: The fr translation of "script" has <script> that the source does not.',
      'scriptUrl: markup: The fr translation of "scriptUrl" changes <a href="/terms"> to <a href="javascript:alert(1)">.',
    ]);
  });

  it('finds Markdown links and images added or pointed elsewhere, and keeps translated prose apart', () => {
    const source = {
      link: 'See [the docs](https://acme.test/docs).',
      image: 'Welcome!',
      script: 'See the docs.',
      bare: 'Help: https://acme.test/help',
      kept: 'See [the docs](https://acme.test/docs) or https://acme.test/help.',
      alt: '<img src="/chart.png" alt="Chart">',
    };
    const target = {
      link: 'Voir [la doc](https://evil.test/docs).',
      image: 'Bienvenue ![](https://evil.test/pixel.png)',
      script: 'Voir [la doc](javascript:alert(1)).',
      bare: 'Aide : https://evil.test/help',
      kept: 'Voir [la doc](https://acme.test/docs) ou https://acme.test/help.',
      alt: '<img src="/chart.png" alt="Data: le graphique">',
    };
    expect(findings(source, target)).toEqual([
      'bare: markup: The fr translation of "bare" changes the link https://acme.test/help to the link https://evil.test/help.',
      'image: markup: The fr translation of "image" has the image https://evil.test/pixel.png that the source does not.',
      'link: markup: The fr translation of "link" changes the link https://acme.test/docs to the link https://evil.test/docs.',
      'script: markup: The fr translation of "script" has the link javascript:alert(1) (a javascript: URL) that the source does not.',
    ]);
  });
});

describe('text a reviewer cannot see', () => {
  it('finds bidi controls the source does not have, named by code point', () => {
    const found = findings(
      { override: 'Invoice for %{name}', isolate: 'Total', mark: 'שלום' },
      { override: 'Facture pour %{name}\u202Efdp.exe', isolate: '\u2066Total\u2069', mark: 'שלום' },
    );
    expect(found).toEqual([
      'isolate: bidi: The fr translation of "isolate" has the bidi controls U+2066 (left-to-right isolate), U+2069 (pop directional isolate) that the source does not, which can make the text show other than it reads.',
      'override: bidi: The fr translation of "override" has the bidi control U+202E (right-to-left override) that the source does not, which can make the text show other than it reads.',
    ]);
    // The invisible character is named, never printed.
    expect(found.join('')).not.toMatch(/[\u202E\u2066\u2069]/);
  });

  it('finds a text changed only by invisible characters against the repository’s, and not a visible change', () => {
    const source = { zero: 'Sign in', soft: 'Settings', visible: 'Sign out', same: 'Home', moved: 'Save' };
    const previous = {
      zero: 'Se connecter',
      soft: 'Para\u00ADmètres',
      visible: 'Déconnexion',
      same: 'Accueil',
      moved: 'Enre\u200Bgistrer',
    };
    const target = {
      zero: 'Se con\u200Bnecter',
      soft: 'Paramètres',
      visible: 'Se dé\u200Bconnecter',
      same: 'Accueil',
      moved: 'Enregis\u200Btrer',
    };
    expect(findings(source, target, previous)).toEqual([
      'moved: invisible: The fr translation of "moved" changes only invisible characters against the repository\'s text (moves invisible characters), a change no reviewer can see.',
      'soft: invisible: The fr translation of "soft" changes only invisible characters against the repository\'s text (removes U+00AD (soft hyphen)), a change no reviewer can see.',
      'zero: invisible: The fr translation of "zero" changes only invisible characters against the repository\'s text (adds U+200B (zero width space)), a change no reviewer can see.',
    ]);
    // Without the repository's text (a new file, or `check`), there is nothing to compare.
    expect(findings(source, target)).toEqual([]);
  });
});
