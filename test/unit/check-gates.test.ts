import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { evaluateGates, throwIfGatesFailed } from '../../src/check/gates.js';
import { mastersFromRepository } from '../../src/check/locale-files.js';
import type { LocaleState } from '../../src/check/translation-state.js';

const state = (locale: string, untranslated: number, total = 10): LocaleState => ({
  locale,
  total,
  untranslated,
  toVerify: 0,
  toProofread: 0,
  done: total - untranslated,
  completion: ((total - untranslated) / total) * 100,
});

const settings = { requiredLocales: [] as string[], minCompletion: 0, failOnPlaceholderErrors: false };

describe('evaluateGates', () => {
  it('has no gate by default', () => {
    expect(evaluateGates({ settings, states: [], targetLocales: [], placeholderErrors: 3 })).toEqual([]);
  });

  it('fails a required locale with untranslated strings, or one the project lacks', () => {
    const gates = evaluateGates({
      settings: { ...settings, requiredLocales: ['fr', 'pt_BR', 'it'] },
      states: [state('fr', 0), state('pt-BR', 2)],
      targetLocales: ['fr', 'pt-BR'],
      placeholderErrors: 0,
    });
    expect(gates).toEqual([
      {
        gate: 'required-locales',
        status: 'failed',
        reason: 'pt_BR has 2 untranslated strings, it is not a target locale of the project',
      },
    ]);
    expect(() => throwIfGatesFailed(gates)).toThrow(
      expect.objectContaining({ name: 'CheckGateError', code: 'check-gate', failed: gates }),
    );
  });

  it('compares min-completion with every reported locale, rounding the shown value down', () => {
    const input = {
      states: [state('fr', 0, 3), state('de', 1, 3)],
      targetLocales: ['fr', 'de'],
      placeholderErrors: 0,
    };
    expect(evaluateGates({ ...input, settings: { ...settings, minCompletion: 66.6 } })[0]?.status).toBe(
      'passed',
    );
    expect(evaluateGates({ ...input, settings: { ...settings, minCompletion: 67 } })[0]).toEqual({
      gate: 'min-completion',
      status: 'failed',
      reason: 'de is at 66.6%, below 67%',
    });
  });

  it('skips the service gates without the service, and still judges placeholders', () => {
    const gates = evaluateGates({
      settings: { requiredLocales: ['fr'], minCompletion: 50, failOnPlaceholderErrors: true },
      states: undefined,
      targetLocales: undefined,
      placeholderErrors: 1,
    });
    expect(gates.map((gate) => [gate.gate, gate.status])).toEqual([
      ['required-locales', 'skipped'],
      ['min-completion', 'skipped'],
      ['fail-on-placeholder-errors', 'failed'],
    ]);
  });

  it('fails each kind of finding only where its own input asks, whatever the others count', () => {
    const gates = evaluateGates({
      settings: { ...settings, failOnFindings: new Set(['icu', 'plural', 'glossary'] as const) },
      states: [],
      targetLocales: [],
      placeholderErrors: 4,
      findingCounts: new Map([
        ['icu', 2],
        ['plural', 0],
        ['markup', 7],
        ['glossary', 1],
      ]),
    });
    expect(gates).toEqual([
      { gate: 'fail-on-icu-errors', status: 'failed', reason: '2 ICU errors in translations' },
      {
        gate: 'fail-on-plural-errors',
        status: 'passed',
        reason: 'every plural has the forms its locale needs',
      },
      {
        gate: 'fail-on-glossary-warnings',
        status: 'failed',
        reason: '1 translation without the approved glossary term',
      },
    ]);
  });
});

/** The source locale and targets the check infers for `master` in a repository of these files. */
async function inferTargets(master: string, files: readonly string[]) {
  const workspace = await mkdtemp(path.join(tmpdir(), 'infer-targets-'));
  try {
    for (const file of [master, ...files]) {
      await mkdir(path.dirname(path.join(workspace, file)), { recursive: true });
      await writeFile(path.join(workspace, file), 'x');
    }
    const [found] = await mastersFromRepository({
      workspace,
      sourceFiles: [master],
      isIgnored: () => false,
      isSelected: () => true,
    });
    return { sourceLocale: found?.sourceLocale, targets: found?.targets };
  } finally {
    await rm(workspace, { recursive: true, force: true });
  }
}

describe('the targets the check infers for a master', () => {
  it('finds targets that differ from the master only in the locale part of the path', async () => {
    const files = [
      'config/locales/fr.yml',
      'config/locales/pt-BR.yml',
      'config/locales/devise.en.yml',
      'config/other/fr.yml',
    ];
    expect(await inferTargets('config/locales/en.yml', files)).toEqual({
      sourceLocale: 'en',
      targets: [
        { path: 'config/locales/fr.yml', locale: 'fr' },
        { path: 'config/locales/pt-BR.yml', locale: 'pt-BR' },
      ],
    });
  });

  it('uses a folder as the locale part, and a locale part inside a file name', async () => {
    expect(
      (await inferTargets('locales/en/common.json', ['locales/de/common.json', 'locales/de/other.json']))
        .targets,
    ).toEqual([{ path: 'locales/de/common.json', locale: 'de' }]);
    expect((await inferTargets('config/devise.en.yml', ['config/devise.sr@latin.yml'])).targets).toEqual([
      { path: 'config/devise.sr@latin.yml', locale: 'sr@latin' },
    ]);
  });

  it('finds nothing for a master whose siblings are not translations of it', async () => {
    expect(await inferTargets('docs/en.md', ['docs/README.md'])).toEqual({ sourceLocale: '', targets: [] });
  });
});
