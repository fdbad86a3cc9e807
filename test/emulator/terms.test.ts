/**
 * The glossary over HTTP: List Terms pages, JSONP, Create/Update/Delete Term, the TBX export
 * (parsed back), term translations with their status rules, and the key each route accepts.
 */
import { XMLParser } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { DEFAULT_KEYS, type RunningEmulator } from '../../src/emulator/index.js';
import type { EmulatorSeed } from '../../src/emulator/seed.js';
import { sendJson, startTestEmulator, type Answer } from './support.js';

const TOKEN = DEFAULT_KEYS.projectPrivateApiToken;
const PUBLIC_TOKEN = DEFAULT_KEYS.projectPublicApiToken;

function send(
  emulator: RunningEmulator,
  method: string,
  path: string,
  body?: unknown,
  token: string = TOKEN,
): Promise<Answer> {
  return sendJson(`${emulator.url}/api/projects/${token}${path}`, method, body);
}

type TermRecord = { id: number; text: string; description: string };

async function termId(emulator: RunningEmulator, text: string): Promise<number> {
  const terms = (await send(emulator, 'GET', '/terms.json')).body as TermRecord[];
  const found = terms.find((term) => term.text === text);
  if (found === undefined) throw new Error(`no term ${text}`);
  return found.id;
}

function manyTerms(count: number): EmulatorSeed {
  return {
    organizations: [
      {
        name: 'Glossary Org',
        readOnlyKey: 'org_ro_terms',
        readWriteKey: 'org_rw_terms',
        privateKey: 'org_pk_terms',
        projects: [
          {
            name: 'Glossary',
            privateApiToken: TOKEN,
            publicApiToken: PUBLIC_TOKEN,
            sourceLocale: 'en',
            targetLocales: ['fr'],
            terms: Array.from({ length: count }, (_, index) => ({ text: `Term ${index}` })),
          },
        ],
      },
    ],
  };
}

describe('List and Show Term', () => {
  it('pages terms by 250 with next and last Links', async () => {
    const emulator = await startTestEmulator({ seed: manyTerms(251) });
    const base = `${emulator.url}/api/projects/${TOKEN}/terms.json`;
    const first = await send(emulator, 'GET', '/terms.json');
    expect(first.body).toHaveLength(250);
    expect(first.link).toBe(`<${base}?page=2>; rel="next", <${base}?page=2>; rel="last"`);
    const second = await send(emulator, 'GET', '/terms.json?page=2');
    expect((second.body as TermRecord[]).map((term) => term.text)).toEqual(['Term 250']);
    expect(second.link).toBe(`<${base}?page=1>; rel="first", <${base}?page=1>; rel="prev"`);
  });

  it('answers JSONP with callback= on .json, and 400 for a callback that is not a function name', async () => {
    const emulator = await startTestEmulator();
    const list = await send(emulator, 'GET', '/terms.json?callback=glossary.load');
    expect(list.status).toBe(200);
    expect(list.contentType).toMatch(/^text\/javascript/);
    const payload = /^glossary\.load\((.*)\)$/s.exec(list.text)?.[1] ?? '';
    expect((JSON.parse(payload) as TermRecord[]).map((term) => term.text)).toEqual([
      'Dashboard',
      'Sign out',
      'Inbox',
    ]);

    const id = await termId(emulator, 'Inbox');
    const one = await send(emulator, 'GET', `/terms/${id}.json?callback=$cb_1`);
    expect(one.text).toMatch(/^\$cb_1\(\{"id":\d+,"text":"Inbox"/);
    for (const bad of ['alert(1)', 'a-b', '1abc', 'x;y']) {
      expect(
        (await send(emulator, 'GET', `/terms.json?callback=${encodeURIComponent(bad)}`)).status,
        bad,
      ).toBe(400);
    }
  });

  it('shows one term as JSON, XML and YAML, and 404 for an unknown id', async () => {
    const emulator = await startTestEmulator();
    const id = await termId(emulator, 'Dashboard');
    expect((await send(emulator, 'GET', `/terms/${id}.json`)).body).toMatchObject({
      id,
      text: 'Dashboard',
      description: 'The start page after signing in',
    });
    expect((await send(emulator, 'GET', `/terms/${id}.xml`)).text).toMatch(
      /<term>\s*<id type="integer">\d+<\/id>\s*<text>Dashboard<\/text>/,
    );
    expect((await send(emulator, 'GET', `/terms/${id}.yaml`)).text).toContain('text: Dashboard');
    expect((await send(emulator, 'GET', '/terms/999999.json')).status).toBe(404);
  });

  it('needs the private project token: the public one gets 403', async () => {
    const emulator = await startTestEmulator();
    expect((await send(emulator, 'GET', '/terms.json', undefined, PUBLIC_TOKEN)).status).toBe(403);
    expect((await send(emulator, 'POST', '/terms', { text: 'x' }, PUBLIC_TOKEN)).status).toBe(403);
  });
});

describe('Create, Update and Delete Term', () => {
  it('creates a term with nested translations whose status defaults to proposed', async () => {
    const emulator = await startTestEmulator();
    const created = await send(emulator, 'POST', '/terms', {
      text: 'Workspace',
      description: 'A group of projects',
      translations: [
        { locale: 'fr', text: 'Espace de travail' },
        { locale: 'de', text: 'Arbeitsbereich', status: 'approved' },
      ],
    });
    expect(created.status).toBe(201);
    const term = created.body as TermRecord;
    expect(term).toMatchObject({ text: 'Workspace', description: 'A group of projects' });
    expect(
      (
        (await send(emulator, 'GET', `/terms/${term.id}/locales/fr/translations.json`)).body as {
          status: string;
        }[]
      )[0]?.status,
    ).toBe('proposed');
    expect(
      (
        (await send(emulator, 'GET', `/terms/${term.id}/locales/de/translations.json`)).body as {
          status: string;
        }[]
      )[0]?.status,
    ).toBe('approved');
  });

  it('refuses a term without text, and nested translations without locale or text or with an unknown status', async () => {
    const emulator = await startTestEmulator();
    expect((await send(emulator, 'POST', '/terms', { description: 'no text' })).status).toBe(422);
    const nested = await send(emulator, 'POST', '/terms', {
      text: 'T',
      translations: [{ text: 'x' }, { locale: 'fr' }, { locale: 'fr', text: 'y', status: 'maybe' }],
    });
    expect(nested.status).toBe(422);
    expect(Object.keys((nested.body as { errors: object }).errors).sort()).toEqual([
      'translations[0].locale',
      'translations[1].text',
      'translations[2].status',
    ]);
  });

  it('updates only the given fields with PUT (and PATCH) and answers 202 with the term', async () => {
    const emulator = await startTestEmulator();
    const id = await termId(emulator, 'Dashboard');
    const put = await send(emulator, 'PUT', `/terms/${id}`, { description: 'Home page' });
    expect(put.status).toBe(202);
    expect(put.body).toMatchObject({ id, text: 'Dashboard', description: 'Home page' });
    const patch = await send(emulator, 'PATCH', `/terms/${id}`, { text: 'Home' });
    expect(patch.body).toMatchObject({ text: 'Home', description: 'Home page' });
  });

  it('deletes a term and its translations: 202 with an empty body, then 404', async () => {
    const emulator = await startTestEmulator();
    const id = await termId(emulator, 'Dashboard');
    const deleted = await send(emulator, 'DELETE', `/terms/${id}`);
    expect(deleted.status).toBe(202);
    expect(deleted.text).toBe('');
    expect((await send(emulator, 'GET', `/terms/${id}.json`)).status).toBe(404);
    expect((await send(emulator, 'GET', `/terms/${id}/locales/fr/translations.json`)).status).toBe(404);
  });
});

describe('TermBase to TBX', () => {
  const parser = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '@_',
    isArray: (name) => ['termEntry', 'langSet', 'tig'].includes(name),
  });
  type Tig = { term: string; termNote?: { '#text': string } };
  type Entry = { langSet: { '@_xml:lang': string; tig: Tig[] }[] };

  function entries(tbx: string): Entry[] {
    const parsed = parser.parse(tbx) as {
      martif: { '@_type': string; text: { body: { termEntry: Entry[] } } };
    };
    expect(parsed.martif['@_type']).toBe('TBX-Basic');
    return parsed.martif.text.body.termEntry;
  }

  it('exports every term with its translations and review status, to the public token too', async () => {
    const emulator = await startTestEmulator();
    const answer = await send(emulator, 'GET', '/terms/to_tbx', undefined, PUBLIC_TOKEN);
    expect(answer.status).toBe(200);
    expect(answer.contentType).toMatch(/^application\/x-tbx/);
    const [dashboard, signOut, inbox] = entries(answer.text);
    expect(dashboard?.langSet.map((set) => set['@_xml:lang'])).toEqual(['en', 'fr', 'de']);
    expect(dashboard?.langSet[1]?.tig[0]).toMatchObject({
      term: 'Tableau de bord',
      termNote: { '#text': 'preferredTerm-admn-sts' },
    });
    expect(dashboard?.langSet[2]?.tig[0]).toMatchObject({
      term: 'Übersicht',
      termNote: { '#text': 'admittedTerm-admn-sts' },
    });
    expect(signOut?.langSet[0]?.tig[0]?.term).toBe('Sign out');
    expect(inbox?.langSet).toHaveLength(1);
  });

  it('holds only the source locale and the one asked for with locale=, and escapes markup', async () => {
    const emulator = await startTestEmulator();
    await send(emulator, 'POST', '/terms', {
      text: 'R&D <team>',
      translations: [{ locale: 'de', text: 'F&E', status: 'refused' }],
    });
    const answer = await send(emulator, 'GET', '/terms/to_tbx?locale=de');
    const all = entries(answer.text);
    expect(all.flatMap((entry) => entry.langSet.map((set) => set['@_xml:lang']))).not.toContain('fr');
    expect(all[0]?.langSet.map((set) => set['@_xml:lang'])).toEqual(['en', 'de']);
    expect(all[3]?.langSet[0]?.tig[0]?.term).toBe('R&D <team>');
    expect(all[3]?.langSet[1]?.tig[0]?.termNote?.['#text']).toBe('deprecatedTerm-admn-sts');
    expect((await send(emulator, 'GET', '/terms/to_tbx?locale=it')).status).toBe(404);
  });
});

describe('Term translations', () => {
  it('lists the translations of one term in one locale, with UTC timestamps in the spec shape', async () => {
    const emulator = await startTestEmulator();
    const id = await termId(emulator, 'Dashboard');
    const list = (await send(emulator, 'GET', `/terms/${id}/locales/fr/translations.json`)).body as Record<
      string,
      unknown
    >[];
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      locale: 'fr',
      text: 'Tableau de bord',
      status: 'approved',
      description: '',
    });
    expect(list[0]?.['created_at']).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} UTC$/);
    expect((await send(emulator, 'GET', `/terms/${id}/locales/it/translations.json`)).status).toBe(404);
  });

  it('creates with 201, proposed when status is omitted, and refuses unknown statuses', async () => {
    const emulator = await startTestEmulator();
    const id = await termId(emulator, 'Inbox');
    const created = await send(emulator, 'POST', `/terms/${id}/locales/fr/translations`, {
      text: 'Boîte de réception',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ locale: 'fr', text: 'Boîte de réception', status: 'proposed' });
    const approved = await send(emulator, 'POST', `/terms/${id}/locales/fr/translations`, {
      text: 'Courrier',
      status: 'approved',
    });
    expect(approved.body).toMatchObject({ status: 'approved' });
    expect(
      (
        await send(emulator, 'POST', `/terms/${id}/locales/fr/translations`, {
          text: 'x',
          status: 'Approved',
        })
      ).status,
    ).toBe(422);
    expect(
      (await send(emulator, 'POST', `/terms/${id}/locales/fr/translations`, { status: 'approved' })).status,
    ).toBe(422);
    expect((await send(emulator, 'GET', `/terms/${id}/locales/fr/translations.json`)).body).toHaveLength(2);
  });

  it('updates with a body holding only status (202), by PATCH or PUT', async () => {
    const emulator = await startTestEmulator();
    const id = await termId(emulator, 'Dashboard');
    const [german] = (await send(emulator, 'GET', `/terms/${id}/locales/de/translations.json`)).body as {
      id: number;
    }[];
    const path = `/terms/${id}/locales/de/translations/${german?.id ?? 0}`;
    const refused = await send(emulator, 'PATCH', path, { status: 'refused' });
    expect(refused.status).toBe(202);
    expect(refused.body).toMatchObject({ text: 'Übersicht', status: 'refused' });
    const retext = await send(emulator, 'PUT', path, { text: 'Dashboard', description: 'Anglicism' });
    expect(retext.body).toMatchObject({ text: 'Dashboard', description: 'Anglicism', status: 'refused' });
    expect((await send(emulator, 'PATCH', path, { status: 'rejected' })).status).toBe(422);
    expect(
      (
        await send(emulator, 'PATCH', `/terms/${id}/locales/fr/translations/${german?.id ?? 0}`, {
          status: 'approved',
        })
      ).status,
    ).toBe(404);
  });

  it('needs the read-write project token', async () => {
    const emulator = await startTestEmulator();
    const id = await termId(emulator, 'Dashboard');
    expect(
      (await send(emulator, 'GET', `/terms/${id}/locales/fr/translations.json`, undefined, PUBLIC_TOKEN))
        .status,
    ).toBe(403);
  });
});
