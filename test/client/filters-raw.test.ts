/**
 * List Strings' filters as the spec has them (type, file by name, false left out) and the raw
 * representations of the read endpoints, against the emulator.
 */
import { describe, expect, it } from 'vitest';
import { collect, startHarness } from './fixtures.js';

describe('List Strings filters', () => {
  it('filters by type and by master file name, and leaves a false switch out of the query', async () => {
    const { client, emulator } = await startHarness();
    const all = await collect(client.strings.list());
    const plurals = await collect(client.strings.list({ filters: { type: 'plural' } }));
    expect(plurals.length).toBeGreaterThan(0);
    expect(plurals.length).toBeLessThan(all.length);
    expect(plurals.every((entry) => entry.plural)).toBe(true);

    const project = await client.projects.show();
    const master = project.projectFiles.find((file) => file.masterProjectFileId === null);
    expect(master).toBeDefined();
    const byName = await collect(client.strings.list({ filters: { file: master?.name ?? '' } }));
    const byId = await collect(client.strings.list({ filters: { file: master?.id ?? 0 } }));
    expect(byName.map((entry) => entry.id)).toEqual(byId.map((entry) => entry.id));
    expect(byName.length).toBeGreaterThan(0);

    emulator.log.length = 0;
    await client.strings.listPage({ locale: 'fr', filters: { noFollowRedirects: false, regex: false } }, 1);
    const query = new URLSearchParams(emulator.log[0]?.query ?? '');
    expect([...query.keys()]).toEqual(['locale', 'page']);
    await client.strings.listPage({ filters: { noFollowRedirects: true } }, 1);
    expect(new URLSearchParams(emulator.log[1]?.query ?? '').get('filters[no_follow_redirects]')).toBe(
      'true',
    );
  });
});

describe('raw representations', () => {
  it('reads Show Project, List and Show String as XML and YAML, and team members as XML, YAML and CSV', async () => {
    const { client, makeClient } = await startHarness();
    expect(await client.projects.showRaw('xml')).toMatch(/^<\?xml[^>]*>\s*<project>/);
    expect(await client.projects.showRaw('yaml')).toMatch(/^---\n/);
    const page = await client.strings.listPageRaw({ filters: { type: 'plural' } }, 1, 'xml');
    expect(page).toMatch(/<strings[^>]*>/);
    const [first] = await collect(client.strings.list());
    const yaml = await client.strings.showRaw(first?.id ?? 0, 'yaml', { locale: 'fr' });
    expect(yaml).toMatch(/^---\n/);
    expect(yaml).toContain(first?.key ?? 'missing');

    const readWrite = makeClient();
    const teamId = (await readWrite.organizations.show()).teams[0]?.id ?? 0;
    for (const format of ['xml', 'yaml', 'csv'] as const)
      expect(await readWrite.teamMembers.listRaw({ teamId }, format)).toContain('marie@acme.test');
  });
});
