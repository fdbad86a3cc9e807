/**
 * List and Show String over HTTP: pages and their Link headers, translations as an object or an
 * array, and every filter of the spec, each with a string that must be left out.
 */
import { describe, expect, it } from 'vitest';
import type { RunningEmulator } from '../../src/emulator/index.js';
import type { EmulatorSeed } from '../../src/emulator/seed.js';
import { startTestEmulator } from './support.js';

const TOKEN = 'proj_rw_strings_list';
const PUBLIC_TOKEN = 'proj_ro_strings_list';

function seed(masterKeys: number): EmulatorSeed {
  const master = Object.fromEntries(
    Array.from({ length: masterKeys }, (_, index) => [
      `key_${String(index).padStart(3, '0')}`,
      `Text ${index}`,
    ]),
  );
  return {
    organizations: [
      {
        name: 'Strings Org',
        readOnlyKey: 'org_ro_strings',
        readWriteKey: 'org_rw_strings',
        privateKey: 'org_pk_strings',
        projects: [
          {
            name: 'Strings',
            privateApiToken: TOKEN,
            publicApiToken: PUBLIC_TOKEN,
            sourceLocale: 'en',
            targetLocales: ['fr', 'de', 'pt', 'pt-BR'],
            files: [
              {
                name: 'locales/en.json',
                content: JSON.stringify(master),
                targets: {
                  fr: JSON.stringify({ key_000: 'Texte 0' }),
                  pt: JSON.stringify({ key_000: 'Texto 0', key_001: 'Texto 1' }),
                },
              },
            ],
          },
        ],
      },
    ],
  };
}

type StringRecord = Record<string, unknown> & { id: number; key: string };

async function get(
  emulator: RunningEmulator,
  path: string,
): Promise<{ status: number; link: string | null; body: unknown }> {
  const response = await fetch(`${emulator.url}/api/projects/${TOKEN}${path}`);
  const text = await response.text();
  const isJson = (response.headers.get('content-type') ?? '').startsWith('application/json');
  return {
    status: response.status,
    link: response.headers.get('link'),
    body: isJson ? JSON.parse(text) : text,
  };
}

async function keys(emulator: RunningEmulator, query: string): Promise<string[]> {
  const { status, body } = await get(emulator, `/strings.json?${query}`);
  expect(status, query).toBe(200);
  return (body as StringRecord[]).map((entry) => entry.key).sort();
}

async function create(emulator: RunningEmulator, body: Record<string, unknown>): Promise<StringRecord> {
  const response = await fetch(`${emulator.url}/api/projects/${TOKEN}/strings`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(201);
  return (await response.json()) as StringRecord;
}

/** Four database-only strings that differ in every filtered property. */
async function filterFixture(): Promise<RunningEmulator> {
  const emulator = await startTestEmulator({ seed: seed(2) });
  await create(emulator, {
    key: 'menu.open',
    labels: 'ui,beta',
    categories: 'Web',
    dev_comment: 'Keep it short',
    translations: [
      { locale: 'en', text: 'Open' },
      { locale: 'fr', text: 'Ouvrir', status: 'status_proofread' },
      { locale: 'de', text: 'Öffnen', status: 'status_unverified' },
    ],
  });
  await create(emulator, {
    key: 'menu.close',
    labels: 'ui',
    status: 'Hidden',
    translations: [
      { locale: 'en', text: 'Close' },
      { locale: 'fr', text: 'Fermer', status: 'status_unproofread' },
    ],
  });
  await create(emulator, {
    key: 'Menu.Quit',
    labels: 'beta',
    categories: 'Mobile,Web',
    status: 'Obsolete',
    translations: [{ locale: 'en', text: 'Quit' }],
  });
  await create(emulator, { key: 'about', dev_comment: '', translations: [{ locale: 'en', text: 'About' }] });
  return emulator;
}

const ALL = ['Menu.Quit', 'about', 'key_000', 'key_001', 'menu.close', 'menu.open'];

describe('List Strings pagination', () => {
  it('pages 501 strings by 250 with exact Link headers that keep the other parameters', async () => {
    const emulator = await startTestEmulator({ seed: seed(501) });
    const base = `${emulator.url}/api/projects/${TOKEN}/strings.json`;
    const url = (query: string) => `${base}?${query}`;

    const first = await get(emulator, '/strings.json?locale=fr&filters[status]=current');
    expect((first.body as StringRecord[]).map((entry) => entry.key).slice(0, 2)).toEqual([
      'key_000',
      'key_001',
    ]);
    expect(first.body).toHaveLength(250);
    expect(first.link).toBe(
      `<${url('locale=fr&filters[status]=current&page=2')}>; rel="next", <${url('locale=fr&filters[status]=current&page=3')}>; rel="last"`,
    );

    const second = await get(emulator, '/strings.json?page=2&locale=fr&filters[status]=current');
    expect((second.body as StringRecord[])[0]?.key).toBe('key_250');
    expect(second.link).toBe(
      [
        `<${url('page=3&locale=fr&filters[status]=current')}>; rel="next"`,
        `<${url('page=3&locale=fr&filters[status]=current')}>; rel="last"`,
        `<${url('page=1&locale=fr&filters[status]=current')}>; rel="first"`,
        `<${url('page=1&locale=fr&filters[status]=current')}>; rel="prev"`,
      ].join(', '),
    );

    const third = await get(emulator, '/strings.json?locale=fr&filters[status]=current&page=3');
    expect((third.body as StringRecord[]).map((entry) => entry.key)).toEqual(['key_500']);
    expect(third.link).toBe(
      `<${url('locale=fr&filters[status]=current&page=1')}>; rel="first", <${url('locale=fr&filters[status]=current&page=2')}>; rel="prev"`,
    );
  });

  it('sends no Link header for a single page and refuses a page that is not a positive integer', async () => {
    const emulator = await startTestEmulator({ seed: seed(3) });
    const single = await get(emulator, '/strings.json');
    expect(single.body).toHaveLength(3);
    expect(single.link).toBeNull();
    expect((await get(emulator, '/strings.json?page=0')).status).toBe(400);
    expect((await get(emulator, '/strings.json?page=two')).status).toBe(400);
  });
});

describe('List Strings translations', () => {
  it('leaves out translations and categories without locale, gives an object for one locale and an array for several', async () => {
    const emulator = await startTestEmulator({ seed: seed(2) });
    const [plain] = (await get(emulator, '/strings.json')).body as StringRecord[];
    expect(plain).not.toHaveProperty('translations');
    expect(plain).not.toHaveProperty('categories');
    expect(plain).toMatchObject({
      key: 'key_000',
      plural: false,
      type: 'String',
      status: 'Current',
      word_count: 2,
      character_count: 6,
    });

    const [one] = (await get(emulator, '/strings.json?locale=fr')).body as StringRecord[];
    expect(one).toHaveProperty('categories', '');
    expect(one?.['translations']).toMatchObject({ locale: 'fr', text: 'Texte 0', version: 1 });

    const [several] = (await get(emulator, '/strings.json?locale=fr,pt')).body as StringRecord[];
    expect(
      (several?.['translations'] as { locale: string }[]).map((translation) => translation.locale),
    ).toEqual(['fr', 'pt']);

    const [all] = (await get(emulator, '/strings.json?locale=*')).body as StringRecord[];
    expect((all?.['translations'] as { text: string }[]).map((translation) => translation.text)).toEqual([
      'Text 0',
      'Texte 0',
      'Texto 0',
    ]);
  });

  it('answers null for a locale without a translation, and 404 for a locale the project lacks', async () => {
    const emulator = await startTestEmulator({ seed: seed(2) });
    const [entry] = (await get(emulator, '/strings.json?locale=de')).body as StringRecord[];
    expect(entry?.['translations']).toBeNull();
    expect((await get(emulator, '/strings.json?locale=it')).status).toBe(404);
  });

  it('lets pt-BR inherit the pt translation unless no_follow_redirects is given', async () => {
    const emulator = await startTestEmulator({ seed: seed(2) });
    const [inherited] = (await get(emulator, '/strings.json?locale=pt-BR')).body as StringRecord[];
    expect(inherited?.['translations']).toMatchObject({ locale: 'pt', text: 'Texto 0' });
    const [own] = (await get(emulator, '/strings.json?locale=pt-BR&filters[no_follow_redirects]=1'))
      .body as StringRecord[];
    expect(own?.['translations']).toBeNull();
    expect(await keys(emulator, 'locale=pt-BR&filters[to_translate]=true')).toEqual([]);
    expect(
      await keys(emulator, 'locale=pt-BR&filters[to_translate]=true&filters[no_follow_redirects]=yes'),
    ).toEqual(['key_000', 'key_001']);
  });

  it('renders the list as XML and YAML too', async () => {
    const emulator = await startTestEmulator({ seed: seed(1) });
    const xml = await get(emulator, '/strings.xml?locale=fr');
    expect(xml.body).toMatch(
      /<strings type="array">\s*<string>\s*<id type="integer">\d+<\/id>\s*<key>key_000<\/key>/,
    );
    expect(xml.body).toContain('<text>Texte 0</text>');
    const yaml = await get(emulator, '/strings.yaml');
    expect(yaml.body).toMatch(/^---\n- id: \d+\n {2}key: key_000\n/);
  });
});

describe('List Strings filters', () => {
  it('filters by status, case-insensitively, current meaning neither hidden nor obsolete', async () => {
    const emulator = await filterFixture();
    expect(await keys(emulator, 'filters[status]=')).toEqual(ALL);
    expect(await keys(emulator, 'filters[status]=CURRENT')).toEqual([
      'about',
      'key_000',
      'key_001',
      'menu.open',
    ]);
    expect(await keys(emulator, 'filters[status]=hidden')).toEqual(['menu.close']);
    expect(await keys(emulator, 'filters[status]=Obsolete')).toEqual(['Menu.Quit']);
    expect((await get(emulator, '/strings.json?filters[status]=archived')).status).toBe(400);
  });

  it('filters by label: a name, none, all of, any of, and exclusion', async () => {
    const emulator = await filterFixture();
    expect(await keys(emulator, 'filters[label]=beta')).toEqual(['Menu.Quit', 'menu.open']);
    expect(await keys(emulator, 'filters[label]=none')).toEqual(['about', 'key_000', 'key_001']);
    expect(await keys(emulator, 'filters[label]=[ui,beta]')).toEqual(['menu.open']);
    expect(await keys(emulator, `filters[label]=${encodeURIComponent('|[ui,beta]')}`)).toEqual([
      'Menu.Quit',
      'menu.close',
      'menu.open',
    ]);
    expect(await keys(emulator, 'filters[label]=!ui')).toEqual(['Menu.Quit', 'about', 'key_000', 'key_001']);
  });

  it('matches the key exactly, or as a regex with optional ignore_case', async () => {
    const emulator = await filterFixture();
    expect(await keys(emulator, 'filters[key]=menu.open')).toEqual(['menu.open']);
    expect(await keys(emulator, 'filters[key]=menu')).toEqual([]);
    expect(await keys(emulator, 'filters[key]=^menu%5C.&filters[regex]=true')).toEqual([
      'menu.close',
      'menu.open',
    ]);
    expect(await keys(emulator, 'filters[key]=^menu%5C.&filters[regex]=1&filters[ignore_case]=true')).toEqual(
      ['Menu.Quit', 'menu.close', 'menu.open'],
    );
    expect((await get(emulator, '/strings.json?filters[key]=(&filters[regex]=true')).status).toBe(400);
  });

  it('filters by translation progress in the requested locale, and requires locale', async () => {
    const emulator = await filterFixture();
    expect(await keys(emulator, 'locale=fr&filters[to_translate]=true')).toEqual([
      'Menu.Quit',
      'about',
      'key_001',
    ]);
    expect(await keys(emulator, 'locale=de&filters[to_verify]=1')).toEqual(['menu.open']);
    expect(await keys(emulator, 'locale=fr&filters[to_proofread]=true')).toEqual(['key_000', 'menu.close']);
    expect(await keys(emulator, 'locale=fr&filters[done]=true')).toEqual(['menu.open']);
    expect(await keys(emulator, 'locale=fr&filters[done]=false')).toEqual(ALL);
    expect(await keys(emulator, 'locale=fr,de&filters[to_verify]=true')).toEqual(['menu.open']);

    const missing = await get(emulator, '/strings.json?filters[to_translate]=true');
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ error: expect.stringContaining('requires the locale') as unknown });
    expect((await get(emulator, '/strings.json?locale=fr&filters[done]=yes')).status).toBe(400);
  });

  it('filters by category, created_at, instructions, file, original_key and context', async () => {
    const emulator = await filterFixture();
    expect(await keys(emulator, 'filters[category]=Web')).toEqual(['Menu.Quit', 'menu.open']);
    expect(await keys(emulator, 'filters[category]=none')).toEqual([
      'about',
      'key_000',
      'key_001',
      'menu.close',
    ]);

    expect(await keys(emulator, 'filters[created_at]=2000-01-01')).toEqual(ALL);
    expect(await keys(emulator, 'filters[created_at]=2999-01-01T00:00:00Z')).toEqual([]);
    expect((await get(emulator, '/strings.json?filters[created_at]=yesterday')).status).toBe(400);

    expect(await keys(emulator, 'filters[instructions]=yes')).toEqual(['menu.open']);
    expect(await keys(emulator, 'filters[instructions]=no')).toEqual([
      'Menu.Quit',
      'about',
      'key_000',
      'key_001',
      'menu.close',
    ]);
    expect((await get(emulator, '/strings.json?filters[instructions]=maybe')).status).toBe(400);

    const [fileString] = (await get(emulator, '/strings.json?filters[key]=key_000')).body as {
      file: { id: number };
    }[];
    expect(await keys(emulator, `filters[file]=${fileString?.file.id ?? 0}`)).toEqual(['key_000', 'key_001']);
    expect(await keys(emulator, 'filters[file]=locales/en.json')).toEqual(['key_000', 'key_001']);
    expect(await keys(emulator, 'filters[file]=999999')).toEqual([]);

    expect(await keys(emulator, 'filters[original_key]=about')).toEqual(['about']);
    expect(await keys(emulator, 'filters[context]=button')).toEqual([]);
  });

  it('combines filters with AND', async () => {
    const emulator = await filterFixture();
    expect(await keys(emulator, 'filters[label]=beta&filters[status]=current')).toEqual(['menu.open']);
  });
});

describe('Show String', () => {
  it('answers one string with its categories and the requested translations, 404 for an unknown id', async () => {
    const emulator = await filterFixture();
    const [listed] = (await get(emulator, '/strings.json?filters[key]=menu.open')).body as StringRecord[];
    const shown = await get(emulator, `/strings/${listed?.id ?? 0}.json?locale=fr`);
    expect(shown.status).toBe(200);
    expect(shown.body).toMatchObject({
      key: 'menu.open',
      categories: 'Web',
      dev_comment: 'Keep it short',
      labels: 'ui,beta',
    });
    expect((shown.body as StringRecord)['translations']).toMatchObject({
      locale: 'fr',
      text: 'Ouvrir',
      status: 'status_proofread',
    });
    expect((await get(emulator, '/strings/999999.json')).status).toBe(404);
  });

  it('opens to the public token and refuses an unknown token', async () => {
    const emulator = await startTestEmulator({ seed: seed(1) });
    expect((await fetch(`${emulator.url}/api/projects/${PUBLIC_TOKEN}/strings.json`)).status).toBe(200);
    expect((await fetch(`${emulator.url}/api/projects/not-a-token/strings.json`)).status).toBe(401);
  });
});
