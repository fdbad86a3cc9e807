import { describe, expect, it } from 'vitest';
import { parseWtiConfig } from '../../src/action/projects/wti-config-parse.js';
import { WtiConfigError } from '../../src/action/projects/wti-config-model.js';
import { redact, registerSecret } from '../../src/client/redact.js';
import { codeSpan, inertProse } from '../../src/github/markdown.js';

/**
 * R63: a secret is taken out of every form the action itself writes it in, and a `.wti` error
 * names the variable ERB read, never its value.
 */

const SECRET = 'proj_rw_9f8e*7d|6c@b#a://www.example_';

describe('redact (R63)', () => {
  registerSecret(SECRET);

  it('hides a secret as Markdown escapes it, in prose, a code span and a table cell', () => {
    for (const text of [
      inertProse(`The project has no target locale fr, ${SECRET}.`),
      codeSpan(SECRET),
      codeSpan(SECRET, true),
    ]) {
      const redacted = redact(text);
      expect(redacted).not.toContain('9f8e');
      expect(redacted).toContain('***');
    }
  });

  it('hides a secret URL-encoded, inside a JSON string, base64 and in an x-access-token pair', () => {
    for (const form of [
      encodeURIComponent(SECRET),
      JSON.stringify({ value: SECRET }),
      Buffer.from(SECRET).toString('base64'),
      `AUTHORIZATION: basic ${Buffer.from(`x-access-token:${SECRET}`).toString('base64')}`,
    ]) {
      const redacted = redact(form);
      expect(redacted).not.toContain(form.includes('9f8e') ? '9f8e' : form.slice(-12));
      expect(redacted).toContain('***');
    }
  });
});

describe('.wti values read from the environment (R63)', () => {
  it('names the variable, not its value, when the expanded text is not valid YAML', () => {
    const value = 'ghs_shortlivedvalue42';
    let error: unknown;
    try {
      parseWtiConfig("ignore_files: *<%= ENV['SOME_SECRET'] %>\n", '.wti', { SOME_SECRET: value });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(WtiConfigError);
    const message = (error as Error).message;
    expect(message).toMatch(/\.wti is not valid YAML/);
    expect(message).toContain("ENV['SOME_SECRET']");
    expect(message).not.toContain('shortlived');
    expect(JSON.stringify((error as Error).cause ?? null)).not.toContain('shortlived');
  });

  it('masks what ERB expanded, so later messages that quote a setting do not show it', () => {
    const value = 'eyJ0eXAiOiJKV1QiLCJhbGciOi';
    const config = parseWtiConfig("needed_locales: fr <%= ENV['ACTIONS_RUNTIME_TOKEN'] %>\n", '.wti', {
      ACTIONS_RUNTIME_TOKEN: value,
    });
    expect(config.neededLocales).toEqual(['fr', value]);
    expect(redact(inertProse(`The project has no target locale ${config.neededLocales.join(', ')}.`))).toBe(
      'The project has no target locale fr, ***.',
    );
  });
});
