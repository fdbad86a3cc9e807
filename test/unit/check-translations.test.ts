import { describe, expect, it } from 'vitest';
import { describeFinding, type TranslationFinding } from '../../src/check/findings.js';
import { parseTbx } from '../../src/check/glossary-check.js';
import { checkTargetTranslations } from '../../src/check/translation-checks.js';
import { detectFormat, parseLocaleFile } from '../../src/formats/index.js';

const encode = (text: string): Uint8Array => new TextEncoder().encode(text);

function check(options: {
  masterPath: string;
  master: string;
  path: string;
  locale: string;
  target: string;
  glossary?: string;
}): { line: number | undefined; kind: string; text: string }[] {
  const format = detectFormat(options.masterPath);
  if (format === undefined) throw new Error(`no format for ${options.masterPath}`);
  const master = parseLocaleFile(format, encode(options.master), {
    fileName: options.masterPath,
    locale: 'en',
  });
  return checkTargetTranslations({
    path: options.path,
    locale: options.locale,
    bytes: encode(options.target),
    master,
    glossary: options.glossary === undefined ? [] : parseTbx(options.glossary),
  }).map((finding: TranslationFinding) => ({
    line: finding.line,
    kind: finding.kind,
    text: describeFinding(finding),
  }));
}

// react-intl's extracted messages: a select holding a plural, with an argument nested in a branch.
const REACT_INTL_EN = `{
  "inbox.title": "Inbox",
  "inbox.summary": "{gender, select, female {She has {count, plural, one {# new message} other {# new messages from {sender}}}} other {They have {count, plural, one {# new message} other {# new messages from {sender}}}}}",
  "inbox.rank": "You finished {place, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}",
  "inbox.greeting": "Hello, {name}!"
}
`;

const REACT_INTL_RU_GOOD = `{
  "inbox.title": "Входящие",
  "inbox.summary": "{gender, select, female {У неё {count, plural, one {# новое сообщение} few {# новых сообщения} many {# новых сообщений} other {# новых сообщения от {sender}}}} other {У них {count, plural, one {# новое сообщение} few {# новых сообщения} many {# новых сообщений} other {# новых сообщения от {sender}}}}}",
  "inbox.rank": "Вы заняли {place, selectordinal, other {#-е}} место",
  "inbox.greeting": "Здравствуйте, {name}!"
}
`;

describe('ICU messages (react-intl)', () => {
  it('finds nothing in a correct Russian translation with nested plural and select', () => {
    const found = check({
      masterPath: 'src/lang/en.json',
      master: REACT_INTL_EN,
      path: 'src/lang/ru.json',
      locale: 'ru',
      target: REACT_INTL_RU_GOOD,
    });
    expect(found).toEqual([]);
  });

  it('reports each broken message on its line: unparsable, dropped, renamed, retyped, missing categories', () => {
    const target = `{
  "inbox.title": "Входящие",
  "inbox.summary": "{gender, select, female {У неё {count, plural, one {# новое сообщение} other {# новых сообщения от {sender}}}} other {У них {count, select, one {# сообщение} other {# сообщения}}}}",
  "inbox.rank": "Вы заняли {place, selectordinal, one {#-е}} место",
  "inbox.greeting": "Здравствуйте, {имя}!"
}
`;
    const found = check({
      masterPath: 'src/lang/en.json',
      master: REACT_INTL_EN,
      path: 'src/lang/ru.json',
      locale: 'ru',
      target,
    });
    expect(found).toEqual([
      {
        line: 3,
        kind: 'icu',
        text: 'The ru translation of "inbox.summary" makes {count} a select where the source has a plural.',
      },
      {
        line: 3,
        kind: 'icu',
        text: 'The ru translation of "inbox.summary" has a plural {count} without few, many, which ru needs.',
      },
      {
        line: 4,
        kind: 'icu',
        text: 'The ru translation of "inbox.rank" has a selectordinal {place} without an other branch.',
      },
      {
        line: 5,
        kind: 'icu',
        text: 'The ru translation of "inbox.greeting" drops {name} and has {имя} that the source does not.',
      },
    ]);
  });
});

describe('ICU messages (Arabic, unparsable)', () => {
  const master = '{\n  "cart.items": "{count, plural, one {# item} other {# items}}"\n}\n';
  const arabic = (message: string): string => `{\n  "cart.items": ${JSON.stringify(message)}\n}\n`;
  const run = (message: string) =>
    check({ masterPath: 'en.json', master, path: 'ar.json', locale: 'ar', target: arabic(message) });

  it('accepts all six Arabic categories, and =0 in place of zero', () => {
    expect(
      run(
        '{count, plural, zero {لا عناصر} one {عنصر واحد} two {عنصران} few {# عناصر} many {# عنصرًا} other {# عنصر}}',
      ),
    ).toEqual([]);
    expect(
      run(
        '{count, plural, =0 {لا عناصر} one {عنصر واحد} two {عنصران} few {# عناصر} many {# عنصرًا} other {# عنصر}}',
      ),
    ).toEqual([]);
  });

  it('reports the categories Arabic needs, and a message that does not parse', () => {
    expect(run('{count, plural, one {عنصر واحد} other {# عنصر}}')).toEqual([
      {
        line: 2,
        kind: 'icu',
        text: 'The ar translation of "cart.items" has a plural {count} without zero, two, few, many, which ar needs.',
      },
    ]);
    expect(run('{count, plural, one {عنصر واحد} other {# عنصر}')).toEqual([
      {
        line: 2,
        kind: 'icu',
        text: 'The ar translation of "cart.items" does not parse as an ICU message (expect argument closing brace).',
      },
    ]);
  });
});

const RAILS_EN = `en:
  legal:
    terms_html: 'Read <a href="/terms" title="Terms">the <strong>terms</strong></a> before you sign.'
    footer_html: "Made with <em>care</em>.<br>All rights reserved."
    plain: "Use <b>bold</b> here"
`;

describe('markup (Rails _html keys)', () => {
  const run = (target: string) =>
    check({
      masterPath: 'config/locales/en.yml',
      master: RAILS_EN,
      path: 'config/locales/fr.yml',
      locale: 'fr',
      target,
    });

  it('finds nothing when the French keeps elements, nesting and href, with a translated title', () => {
    expect(
      run(`fr:
  legal:
    terms_html: 'Lisez <a href="/terms" title="Conditions">les <strong>conditions</strong></a> avant de signer.'
    footer_html: "Fait avec <em>soin</em>.<br>Tous droits réservés."
    plain: "Utilisez le <b>gras</b> ici"
`),
    ).toEqual([]);
  });

  it('reports a changed href, misnesting, a lost element and an added script on their lines', () => {
    expect(
      run(`fr:
  legal:
    terms_html: 'Lisez <a href="https://evil.example/terms">les <strong>conditions</a></strong> avant de signer.'
    footer_html: "Fait avec soin.<br>Tous droits réservés.<script>alert(1)</script>"
    plain: "Utilisez le <b>gras</b> ici"
`),
    ).toEqual([
      {
        line: 3,
        kind: 'markup',
        text: 'The fr translation of "legal.terms_html" changes <a href="/terms"> to <a href="https://evil.example/terms">.',
      },
      {
        line: 3,
        kind: 'markup',
        text: 'The fr translation of "legal.terms_html" closes </a> before </strong>.',
      },
      {
        line: 3,
        kind: 'markup',
        text: 'The fr translation of "legal.terms_html" closes </strong> that is not open.',
      },
      {
        line: 4,
        kind: 'markup',
        text: 'The fr translation of "legal.footer_html" lacks <em>.',
      },
      {
        line: 4,
        kind: 'markup',
        text: 'The fr translation of "legal.footer_html" has <script> that the source does not.',
      },
    ]);
  });
});

describe('plural completeness', () => {
  it('Rails YAML: Russian needs one, few and many', () => {
    const master =
      'en:\n  inbox:\n    messages:\n      one: "%{count} message"\n      other: "%{count} messages"\n';
    const run = (target: string) =>
      check({
        masterPath: 'config/locales/en.yml',
        master,
        path: 'config/locales/ru.yml',
        locale: 'ru',
        target,
      });
    expect(
      run(
        'ru:\n  inbox:\n    messages:\n      one: "%{count} сообщение"\n      few: "%{count} сообщения"\n      many: "%{count} сообщений"\n      other: "%{count} сообщения"\n',
      ),
    ).toEqual([]);
    expect(
      run(
        'ru:\n  inbox:\n    messages:\n      one: "%{count} сообщение"\n      other: "%{count} сообщения"\n',
      ),
    ).toEqual([
      {
        line: 3,
        kind: 'plural',
        text: 'The ru translation of "inbox.messages" lacks the plural forms few, many, which ru needs.',
      },
    ]);
  });

  it('i18next JSON suffixes and nested objects: Arabic needs all six', () => {
    const master =
      '{\n  "cart": { "items_one": "{{count}} item", "items_other": "{{count}} items" },\n  "days": { "one": "a day", "other": "{{count}} days" }\n}\n';
    const full = (prefix: string): string =>
      ['zero', 'one', 'two', 'few', 'many', 'other']
        .map((form) => `"${prefix}${form}": "{{count}} ${form}"`)
        .join(', ');
    const run = (target: string) =>
      check({
        masterPath: 'locales/en/common.json',
        master,
        path: 'locales/ar/common.json',
        locale: 'ar',
        target,
      });
    expect(run(`{\n  "cart": { ${full('items_')} },\n  "days": { ${full('')} }\n}\n`)).toEqual([]);
    expect(
      run(
        '{\n  "cart": {\n    "items_one": "عنصر",\n    "items_other": "{{count}} عنصر"\n  },\n  "days": {\n    "one": "يوم",\n    "two": "يومان",\n    "other": "{{count}} يوم"\n  }\n}\n',
      ),
    ).toEqual([
      {
        line: 3,
        kind: 'plural',
        text: 'The ar translation of "cart.items" lacks the plural forms zero, two, few, many, which ar needs.',
      },
      {
        line: 6,
        kind: 'plural',
        text: 'The ar translation of "days" lacks the plural forms zero, few, many, which ar needs.',
      },
    ]);
  });

  it('gettext: empty slots of the Plural-Forms, and a header with too few slots for Russian', () => {
    const master =
      'msgid ""\nmsgstr ""\n"Plural-Forms: nplurals=2; plural=(n != 1);\\n"\n\nmsgid "%d file"\nmsgid_plural "%d files"\nmsgstr[0] ""\nmsgstr[1] ""\n';
    const header = (forms: string) =>
      `msgid ""\nmsgstr ""\n"Language: ru\\n"\n"Plural-Forms: ${forms}\\n"\n\n`;
    const russian =
      'nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);';
    const run = (target: string) =>
      check({ masterPath: 'po/en.po', master, path: 'po/ru.po', locale: 'ru', target });
    expect(
      run(
        `${header(russian)}msgid "%d file"\nmsgid_plural "%d files"\nmsgstr[0] "%d файл"\nmsgstr[1] "%d файла"\nmsgstr[2] "%d файлов"\n`,
      ),
    ).toEqual([]);
    expect(
      run(
        `${header(russian)}msgid "%d file"\nmsgid_plural "%d files"\nmsgstr[0] "%d файл"\nmsgstr[1] ""\nmsgstr[2] "%d файлов"\n`,
      ),
    ).toEqual([
      {
        line: 6,
        kind: 'plural',
        text: 'The ru translation of "%d file" lacks the plural form few (msgstr[1]), which ru needs.',
      },
    ]);
    expect(
      run(
        `${header('nplurals=2; plural=(n != 1);')}msgid "%d file"\nmsgid_plural "%d files"\nmsgstr[0] "%d файл"\nmsgstr[1] "%d файлов"\n`,
      ),
    ).toEqual([
      {
        line: 4,
        kind: 'plural',
        text: 'The ru file has Plural-Forms "nplurals=2; plural=(n != 1);", with no msgstr for few, which ru needs.',
      },
    ]);
  });

  it('Android <plurals>: Arabic needs all six', () => {
    const master =
      '<resources>\n  <string name="title">Files</string>\n  <plurals name="files">\n    <item quantity="one">%d file</item>\n    <item quantity="other">%d files</item>\n  </plurals>\n</resources>\n';
    const items = (forms: string[]) =>
      forms.map((form) => `    <item quantity="${form}">%d ${form}</item>`).join('\n');
    const arabic = (forms: string[]) =>
      `<resources>\n  <string name="title">ملفات</string>\n  <plurals name="files">\n${items(forms)}\n  </plurals>\n</resources>\n`;
    const run = (forms: string[]) =>
      check({
        masterPath: 'res/values/strings.xml',
        master,
        path: 'res/values-ar/strings.xml',
        locale: 'ar',
        target: arabic(forms),
      });
    expect(run(['zero', 'one', 'two', 'few', 'many', 'other'])).toEqual([]);
    expect(run(['one', 'few', 'other'])).toEqual([
      {
        line: 3,
        kind: 'plural',
        text: 'The ar translation of "files" lacks the plural forms zero, two, many, which ar needs.',
      },
    ]);
  });
});

// The service's export: approved terms are preferred, proposed ones admitted, refused ones deprecated.
const GLOSSARY = `<?xml version="1.0" encoding="UTF-8"?>
<martif type="TBX-Basic" xml:lang="en">
  <martifHeader><fileDesc><sourceDesc><p>Glossary of web</p></sourceDesc></fileDesc></martifHeader>
  <text>
    <body>
      <termEntry id="term-1">
        <langSet xml:lang="en"><tig><term>dashboard</term></tig></langSet>
        <langSet xml:lang="fr">
          <tig><term>tableau de bord</term><termNote type="administrativeStatus">preferredTerm-admn-sts</termNote></tig>
        </langSet>
      </termEntry>
      <termEntry id="term-2">
        <langSet xml:lang="en"><tig><term>workspace</term></tig></langSet>
        <langSet xml:lang="fr">
          <tig><term>espace de travail</term><termNote type="administrativeStatus">admittedTerm-admn-sts</termNote></tig>
        </langSet>
      </termEntry>
      <termEntry id="term-3">
        <langSet xml:lang="en"><tig><term>sign in</term></tig></langSet>
        <langSet xml:lang="fr">
          <tig><term>se connecter</term><termNote type="administrativeStatus">preferredTerm-admn-sts</termNote></tig>
          <tig><term>s'identifier</term><termNote type="administrativeStatus">deprecatedTerm-admn-sts</termNote></tig>
        </langSet>
        <langSet xml:lang="de">
          <tig><term>anmelden</term><termNote type="administrativeStatus">preferredTerm-admn-sts</termNote></tig>
        </langSet>
      </termEntry>
    </body>
  </text>
</martif>
`;

describe('glossary (TBX with approved and proposed terms)', () => {
  const master = `en:
  nav:
    dashboard: "Dashboard"
    workspace: "Switch workspace"
    sign_in: "Sign in to your dashboard"
`;
  const run = (target: string) =>
    check({
      masterPath: 'config/locales/en.yml',
      master,
      path: 'config/locales/fr.yml',
      locale: 'fr',
      target,
      glossary: GLOSSARY,
    });

  it('finds nothing when the approved terms are used, in any case; a proposed term is never required', () => {
    expect(
      run(`fr:
  nav:
    dashboard: "Tableau de bord"
    workspace: "Changer de projet"
    sign_in: "Se connecter à votre tableau de bord"
`),
    ).toEqual([]);
  });

  it('warns on the line of each translation without the approved term, naming term and approved text', () => {
    expect(
      run(`fr:
  nav:
    dashboard: "Accueil"
    workspace: "Changer de projet"
    sign_in: "S'identifier sur votre tableau de bord"
`),
    ).toEqual([
      {
        line: 3,
        kind: 'glossary',
        text: 'The fr translation of "nav.dashboard" does not use "tableau de bord", the approved fr translation of the glossary term "dashboard".',
      },
      {
        line: 5,
        kind: 'glossary',
        text: 'The fr translation of "nav.sign_in" does not use "se connecter", the approved fr translation of the glossary term "sign in".',
      },
    ]);
  });
});
