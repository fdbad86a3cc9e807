import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { planPull, planPush } from '../../src/sync/plan.js';
import { selectLocales } from '../../src/project/locales.js';
import { type RemoteFile } from '../../src/project/files.js';
import {
  isKeptCopy,
  nextKeptEntries,
  pulledRecordText,
  PULLED_RECORD,
  readPulledRecord,
} from '../../src/project/pulled-record.js';

function master(id: number, name: string, hashFile: string): RemoteFile {
  return { id, name, locale: 'en', masterId: null, hashFile, fresh: true, updatedAt: undefined };
}
function target(
  id: number,
  masterId: number,
  name: string,
  locale: string,
  hashFile: string,
  fresh = true,
): RemoteFile {
  return { id, name, locale, masterId, hashFile, fresh, updatedAt: undefined };
}

const remote = [
  master(1, 'config/locales/en.yml', 'aaa'),
  master(2, 'locales/en/common.json', 'bbb'),
  target(3, 1, 'config/locales/fr.yml', 'fr', 'ccc'),
];
const notIgnored = () => false;

describe('planPush', () => {
  it('uploads nothing when every local master matches hash_file', () => {
    const plan = planPush({
      remoteFiles: remote,
      localSha1: new Map([
        ['config/locales/en.yml', 'aaa'],
        ['locales/en/common.json', 'bbb'],
      ]),
      changedInPush: undefined,
      sourceFileCandidates: [],
      isIgnored: notIgnored,
    });
    expect(plan.uploads).toEqual([]);
    expect(plan.skipped.map((skip) => skip.reason)).toEqual(['unchanged', 'unchanged']);
  });

  it('uploads only the master the push changed, never one changed only on the service', () => {
    const plan = planPush({
      remoteFiles: remote,
      localSha1: new Map([
        ['config/locales/en.yml', 'new'],
        ['locales/en/common.json', 'older-local'],
      ]),
      changedInPush: new Set(['config/locales/en.yml', 'README.md']),
      sourceFileCandidates: [],
      isIgnored: notIgnored,
    });
    expect(plan.uploads.map((upload) => [upload.path, upload.reason, upload.file.id])).toEqual([
      ['config/locales/en.yml', 'changed-in-push', 1],
    ]);
    expect(plan.skipped).toEqual([{ path: 'locales/en/common.json', reason: 'changed-on-service' }]);
  });

  it('falls back to the hash rule when the push range is unknown', () => {
    const plan = planPush({
      remoteFiles: remote,
      localSha1: new Map([
        ['config/locales/en.yml', 'new'],
        ['locales/en/common.json', 'bbb'],
      ]),
      changedInPush: undefined,
      sourceFileCandidates: [],
      isIgnored: notIgnored,
    });
    expect(plan.uploads.map((upload) => upload.reason)).toEqual(['differs-from-service']);
  });

  it('creates source files the service lacks, and honours ignore rules and missing files', () => {
    const plan = planPush({
      remoteFiles: remote,
      localSha1: new Map<string, string | undefined>([
        ['config/locales/en.yml', 'zzz'],
        ['locales/en/common.json', undefined],
        ['locales/en/new.json', 'n1'],
        ['locales/en/skip.json', 's1'],
      ]),
      changedInPush: undefined,
      sourceFileCandidates: ['locales/en/new.json', 'locales/en/skip.json', 'config/locales/en.yml'],
      isIgnored: (path) => path.endsWith('skip.json') || path === 'config/locales/en.yml',
    });
    expect(plan.uploads).toEqual([]);
    expect(plan.creates).toEqual([
      { path: 'locales/en/new.json', localSha1: 'n1', reason: 'new-source-file' },
    ]);
    expect(plan.skipped).toEqual([
      { path: 'config/locales/en.yml', reason: 'ignored' },
      { path: 'locales/en/common.json', reason: 'missing-locally' },
      { path: 'locales/en/skip.json', reason: 'ignored' },
    ]);
  });
});

describe('selectLocales', () => {
  const targets = ['en', 'fr', 'pt-BR', 'zh-Hant-TW', 'sr@latin'];

  it('selects every target but the source by default, minus ignored ones', () => {
    expect(
      selectLocales({ sourceLocale: 'en', targetLocales: targets, wanted: [], ignored: ['fr'] }),
    ).toEqual({
      locales: ['pt-BR', 'zh-Hant-TW', 'sr@latin'],
      unknown: [],
      all: false,
    });
    expect(selectLocales({ sourceLocale: 'en', targetLocales: targets, wanted: [], ignored: [] }).all).toBe(
      true,
    );
  });

  it('matches pt_BR to pt-BR exactly and reports locales the project lacks', () => {
    const selection = selectLocales({
      sourceLocale: 'en',
      targetLocales: targets,
      wanted: ['pt_BR', 'sr@latin', 'es-419'],
      ignored: [],
    });
    expect(selection.locales).toEqual(['pt-BR', 'sr@latin']);
    expect(selection.unknown).toEqual(['es-419']);
  });
});

describe('planPull', () => {
  const files = [
    ...remote,
    target(4, 1, 'config/locales/pt-BR.yml', 'pt-BR', 'ddd'),
    target(5, 2, 'locales/pt-BR/common.json', 'pt-BR', 'eee', false),
    target(6, 2, 'locales/fr/common.json', 'fr', 'fff'),
  ];

  it('needs no download for a file the pulled record says is kept from the current hash_file (issue 47)', () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'pulled-record-'));
    writeFileSync(
      path.join(folder, PULLED_RECORD),
      '{"files":{"config/locales/fr.yml":{"service":"ccc","file":"kept1"}}}',
    );
    const { record } = readPulledRecord(folder);
    rmSync(folder, { recursive: true });
    const plan = (localFr: string, hashFile = 'ccc') =>
      planPull({
        remoteFiles: [
          ...files.filter((file) => file.name !== 'config/locales/fr.yml'),
          target(3, 1, 'config/locales/fr.yml', 'fr', hashFile),
        ],
        locales: ['fr'],
        localSha1: new Map([
          ['config/locales/fr.yml', localFr],
          ['locales/fr/common.json', 'fff'],
        ]),
        isIgnored: notIgnored,
        isKept: (file, sha1) => isKeptCopy(record, file, sha1),
      });
    expect(plan('kept1').downloads).toEqual([]);
    // Edited by hand since, or changed on the service since: downloaded and compared again.
    expect(plan('edited').downloads.map((download) => download.path)).toEqual(['config/locales/fr.yml']);
    expect(plan('kept1', 'ddd2').downloads.map((download) => download.path)).toEqual([
      'config/locales/fr.yml',
    ]);
  });

  it('writes no pulled record for a repository whose files are the service bytes', () => {
    const fr = target(3, 1, 'config/locales/fr.yml', 'fr', 'ccc');
    const nextRecord = (kept: ReadonlyMap<string, { service: string; file: string } | undefined>) =>
      pulledRecordText(nextKeptEntries(new Map(), [fr], kept), undefined, false);
    expect(nextRecord(new Map([['config/locales/fr.yml', undefined]]))).toBeUndefined();
    const kept = new Map([['config/locales/fr.yml', { service: 'ccc', file: 'kept1' }]]);
    expect(JSON.parse(nextRecord(kept) ?? '')).toEqual({
      version: 2,
      files: { 'config/locales/fr.yml': { service: 'ccc', file: 'kept1' } },
    });
  });

  it('needs no download when every selected target matches and is fresh', () => {
    const plan = planPull({
      remoteFiles: files,
      locales: ['fr'],
      localSha1: new Map([
        ['config/locales/fr.yml', 'ccc'],
        ['locales/fr/common.json', 'fff'],
      ]),
      isIgnored: notIgnored,
    });
    expect(plan.downloads).toEqual([]);
    expect(plan.upToDate).toEqual(['config/locales/fr.yml', 'locales/fr/common.json']);
  });

  it('downloads missing, different and stale targets of the selected locales only', () => {
    const plan = planPull({
      remoteFiles: files,
      locales: ['pt-BR', 'fr'],
      localSha1: new Map([
        ['config/locales/fr.yml', 'old'],
        ['locales/pt-BR/common.json', 'eee'],
        ['locales/fr/common.json', 'fff'],
      ]),
      isIgnored: (path) => path === 'locales/fr/common.json',
    });
    expect(plan.downloads.map((download) => [download.path, download.reason])).toEqual([
      ['config/locales/fr.yml', 'differs-from-service'],
      ['config/locales/pt-BR.yml', 'missing-locally'],
      ['locales/pt-BR/common.json', 'not-fresh'],
    ]);
    expect(plan.ignored).toEqual(['locales/fr/common.json']);
  });
});
