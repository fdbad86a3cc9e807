/**
 * Contract tests of strings, terms, term translations and team members against the emulator:
 * pagination follows the Link header across real pages, plural texts round-trip typed, and the
 * double-encoded `team_member` comes back as an object.
 */
import { describe, expect, it } from 'vitest';
import { isPluralText, type RejectedError, type StringRecord } from '../../src/client/index.js';
import { collect, rejectionOf, startHarness } from './fixtures.js';

describe('strings', () => {
  it('follows Link rel="next" across three pages of more than 500 strings', async () => {
    const { client, emulator } = await startHarness({}, { concurrency: 8 });
    const seeded = await collect(client.strings.list());
    const created = await Promise.all(
      Array.from({ length: 510 }, (_, index) =>
        client.strings.create({ key: `bulk.key_${index}`, labels: 'bulk' }),
      ),
    );
    emulator.log.length = 0;
    const all = await collect(client.strings.list());
    expect(all).toHaveLength(seeded.length + 510);
    expect(new Set(all.map((entry) => entry.id)).size).toBe(all.length);
    expect(all.map((entry) => entry.id)).toEqual(expect.arrayContaining(created.map((entry) => entry.id)));
    // One request per page, each the URL the previous page linked.
    const pages = emulator.log.map((entry) => new URLSearchParams(entry.query).get('page'));
    expect(pages).toEqual([null, '2', '3']);
    const last = await client.strings.listPage({}, 3);
    expect(last).toMatchObject({ page: 3, hasNext: false });
    const first = await client.strings.listPage({}, 1);
    expect(first).toMatchObject({ page: 1, hasNext: true, lastPage: 3 });
  });

  it('keeps the filters on every page and lists translations of a locale', async () => {
    const { client, emulator } = await startHarness();
    await Promise.all(
      Array.from({ length: 260 }, (_, index) =>
        client.strings.create({
          key: `filtered.${index}`,
          labels: 'batch',
          translations: [{ locale: 'en', text: `Text ${index}` }],
        }),
      ),
    );
    emulator.log.length = 0;
    const filtered = await collect(
      client.strings.list({ locale: 'en', filters: { label: 'batch', status: 'current' } }),
    );
    expect(filtered).toHaveLength(260);
    expect(filtered.every((entry) => entry.translations[0]?.locale === 'en')).toBe(true);
    expect(emulator.log).toHaveLength(2);
    for (const entry of emulator.log)
      expect(decodeURIComponent(entry.query)).toContain('filters[label]=batch');
  });

  it('creates, shows, updates and deletes a plural string with typed plural texts', async () => {
    const { client } = await startHarness();
    const created = await client.strings.create({
      key: 'cart.items',
      plural: true,
      devComment: 'count of items',
      translations: [
        { locale: 'en', text: { one: '%{count} item', other: '%{count} items' } },
        {
          locale: 'fr',
          text: { one: '%{count} article', other: '%{count} articles' },
          status: 'status_proofread',
        },
      ],
    });
    expect(created).toMatchObject({ key: 'cart.items', plural: true, devComment: 'count of items' });

    const shown: StringRecord = await client.strings.show(created.id, { locale: ['en', 'fr'] });
    const french = shown.translations.find((translation) => translation.locale === 'fr');
    expect(isPluralText(french?.text ?? null)).toBe(true);
    expect(french?.text).toEqual({ one: '%{count} article', other: '%{count} articles' });

    const updated = await client.strings.update(created.id, { status: 'Hidden', labels: 'cart' });
    expect(updated).toMatchObject({ status: 'Hidden', labels: 'cart' });
    await client.strings.delete(created.id);
    const error = await rejectionOf(client.strings.show(created.id));
    expect(error).toMatchObject({ code: 'not-found', endpoint: 'Show String', status: 404 });
  });

  it('shows a single-locale string with its translation as one entry', async () => {
    const { client } = await startHarness();
    const created = await client.strings.create({
      key: 'solo',
      translations: [{ locale: 'en', text: 'Solo' }],
    });
    const shown = await client.strings.show(created.id, { locale: 'en' });
    expect(shown.translations).toHaveLength(1);
    expect(shown.translations[0]?.text).toBe('Solo');
  });
});

describe('terms and term translations', () => {
  it('pages through more than 250 terms by the Link header', async () => {
    const { client, emulator } = await startHarness({}, { concurrency: 8 });
    await Promise.all(
      Array.from({ length: 255 }, (_, index) => client.terms.create({ text: `term ${index}` })),
    );
    emulator.log.length = 0;
    const terms = await collect(client.terms.list());
    expect(terms.length).toBeGreaterThanOrEqual(255);
    expect(emulator.log.map((entry) => new URLSearchParams(entry.query).get('page'))).toEqual([null, '2']);
    expect(await client.terms.listPage(2)).toMatchObject({ page: 2, hasNext: false });
  });

  it('creates, shows, updates and deletes a term, and exports the glossary as TBX', async () => {
    const { client } = await startHarness();
    const term = await client.terms.create({
      text: 'checkout',
      description: 'the payment step',
      translations: [{ locale: 'fr', text: 'paiement', status: 'approved' }],
    });
    expect(await client.terms.show(term.id)).toMatchObject({
      text: 'checkout',
      description: 'the payment step',
    });
    expect(await client.terms.update(term.id, { description: 'paying' })).toMatchObject({
      text: 'checkout',
      description: 'paying',
    });
    const tbx = await client.terms.toTbx({ locale: 'fr' });
    expect(tbx).toContain('<martif');
    expect(tbx).toContain('paiement');
    await client.terms.delete(term.id);
    await expect(client.terms.show(term.id)).rejects.toMatchObject({ code: 'not-found' });
  });

  it('lists, creates and updates the translations of a term', async () => {
    const { client } = await startHarness();
    const term = await client.terms.create({ text: 'cart' });
    const created = await client.termTranslations.create(term.id, 'de', {
      text: 'Warenkorb',
      status: 'proposed',
    });
    expect(created).toMatchObject({ locale: 'de', text: 'Warenkorb', status: 'proposed' });
    expect(created.createdAt).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} UTC$/);
    const updated = await client.termTranslations.update(term.id, 'de', created.id, { status: 'approved' });
    expect(updated).toMatchObject({ text: 'Warenkorb', status: 'approved' });
    expect(await client.termTranslations.list(term.id, 'de')).toEqual([updated]);
  });
});

describe('team members', () => {
  it('lists members as JSON and CSV, invites, updates (double-encoded answer) and removes', async () => {
    const { makeClient, emulator } = await startHarness();
    const keys = emulator.keys.organizations[0];
    const admin = makeClient({ organizationToken: keys?.privateKey ?? '' });
    const readWrite = makeClient();
    const organization = await readWrite.organizations.show();
    const teamId = organization.teams[0]?.id ?? 0;

    const members = await readWrite.teamMembers.list({ teamId });
    expect(members.map((member) => member.email)).toContain('marie@acme.test');
    const csv = await readWrite.teamMembers.listCsv({ teamId, filter: 'membership' });
    expect(csv.split('\n')[0]).toContain('email');
    expect(csv).toContain('marie@acme.test');

    const { invitationUrl } = await admin.teamMembers.create({
      teamId,
      email: 'new@acme.test',
      role: 'translator',
      locale: 'de',
      proofreader: true,
      superProofreader: false,
    });
    expect(invitationUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\//);
    const invited = (await readWrite.teamMembers.list({ teamId, filter: 'invitation' })).find(
      (member) => member.email === 'new@acme.test',
    );
    expect(invited).toMatchObject({ type: 'invitation', locale: 'de' });

    const updated = await readWrite.teamMembers.update({
      teamId,
      memberId: invited?.id ?? 0,
      locale: 'fr',
      superProofreader: true,
    });
    expect(updated).toMatchObject({
      id: invited?.id,
      email: 'new@acme.test',
      locale: 'fr',
      proofreader: true,
      superProofreader: true,
    });

    await readWrite.teamMembers.remove({ teamId, memberId: invited?.id ?? 0 });
    const after = await readWrite.teamMembers.list({ teamId });
    expect(after.some((member) => member.email === 'new@acme.test')).toBe(false);
  });

  it('reports the field errors of a refused update', async () => {
    const { client } = await startHarness();
    const teamId = (await client.organizations.show()).teams[0]?.id ?? 0;
    const member = (await client.teamMembers.list({ teamId }))[0];
    const error = (await rejectionOf(
      client.teamMembers.update({
        teamId,
        memberId: member?.id ?? 0,
        proofreader: false,
        superProofreader: true,
      }),
    )) as RejectedError;
    expect(error.code).toBe('rejected');
    expect(Object.keys(error.fieldErrors ?? {})).toEqual(['proofreader']);
    expect(error.message).toContain('Update Team Member or Invitation');
  });
});
