import { afterEach, expect, it } from 'vitest';
import { createRecordingLogger } from '../helpers/recording-logger.js';
import { renderCheckReport } from '../../src/check/report.js';
import { runCheck } from '../../src/check/run-check.js';
import { defaultSeed } from '../../src/emulator/index.js';
import { openRepository } from '../../src/git/git.js';
import { createRepoWithOrigin, type RepoWithOrigin } from '../helpers/git-repo.js';
import { startServiceFixture, type ServiceFixture } from '../helpers/service-workspace.js';

const MARKDOWN_LOCALE = 'fr @acme/security-team ![x](https://evil.test/x.png)';

let service: ServiceFixture | undefined;
let repo: RepoWithOrigin | undefined;
afterEach(async () => {
  await repo?.cleanup();
  await service?.close();
});

it('the check skips a locale code of another shape, with a note and a warning (R44)', async () => {
  const seed = defaultSeed();
  const project = seed.organizations[0]?.projects?.[0];
  if (project === undefined) throw new Error('the default seed has a project');
  project.targetLocales.push(MARKDOWN_LOCALE);
  for (const file of project.files ?? [])
    file.targetNames = { [MARKDOWN_LOCALE]: file.name.replace(/\ben\b/, 'md') };
  service = await startServiceFixture({ seed, mirror: 'none' });
  repo = await createRepoWithOrigin();
  const head = (await repo.git(['rev-parse', 'HEAD'])).trim();
  const logger = createRecordingLogger();
  const result = await runCheck({
    service: service.client,
    repository: await openRepository({ dir: repo.dir, logger }),
    workspace: repo.dir,
    range: { baseSha: head, headSha: head },
    sourceFiles: [],
    isIgnored: () => false,
    locales: [],
    ignoreLocales: [],
    gates: { requiredLocales: [], minCompletion: 0, failOnPlaceholderErrors: false },
    logger,
  });
  expect(result.states?.map((state) => state.locale)).toEqual(['fr', 'de', 'pt-BR', 'zh-Hant-TW']);
  expect(result.notes).toContain(
    `The service lists locale codes of another shape than fr or pt-BR; skipped: ${JSON.stringify(MARKDOWN_LOCALE)}.`,
  );
  expect(
    logger.lines.some((line) => line.level === 'warning' && line.message.includes('locale-refused')),
  ).toBe(true);
  const report = renderCheckReport(result);
  expect(report).not.toContain('@acme/');
  expect(report).not.toContain('](https://');
});
