/**
 * R15: no token in any output. Each error kind is forced with tokens full of characters that
 * URL-encode, and everything a user could see is searched: message, stack, the cause chain,
 * String(), JSON.stringify(), util.inspect() (what console.error prints) and every log line.
 */
import { inspect } from 'node:util';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createTranslationClient, type ServiceErrorCode } from '../../src/client/index.js';
import { rejectionOf, seedWithTokens, startHarness, type Harness } from './fixtures.js';

const PRIVATE = 'tok/en+with space%&?';
const PUBLIC = 'pub/lic+tok en%&?=';
const ORGANIZATION = 'org/key+with space%&?;';
const UNKNOWN = 'bad/tok en+%&?#';

/** The token as printed raw and in every URL encoding a server or proxy might echo. */
function leakForms(token: string): string[] {
  const component = encodeURIComponent(token);
  return [
    token,
    component,
    encodeURI(token),
    component.replace(/%20/g, '+'),
    component.replace(/%[0-9A-F]{2}/g, (escape) => escape.toLowerCase()),
    // A distinctive fragment, so a half-redacted token is caught too.
    token.slice(0, 6),
    encodeURIComponent(token.slice(0, 6)),
  ];
}

/** Every text a user could see of an error. */
function everythingShown(error: unknown): string {
  const parts: string[] = [
    String(error),
    JSON.stringify(error),
    inspect(error, { depth: 10, showHidden: true }),
  ];
  let current: unknown = error;
  for (let depth = 0; depth < 6 && current instanceof Error; depth += 1) {
    parts.push(current.message, current.stack ?? '');
    current = (current as { cause?: unknown }).cause;
  }
  return parts.join('\n');
}

function expectNoToken(text: string): void {
  for (const token of [PRIVATE, PUBLIC, ORGANIZATION, UNKNOWN]) {
    for (const form of leakForms(token)) expect(text, `leaked ${JSON.stringify(form)}`).not.toContain(form);
  }
}

async function startLeakHarness(): Promise<Harness> {
  return startHarness(
    {
      seed: seedWithTokens({
        privateApiToken: PRIVATE,
        publicApiToken: PUBLIC,
        organizationReadWriteKey: ORGANIZATION,
      }),
    },
    {
      projectToken: PRIVATE,
      organizationToken: ORGANIZATION,
      retry: { attempts: 2, baseDelayMs: 1, maxDelayMs: 2, retryAfterCapMs: 1_000 },
    },
  );
}

describe('R15: tokens never reach output', () => {
  it('keeps every error kind free of the tokens, in every encoding', async () => {
    const harness = await startLeakHarness();
    const { client, emulator, makeClient, writeTemp, logger, tempDir } = harness;
    const project = await client.projects.show();
    const master = project.projectFiles.find((file) => file.masterProjectFileId === null);
    const upload = await writeTemp('fr.yml', 'fr:\n  hello: "Salut"\n');
    const update = () =>
      client.files.update({ masterFileId: master?.id ?? 0, locale: 'fr', file: { path: upload } });
    const cases: [ServiceErrorCode, () => Promise<unknown>][] = [
      ['auth', () => makeClient({ projectToken: UNKNOWN }).projects.show()],
      [
        'forbidden',
        () =>
          makeClient({ projectToken: PUBLIC }).files.update({
            masterFileId: master?.id ?? 0,
            locale: 'fr',
            file: { path: upload },
          }),
      ],
      ['not-found', () => client.strings.show(987_654)],
      [
        'busy',
        () => {
          emulator.faults.add({
            endpoint: 'updateFile',
            times: 2,
            action: { kind: 'status', status: 503, body: { error: 'File is being processed at the moment' } },
          });
          return update();
        },
      ],
      [
        'rate-limited',
        () => {
          emulator.faults.add({ endpoint: 'showProject', times: 2, action: { kind: 'status', status: 429 } });
          return client.projects.show();
        },
      ],
      [
        'server',
        () => {
          emulator.faults.add({ endpoint: 'showProject', times: 2, action: { kind: 'status', status: 500 } });
          return client.projects.show();
        },
      ],
      [
        'network',
        () => {
          emulator.faults.add({ endpoint: 'createTerm', action: { kind: 'reset', when: 'before-response' } });
          return client.terms.create({ text: 'reset' });
        },
      ],
      [
        'timeout',
        () => {
          emulator.faults.add({ endpoint: 'showProject', times: 2, action: { kind: 'hang' } });
          return makeClient({ requestTimeoutMs: 100 }).projects.show();
        },
      ],
      [
        'protocol',
        () => {
          emulator.faults.add({ endpoint: 'showProject', action: { kind: 'malformed-json' } });
          return client.projects.show();
        },
      ],
      ['too-large', () => client.files.downloadZip({ destination: join(tempDir, 'a.zip'), maxBytes: 10 })],
      [
        'rejected',
        async () => {
          const teamId = (await client.organizations.show()).teams[0]?.id ?? 0;
          const member = (await client.teamMembers.list({ teamId }))[0];
          return client.teamMembers.update({
            teamId,
            memberId: member?.id ?? 0,
            proofreader: false,
            superProofreader: true,
          });
        },
      ],
    ];
    for (const [code, run] of cases) {
      const error = await rejectionOf(run());
      expect(error, `the ${code} case`).toMatchObject({ code });
      expectNoToken(everythingShown(error));
    }
    // The log lines of all those calls, debug included.
    expect(logger.lines.length).toBeGreaterThan(cases.length);
    expectNoToken(logger.lines.map((line) => line.message).join('\n'));
  });

  it('keeps a configuration error free of the token', () => {
    let error: unknown;
    try {
      createTranslationClient({
        baseUrl: `http://example.com/${encodeURIComponent(PRIVATE)}`,
        projectToken: PRIVATE,
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toMatchObject({ code: 'configuration' });
    expect(String(error)).toContain('must use https');
    expectNoToken(everythingShown(error));
  });

  it('registers the project tokens of Show Organization as secrets before anything prints them', async () => {
    const { client, emulator } = await startLeakHarness();
    emulator.faults.add({
      endpoint: 'showOrganization',
      action: {
        kind: 'status',
        status: 200,
        body: { organization: { projects: [{ private_api_token: 'fresh/secret token' }] } },
      },
    });
    const error = await rejectionOf(client.organizations.show());
    expect(error).toMatchObject({ code: 'protocol' });
    const shown = everythingShown(error);
    expect(shown).toContain('unexpected shape');
    expect(shown).not.toContain('fresh/secret token');
  });

  it('registers a token whose key the body spells with JSON escapes', async () => {
    const { client, emulator } = await startLeakHarness();
    emulator.faults.add({
      endpoint: 'showOrganization',
      action: {
        kind: 'status',
        status: 200,
        headers: { 'content-type': 'application/json' },
        body: '{"organization": {"projects": [{"private\\u005fapi\\u005ftoken": "escaped/secret token"}]}}',
      },
    });
    const error = await rejectionOf(client.organizations.show());
    expect(error).toMatchObject({ code: 'protocol' });
    const shown = everythingShown(error);
    expect(shown).toContain('unexpected shape');
    expect(shown).not.toContain('escaped/secret token');
  });
});
