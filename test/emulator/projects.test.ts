import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { XMLParser } from 'fast-xml-parser';
import type { RunningEmulator } from '../../src/emulator/index.js';
import { projectToken, startTestEmulator } from './support.js';

function organizationKeys(emulator: RunningEmulator) {
  const keys = emulator.keys.organizations[0];
  if (keys === undefined) throw new Error('the seed has no organization');
  return keys;
}

describe('Show Organization', () => {
  it('answers the organization with its projects, both project tokens, collaborators and teams', async () => {
    const emulator = await startTestEmulator();
    const organization = organizationKeys(emulator);
    const response = await fetch(`${emulator.url}/api/organizations/${organization.readWriteKey}.json`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { organization: Record<string, unknown> };
    expect(body.organization).toMatchObject({
      name: 'Acme Corp',
      projects: [
        {
          name: 'Acme Web',
          private_api_token: projectToken(emulator),
          public_api_token: projectToken(emulator, 'public'),
        },
      ],
      collaborators: [
        { name: 'Ada Lovelace', admin: true },
        { name: 'Grace Hopper', admin: false },
      ],
      teams: [{ name: 'Localization', projects: [{ id: expect.any(Number) as number }] }],
    });
    expect(body.organization['created_at']).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
  });

  it('refuses the read-only organization key with 403 and a project token with 403', async () => {
    const emulator = await startTestEmulator();
    for (const key of [organizationKeys(emulator).readOnlyKey, projectToken(emulator)]) {
      const response = await fetch(`${emulator.url}/api/organizations/${key}.json`);
      expect(response.status).toBe(403);
      expect(await response.json()).toMatchObject({
        error: expect.stringContaining('Show Organization') as string,
      });
    }
  });
});

describe('Show Project', () => {
  it('answers JSON without a suffix and with .json, wrapped in project', async () => {
    const emulator = await startTestEmulator();
    for (const path of ['', '.json']) {
      const response = await fetch(`${emulator.url}/api/projects/${projectToken(emulator)}${path}`);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      const { project } = (await response.json()) as { project: Record<string, unknown> };
      expect(project).toMatchObject({
        name: 'Acme Web',
        source_locale: { code: 'en', name: 'English' },
        target_locales: ['fr', 'de', 'pt-BR', 'zh-Hant-TW'].map((code) => ({
          code,
          name: expect.any(String) as string,
          type: 'Locale',
        })),
      });
      expect(project['project_files']).toContainEqual({
        id: expect.any(Number) as number,
        name: 'config/locales/fr.yml',
        updated_at: expect.stringMatching(/Z$/) as string,
        hash_file: expect.stringMatching(/^[0-9a-f]{40}$/) as string,
        master_project_file_id: expect.any(Number) as number,
        locale_code: 'fr',
        fresh: true,
      });
    }
  });

  it('answers YAML the way the wti client reads it, and Rails-style XML', async () => {
    const emulator = await startTestEmulator();
    const yamlText = await (
      await fetch(`${emulator.url}/api/projects/${projectToken(emulator, 'public')}.yaml`)
    ).text();
    expect(yamlText.startsWith('---\n')).toBe(true);
    const fromYaml = parseYaml(yamlText) as {
      project: { project_files: { name: string; master_project_file_id: number | null }[] };
    };
    expect(
      fromYaml.project.project_files
        .filter((file) => file.master_project_file_id === null)
        .map((file) => file.name),
    ).toEqual(['config/locales/en.yml', 'locales/en/common.json']);
    const xml = await (await fetch(`${emulator.url}/api/projects/${projectToken(emulator)}.xml`)).text();
    const fromXml = new XMLParser({ ignoreAttributes: false }).parse(xml) as {
      project: { 'project-files': { 'project-file': unknown[] } };
    };
    expect(fromXml.project['project-files']['project-file']).toHaveLength(
      fromYaml.project.project_files.length,
    );
    expect(xml).toContain('<master-project-file-id nil="true"/>');
  });

  it('answers 401 for an unknown token and 406 for a suffix the route does not offer', async () => {
    const emulator = await startTestEmulator();
    const unknown = await fetch(`${emulator.url}/api/projects/not-a-token.json`);
    expect(unknown.status).toBe(401);
    expect(await unknown.json()).toMatchObject({
      error: expect.stringContaining('Invalid API key') as string,
    });
    expect((await fetch(`${emulator.url}/api/projects/${projectToken(emulator)}.csv`)).status).toBe(406);
    expect((await fetch(`${emulator.url}/api/nothing/here`)).status).toBe(404);
  });
});

describe('Create Project', () => {
  const createUrl = (url: string, key: string) => `${url}/api/projects?organization_api_key=${key}`;

  it('creates a project from a JSON body and answers 201 with its tokens, which then work', async () => {
    const emulator = await startTestEmulator();
    const key = organizationKeys(emulator).readWriteKey;
    const response = await fetch(createUrl(emulator.url, key), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        name: 'Mobile',
        description: 'The **app**',
        public: 'true',
        webhook: 'https://hooks.test/x',
      }),
    });
    expect(response.status).toBe(201);
    const { project } = (await response.json()) as { project: Record<string, unknown> };
    expect(project).toMatchObject({
      name: 'Mobile',
      description: 'The **app**',
      public: 'true',
      webhook: 'https://hooks.test/x',
      icon: null,
      source_locale: { code: 'en' },
    });
    const shown = await fetch(`${emulator.url}/api/projects/${String(project['private_api_token'])}.json`);
    expect(((await shown.json()) as { project: { name: string } }).project.name).toBe('Mobile');
    const organization = (await (await fetch(`${emulator.url}/api/organizations/${key}.json`)).json()) as {
      organization: { projects: { name: string }[] };
    };
    expect(organization.organization.projects.map((entry) => entry.name)).toEqual(['Acme Web', 'Mobile']);
  });

  it('accepts a multipart body with an icon and refuses a missing name with 422', async () => {
    const emulator = await startTestEmulator();
    const key = organizationKeys(emulator).readWriteKey;
    const form = new FormData();
    form.append('name', 'With icon');
    form.append(
      'icon',
      new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' }),
      'icon.png',
    );
    const created = await fetch(createUrl(emulator.url, key), { method: 'POST', body: form });
    expect(created.status).toBe(201);
    const { icon } = ((await created.json()) as { project: { icon: string } }).project;
    expect(icon).toMatch(/icon\.png$/);
    expect(new Uint8Array(await (await fetch(icon)).arrayBuffer())).toEqual(
      new Uint8Array([0x89, 0x50, 0x4e, 0x47]),
    );

    const nameless = await fetch(createUrl(emulator.url, key), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(nameless.status).toBe(422);
    expect(await nameless.json()).toMatchObject({ error: "Name can't be blank" });
  });

  it('needs the read-write organization key: the private key is 403, no key is 401', async () => {
    const emulator = await startTestEmulator();
    const body = JSON.stringify({ name: 'Nope' });
    const headers = { 'Content-Type': 'application/json' };
    const privateKey = await fetch(createUrl(emulator.url, organizationKeys(emulator).privateKey), {
      method: 'POST',
      headers,
      body,
    });
    expect(privateKey.status).toBe(403);
    expect((await fetch(`${emulator.url}/api/projects`, { method: 'POST', headers, body })).status).toBe(401);
  });
});
