import { describe, expect, it } from 'vitest';
import { helpReply, parseCommentCommand } from '../../src/action/comment-command.js';
import type { ActionInputs } from '../../src/action/inputs.js';
import { dispatchLocales, failureReply, limitLocales } from '../../src/action/triggers.js';

describe('parseCommentCommand', () => {
  it('reads the verb and the locales of the first line only', () => {
    expect(parseCommentCommand('/translation-sync pull fr pt-BR fr\nand de please')).toEqual({
      kind: 'pull',
      locales: ['fr', 'pt-BR'],
    });
    expect(parseCommentCommand('  /translation-sync   PULL\r\n')).toEqual({ kind: 'pull', locales: [] });
    expect(parseCommentCommand('/translation-sync check')).toEqual({ kind: 'check' });
    expect(parseCommentCommand('/translation-sync help')).toEqual({ kind: 'help' });
    expect(parseCommentCommand('/translation-sync')).toEqual({ kind: 'help' });
  });

  it('is no command unless the first line starts with it as a word', () => {
    for (const body of [
      '',
      'Please run /translation-sync pull',
      '/translation-syncing pull',
      '> /translation-sync pull',
      'hi\n/translation-sync pull',
    ])
      expect(parseCommentCommand(body)).toEqual({ kind: 'none' });
  });

  it('answers an unknown verb with the help, quoting it only as code', () => {
    expect(parseCommentCommand('/translation-sync rebase')).toEqual({ kind: 'help', unknown: 'rebase' });
    const reply = helpReply('@acme/team<img src=x>');
    expect(reply).toContain('`@acme/team<img src=x>`');
    expect(helpReply('x'.repeat(500))).toContain(`\`${'x'.repeat(40)}…\``);
  });

  it('refuses what is not a locale code, arguments to check, and over-long or over-full lines', () => {
    expect(parseCommentCommand('/translation-sync pull fr ../etc')).toMatchObject({
      kind: 'invalid',
      reason: '`../etc` is not a locale code such as fr, pt-BR or zh-Hant-TW.',
    });
    expect(parseCommentCommand('/translation-sync check fr')).toMatchObject({
      kind: 'invalid',
      verb: 'check',
    });
    expect(parseCommentCommand(`/translation-sync pull ${'fr '.repeat(400)}`)).toMatchObject({
      kind: 'invalid',
    });
    const many = Array.from(
      { length: 101 },
      (_, index) => `x${String.fromCharCode(97 + (index % 26))}-${index}`,
    );
    expect(parseCommentCommand(`/translation-sync pull ${many.join(' ')}`)).toMatchObject({
      kind: 'invalid',
      reason: 'name at most 100 locales.',
    });
  });
});

describe('repository_dispatch locales', () => {
  it('takes a list of locale codes, and nothing else', () => {
    expect(dispatchLocales({ client_payload: { locales: ['de', 'de', 'pt_BR'] } })).toEqual(['de', 'pt_BR']);
    expect(dispatchLocales({ client_payload: {} })).toEqual([]);
    expect(dispatchLocales({})).toEqual([]);
    for (const locales of ['de', [1], ['de; rm -rf /'], Array.from({ length: 101 }, () => 'de')])
      expect(() => dispatchLocales({ client_payload: { locales } })).toThrow(
        /must be a list of at most 100 locale codes/,
      );
  });
});

describe('limitLocales', () => {
  const inputs = (locales: string[]) => ({ locales }) as unknown as ActionInputs;

  it('narrows the run to the locales named, within those the workflow pulls', () => {
    expect(limitLocales(inputs([]), ['fr']).locales).toEqual(['fr']);
    expect(limitLocales(inputs(['fr', 'pt-BR']), ['pt_BR']).locales).toEqual(['pt_BR']);
    expect(limitLocales(inputs(['fr']), []).locales).toEqual(['fr']);
    expect(() => limitLocales(inputs(['fr']), ['de'])).toThrow(/names de, which this workflow does not pull/);
  });
});

describe('failureReply', () => {
  it('makes the reason inert Markdown and links the run', () => {
    const text = failureReply(
      'pull',
      'The service said: "@acme/team ![x](https://e.x/a.png)"',
      'https://github.com/o/r/actions/runs/1',
    );
    expect(text).not.toContain('![x](');
    expect(text).not.toMatch(/@acme/);
    expect(text).toContain("[The run's log](https://github.com/o/r/actions/runs/1)");
  });
});
