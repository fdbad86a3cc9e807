/**
 * Team members over HTTP: the list in every format with its filter, invitations (201 with a URL,
 * defaults, validation), removal, the double-encoded update answer, the proofreader rule, and the
 * organization key each route needs.
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_KEYS, type RunningEmulator } from '../../src/emulator/index.js';
import { sendJson, startTestEmulator, type Answer } from './support.js';

const READ_ONLY = DEFAULT_KEYS.organizationReadOnlyKey;
const READ_WRITE = DEFAULT_KEYS.organizationReadWriteKey;
const PRIVATE = DEFAULT_KEYS.organizationPrivateKey;

function send(
  emulator: RunningEmulator,
  method: string,
  path: string,
  key: string,
  body?: unknown,
): Promise<Answer> {
  return sendJson(`${emulator.url}/api/organizations/${key}${path}`, method, body);
}

type Member = {
  type: string;
  id: number;
  email: string;
  name: string;
  role: string;
  locale: string | null;
  proofreader: boolean;
  super_proofreader: boolean;
};

/** The id of the seed's one team, as Show Organization lists it. */
async function teamId(emulator: RunningEmulator): Promise<number> {
  const answer = await send(emulator, 'GET', '.json', READ_WRITE);
  const id = (answer.body as { organization: { teams: { id: number }[] } }).organization.teams[0]?.id;
  if (id === undefined) throw new Error('the seed has no team');
  return id;
}

async function members(emulator: RunningEmulator, team: number, query = ''): Promise<Member[]> {
  const answer = await send(emulator, 'GET', `/teams/${team}/members.json${query}`, READ_ONLY);
  expect(answer.status).toBe(200);
  return answer.body as Member[];
}

async function memberId(emulator: RunningEmulator, team: number, email: string): Promise<number> {
  const found = (await members(emulator, team)).find((member) => member.email === email);
  if (found === undefined) throw new Error(`no member ${email}`);
  return found.id;
}

describe('List Team Members', () => {
  it('lists memberships and invitations, narrowed by filter', async () => {
    const emulator = await startTestEmulator();
    const team = await teamId(emulator);
    const all = await members(emulator, team);
    expect(all.map((member) => [member.type, member.email])).toEqual([
      ['membership', 'marie@acme.test'],
      ['invitation', 'lin@acme.test'],
    ]);
    expect(all[0]).toMatchObject({
      role: 'translator',
      locale: 'fr',
      proofreader: true,
      super_proofreader: false,
    });
    expect(all[0]).toHaveProperty(
      'member_since',
      expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/) as unknown,
    );
    expect((await members(emulator, team, '?filter=membership')).map((member) => member.email)).toEqual([
      'marie@acme.test',
    ]);
    expect((await members(emulator, team, '?filter=invitation')).map((member) => member.email)).toEqual([
      'lin@acme.test',
    ]);
    expect(await members(emulator, team, '?filter=')).toHaveLength(2);
    expect((await send(emulator, 'GET', `/teams/${team}/members.json?filter=admins`, READ_ONLY)).status).toBe(
      400,
    );
  });

  it('answers CSV with a header row, and XML and YAML', async () => {
    const emulator = await startTestEmulator();
    const team = await teamId(emulator);
    const csv = await send(emulator, 'GET', `/teams/${team}/members.csv?filter=membership`, READ_WRITE);
    expect(csv.contentType).toMatch(/^text\/csv/);
    const [header, row, ...rest] = csv.text.trimEnd().split('\n');
    const columns = header?.split(',') ?? [];
    expect(columns).toEqual(
      expect.arrayContaining(['type', 'id', 'email', 'role', 'locale', 'proofreader', 'super_proofreader']),
    );
    const cells = row?.split(',') ?? [];
    expect(cells[columns.indexOf('email')]).toBe('marie@acme.test');
    expect(cells[columns.indexOf('super_proofreader')]).toBe('false');
    expect(rest).toEqual([]);
    expect((await send(emulator, 'GET', `/teams/${team}/members.xml`, READ_ONLY)).text).toContain(
      '<email>lin@acme.test</email>',
    );
    expect((await send(emulator, 'GET', `/teams/${team}/members.yaml`, READ_ONLY)).text).toContain(
      'email: marie@acme.test',
    );
  });

  it('answers 404 for a team of no organization, and 403 for a project token', async () => {
    const emulator = await startTestEmulator();
    expect((await send(emulator, 'GET', '/teams/999999/members.json', READ_ONLY)).status).toBe(404);
    const asProject = await fetch(
      `${emulator.url}/api/organizations/${DEFAULT_KEYS.projectPrivateApiToken}/teams/${await teamId(emulator)}/members.json`,
    );
    expect(asProject.status).toBe(403);
  });
});

describe('Create Team Member', () => {
  it('invites with 201 {invitation_url}, role translator and both proofreading rights by default', async () => {
    const emulator = await startTestEmulator();
    const team = await teamId(emulator);
    const answer = await send(emulator, 'POST', `/teams/${team}/members`, PRIVATE, {
      email: 'new@acme.test',
      name: 'New Person',
      personal_message: 'Welcome!',
    });
    expect(answer.status).toBe(201);
    expect(Object.keys(answer.body as object)).toEqual(['invitation_url']);
    expect(new URL((answer.body as { invitation_url: string }).invitation_url).href).toMatch(
      /^http:\/\/127\.0\.0\.1:\d+\//,
    );
    const invited = (await members(emulator, team, '?filter=invitation')).find(
      (member) => member.email === 'new@acme.test',
    );
    expect(invited).toMatchObject({
      type: 'invitation',
      name: 'New Person',
      role: 'translator',
      locale: null,
      proofreader: true,
      super_proofreader: true,
    });
  });

  it('refuses super_proofreader without proofreader with 422 {error, request, errors.proofreader}', async () => {
    const emulator = await startTestEmulator();
    const team = await teamId(emulator);
    const answer = await send(emulator, 'POST', `/teams/${team}/members`, PRIVATE, {
      email: 'x@acme.test',
      proofreader: false,
    });
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({
      error: expect.any(String) as unknown,
      request: `/api/organizations/${PRIVATE}/teams/${team}/members`,
      errors: { proofreader: [expect.any(String) as unknown] },
    });
    expect(await members(emulator, team)).toHaveLength(2);
    const allowed = await send(emulator, 'POST', `/teams/${team}/members`, PRIVATE, {
      email: 'y@acme.test',
      proofreader: false,
      super_proofreader: false,
      role: 'observer',
    });
    expect(allowed.status).toBe(201);
  });

  it('validates role and email, and needs the private organization key', async () => {
    const emulator = await startTestEmulator();
    const team = await teamId(emulator);
    const badRole = await send(emulator, 'POST', `/teams/${team}/members`, PRIVATE, {
      email: 'z@acme.test',
      role: 'admin',
    });
    expect(badRole.status).toBe(422);
    expect(badRole.body).toMatchObject({ errors: { role: [expect.any(String) as unknown] } });
    expect(
      (await send(emulator, 'POST', `/teams/${team}/members`, PRIVATE, { role: 'manager' })).status,
    ).toBe(422);
    expect(
      (await send(emulator, 'POST', `/teams/${team}/members`, PRIVATE, { email: 'marie@acme.test' })).status,
    ).toBe(422);
    expect(
      (await send(emulator, 'POST', `/teams/${team}/members`, READ_WRITE, { email: 'z@acme.test' })).status,
    ).toBe(403);
    expect(await members(emulator, team)).toHaveLength(2);
  });
});

describe('Remove Team Member or Invitation', () => {
  it('answers 202 with an empty body for a membership and an invitation', async () => {
    const emulator = await startTestEmulator();
    const team = await teamId(emulator);
    for (const email of ['marie@acme.test', 'lin@acme.test']) {
      const id = await memberId(emulator, team, email);
      const answer = await send(emulator, 'DELETE', `/teams/${team}/members/${id}`, READ_WRITE);
      expect(answer.status).toBe(202);
      expect(answer.text).toBe('');
    }
    expect(await members(emulator, team)).toEqual([]);
    expect((await send(emulator, 'DELETE', `/teams/${team}/members/999999`, READ_WRITE)).status).toBe(404);
  });

  it('refuses the read-only organization key with 403', async () => {
    const emulator = await startTestEmulator();
    const team = await teamId(emulator);
    const id = await memberId(emulator, team, 'marie@acme.test');
    expect((await send(emulator, 'DELETE', `/teams/${team}/members/${id}`, READ_ONLY)).status).toBe(403);
    expect(await members(emulator, team)).toHaveLength(2);
  });
});

describe('Update Team Member or Invitation', () => {
  it('answers 202 with the member as a JSON string, keeping omitted proofreading fields', async () => {
    const emulator = await startTestEmulator();
    const team = await teamId(emulator);
    const id = await memberId(emulator, team, 'marie@acme.test');
    const answer = await send(emulator, 'PATCH', `/teams/${team}/members/${id}`, READ_WRITE, {
      locale: 'de',
    });
    expect(answer.status).toBe(202);
    const encoded = (answer.body as { team_member: unknown }).team_member;
    expect(typeof encoded).toBe('string');
    const member = JSON.parse(encoded as string) as Record<string, unknown>;
    expect(Object.keys(member).sort()).toEqual([
      'email',
      'id',
      'locale',
      'member_since',
      'name',
      'proofreader',
      'role',
      'super_proofreader',
      'type',
    ]);
    expect(member).toMatchObject({
      id,
      type: 'membership',
      email: 'marie@acme.test',
      locale: 'de',
      proofreader: true,
      super_proofreader: false,
    });

    const viaPut = await send(emulator, 'PUT', `/teams/${team}/members/${id}`, READ_WRITE, {
      super_proofreader: true,
    });
    expect(JSON.parse((viaPut.body as { team_member: string }).team_member)).toMatchObject({
      locale: 'de',
      proofreader: true,
      super_proofreader: true,
    });
  });

  it('refuses super_proofreader while the member lacks proofreading rights, with errors.proofreader', async () => {
    const emulator = await startTestEmulator();
    const team = await teamId(emulator);
    const id = await memberId(emulator, team, 'marie@acme.test');
    expect(
      (await send(emulator, 'PATCH', `/teams/${team}/members/${id}`, READ_WRITE, { proofreader: false }))
        .status,
    ).toBe(202);
    const answer = await send(emulator, 'PATCH', `/teams/${team}/members/${id}`, READ_WRITE, {
      super_proofreader: true,
    });
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({
      error: expect.any(String) as unknown,
      request: `/api/organizations/${READ_WRITE}/teams/${team}/members/${id}`,
      errors: { proofreader: [expect.any(String) as unknown] },
    });
    const [marie] = await members(emulator, team, '?filter=membership');
    expect(marie).toMatchObject({ proofreader: false, super_proofreader: false });
  });

  it('answers 404 for an unknown member or team and 403 for the read-only key', async () => {
    const emulator = await startTestEmulator();
    const team = await teamId(emulator);
    const id = await memberId(emulator, team, 'marie@acme.test');
    expect(
      (await send(emulator, 'PATCH', `/teams/${team}/members/999999`, READ_WRITE, { locale: 'de' })).status,
    ).toBe(404);
    expect(
      (await send(emulator, 'PATCH', `/teams/999999/members/${id}`, READ_WRITE, { locale: 'de' })).status,
    ).toBe(404);
    expect(
      (await send(emulator, 'PATCH', `/teams/${team}/members/${id}`, READ_ONLY, { locale: 'de' })).status,
    ).toBe(403);
  });
});
