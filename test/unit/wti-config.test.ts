import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseWtiConfig } from '../../src/action/projects/wti-config-parse.js';
import { loadWtiConfig } from '../../src/action/projects/wti-config.js';
import { WTI_MAX_LIST_ITEMS, WtiConfigError } from '../../src/action/projects/wti-config-model.js';

/** The size a .wti may have, as docs/limits.md tells users: 1 MiB. */
const WTI_MAX_BYTES = 1024 * 1024;

// A .wti as the established client's documentation writes it.
const CLASSIC = `api_key: <%= ENV['WTI_PROJECT_API_KEY'] %>
ignore_files:
  - config/locales/*.rb
  - config/locales/vendor/**
needed_locales: [fr, pt-BR]
ignore_locales: en zh-Hant-TW
before_pull: "echo before pull"
after_pull: touch tmp/restart.txt
before_push: ./scripts/lint-locales
after_push: echo pushed
`;

describe('.wti compatibility', () => {
  it('reads every setting of the classic file with ERB environment expressions', () => {
    const config = parseWtiConfig(CLASSIC, '.wti', { WTI_PROJECT_API_KEY: 'proj-secret' });
    expect(config).toEqual({
      path: '.wti',
      apiKey: 'proj-secret',
      unsetVariables: [],
      ignoreFiles: ['config/locales/*.rb', 'config/locales/vendor/**'],
      neededLocales: ['fr', 'pt-BR'],
      ignoreLocales: ['en', 'zh-Hant-TW'],
      hooks: {
        beforePull: 'echo before pull',
        afterPull: 'touch tmp/restart.txt',
        beforePush: './scripts/lint-locales',
        afterPush: 'echo pushed',
      },
    });
  });

  it('accepts the double-quoted and ENV.fetch spellings and expands an unset variable to nothing', () => {
    const env = { A: 'one', B: 'two' };
    const text = `api_key: <%= ENV["A"] %>, <%=ENV.fetch('B')%>, <%= ENV['UNSET'] %>.`;
    expect(parseWtiConfig(text, '.wti', env).apiKey).toBe('one, two, .');
  });

  it('refuses any other ERB instead of running or dropping it', () => {
    expect(() => parseWtiConfig('api_key: <%= `cat /etc/passwd` %>', '.wti', {})).toThrow(WtiConfigError);
    expect(() => parseWtiConfig('<% if true %>api_key: x<% end %>', '.wti', {})).toThrow(
      /only <%= ENV\['NAME'\] %>/,
    );
  });

  it('names the environment variables api_key reads that the step leaves unset or empty', () => {
    const text = `api_key: <%= ENV['MOBILE_TOKEN'] %><%= ENV.fetch("SUFFIX") %>\nbefore_pull: <%= ENV['OTHER'] %>\n`;
    const unset = parseWtiConfig(text, '.wti', { SUFFIX: '' });
    expect(unset.apiKey).toBeUndefined();
    // OTHER is not api_key's: a project without a token is told only what its token needs.
    expect(unset.unsetVariables).toEqual(['MOBILE_TOKEN', 'SUFFIX']);
    const set = parseWtiConfig(text, '.wti', { MOBILE_TOKEN: 'tok', SUFFIX: '' });
    expect(set.apiKey).toBe('tok');
    expect(set.unsetVariables).toEqual(['SUFFIX']);
    expect(parseWtiConfig('api_key: "   "\n', '.wti', {}).apiKey).toBeUndefined();
  });

  it('treats a missing api_key and empty lists as absent', () => {
    const config = parseWtiConfig('ignore_locales:\n', '.wti', {});
    expect(config.apiKey).toBeUndefined();
    expect(config.ignoreLocales).toEqual([]);
    expect(config.hooks.beforePull).toBeUndefined();
  });

  it('names the file when the YAML is broken or not a mapping', () => {
    expect(() => parseWtiConfig('api_key: [unclosed', 'config/.wti', {})).toThrow(
      /config\/\.wti is not valid YAML/,
    );
    expect(() => parseWtiConfig('- a\n- b\n', '.wti', {})).toThrow(/must be a YAML mapping/);
    expect(() => parseWtiConfig('ignore_files: {a: 1}', '.wti', {})).toThrow(/"ignore_files" must be a list/);
  });

  it('loads .wti from the workspace when present, and fails when an explicit config is missing', async () => {
    const workspace = await mkdtemp(path.join(tmpdir(), 'wti-'));
    expect(await loadWtiConfig(workspace, undefined, {})).toBeUndefined();
    await expect(loadWtiConfig(workspace, 'custom.wti', {})).rejects.toThrow(
      /Cannot read the config file "custom.wti"/,
    );
    await writeFile(path.join(workspace, '.wti'), CLASSIC);
    const config = await loadWtiConfig(workspace, undefined, { WTI_PROJECT_API_KEY: 'k' });
    expect(config?.apiKey).toBe('k');
    expect(config?.neededLocales).toEqual(['fr', 'pt-BR']);
  });
});

describe('.wti size limits', () => {
  it('reads a file of exactly 1 MiB and refuses one byte more with wti-too-large', async () => {
    const workspace = await mkdtemp(path.join(tmpdir(), 'wti-size-'));
    const head = 'needed_locales: fr\n# ';
    await writeFile(path.join(workspace, '.wti'), head + 'x'.repeat(WTI_MAX_BYTES - head.length));
    expect((await loadWtiConfig(workspace, undefined, {}))?.neededLocales).toEqual(['fr']);
    await writeFile(path.join(workspace, '.wti'), head + 'x'.repeat(WTI_MAX_BYTES - head.length + 1));
    const failure = loadWtiConfig(workspace, undefined, {});
    await expect(failure).rejects.toMatchObject({ code: 'wti-too-large' });
    await expect(failure).rejects.toThrow(/"\.wti" is 1048577 bytes, more than the 1048576 \(1 MiB\)/);
  });

  it('refuses more globs and locales than it reads, naming the count', () => {
    const globs = (count: number) => `ignore_files:\n${'  - "a/*"\n'.repeat(count)}`;
    expect(parseWtiConfig(globs(WTI_MAX_LIST_ITEMS), '.wti', {}).ignoreFiles).toHaveLength(
      WTI_MAX_LIST_ITEMS,
    );
    let refusal: unknown;
    try {
      parseWtiConfig(globs(WTI_MAX_LIST_ITEMS + 1), '.wti', {});
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(WtiConfigError);
    expect(refusal).toMatchObject({ code: 'wti-too-large' });
    expect((refusal as Error).message).toMatch(/\.wti lists 5001 globs and locales, more than the 5000/);
  });
});
