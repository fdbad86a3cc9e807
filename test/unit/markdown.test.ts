import { marked } from 'marked';
import { describe, expect, it } from 'vitest';
import { renderSummary } from '../../src/action/steps/summary.js';
import { projectScope } from '../../src/action/projects/project-scope.js';
import { renderCheckReport } from '../../src/check/report.js';
import type { CheckResult } from '../../src/check/run-check.js';
import { codeSpan, inertProse, markdownWord } from '../../src/github/markdown.js';
import { renderPullRequestBody } from '../../src/github/pr-body.js';
import type { PullResult } from '../../src/sync/pull.js';
import { markdownProblems as problemsOf } from '../helpers/inert-markdown.js';

/**
 * Service strings rendered as GitHub renders Markdown (GFM, through marked): no link, image or
 * HTML element may come out of them, and outside code no text may form a mention (`@team`) or a
 * reference (`#12`), which GitHub links after rendering (R44).
 */

const HOSTILE = [
  'fr @acme/security-team ![x](https://evil.test/x.png)',
  'config/[click](https://evil.test)/fr.yml',
  '<img src=x onerror=alert(1)>.yml',
  '@acme/team.json',
  'a`b|c</td><td>.json',
  '**bold** #12 www.evil.test',
  '<!-- hidden --> <details open>',
  '`',
];

describe('Markdown of service strings is inert (R44)', () => {
  it('the check proves it can see a live mention, link, image and tag', () => {
    expect(problemsOf('@acme/team ![x](https://evil.test/x.png) [a](b) <img src=x> #12')).toEqual(
      expect.arrayContaining(['<img>', '<a>']),
    );
    expect(problemsOf('hi @acme and #12')).toHaveLength(2);
  });

  it.each(HOSTILE)('codeSpan, markdownWord and inertProse keep %j inert, also in a table', (text) => {
    for (const rendered of [codeSpan(text), markdownWord(text), inertProse(text)])
      expect(problemsOf(`- ${rendered}`)).toEqual([]);
    const row = (cell: string) => `| A | B |\n| --- | --- |\n| ${cell} | 1 |`;
    for (const rendered of [codeSpan(text, true), markdownWord(text, true), inertProse(text)])
      expect(problemsOf(row(rendered))).toEqual([]);
  });

  it('keeps plain locale codes readable and quotes service values exactly', () => {
    expect(markdownWord('pt-BR')).toBe('pt-BR');
    expect(markdownWord('sr@latin')).toBe('sr@latin');
    expect(codeSpan('a`b')).toBe('``a`b``');
    const html = marked.parse(`x ${codeSpan('a`b|c', true)}`, { gfm: true, async: false });
    expect(html).toContain('<code>a`b\\|c</code>');
  });

  it('the pull request body', () => {
    const body = renderPullRequestBody({
      locales: HOSTILE.map((locale) => ({ locale, added: 1, changed: 0, removed: 0, files: HOSTILE })),
      files: HOSTILE.map((path) => ({ path, status: 'added' })),
    });
    expect(problemsOf(body)).toEqual([]);
  });

  it('the check comment', () => {
    const result: CheckResult = {
      mode: 'service',
      masters: {
        rangeKnown: true,
        changes: HOSTILE.map((path) => ({
          path,
          comparedWith: 'service',
          deleted: false,
          added: HOSTILE,
          changed: [],
          removed: [],
          problem: path,
        })),
      },
      states: HOSTILE.map((locale) => ({
        locale,
        total: 2,
        untranslated: 1,
        toVerify: 0,
        toProofread: 0,
        done: 1,
        completion: 50,
      })),
      placeholderIssues: HOSTILE.map((text) => ({
        file: text,
        locale: text,
        line: 1,
        key: text,
        missing: [text],
        extra: [],
      })),
      findings: HOSTILE.map((text) => ({
        kind: 'markup' as const,
        file: text,
        locale: text,
        key: text,
        line: 1,
        problem: `has ${text} that the source does not`,
      })),
      checkedTargets: 1,
      gates: [{ gate: 'required-locales', status: 'failed', reason: HOSTILE.join(', ') }],
      notes: HOSTILE,
      missingTranslations: 1,
    };
    expect(problemsOf(renderCheckReport(result))).toEqual([]);
  });

  it('the job summary', () => {
    const pull: PullResult = {
      planned: [],
      archives: 1,
      downloadedBytes: 1,
      files: [],
      locales: HOSTILE.map((locale) => ({ locale, added: 1, changed: 0, removed: 0, files: HOSTILE })),
      selectedLocales: [],
      targetPaths: [],
      targetLocales: new Map(),
      warnings: HOSTILE.map((text) => `The service lists "${text}"`),
      refusedTargets: [],
      dryRun: false,
    };
    const project = (name: string) => ({
      name,
      scope: projectScope('/workspace', name),
      wti: undefined,
      token: undefined,
    });
    const summary = renderSummary({
      command: 'pull',
      dryRun: false,
      runs: [
        // A second project, failed: its folder and its failure quote what the repository holds.
        ...HOSTILE.map((text) => ({ project: project(text), engine: undefined, error: new Error(text) })),
        {
          project: project('apps/web'),
          engine: {
            push: undefined,
            pull: {
              ...pull,
              planned: [
                {
                  path: 'x',
                  locale: 'fr',
                  reason: 'not-fresh',
                  file: {
                    id: 1,
                    name: 'x',
                    locale: 'fr',
                    masterId: 1,
                    hashFile: undefined,
                    fresh: false,
                    updatedAt: undefined,
                  },
                },
              ],
            },
          },
        },
      ],
      publish: undefined,
    });
    expect(summary).toContain('> [!WARNING]');
    expect(summary).toContain('> [!CAUTION]');
    expect(problemsOf(summary)).toEqual([]);
  });
});
