import { afterEach, describe, expect, it } from 'vitest';
import { createScenario, type Scenario } from '../helpers/scenario.js';

let scenario: Scenario | undefined;
afterEach(async () => {
  await scenario?.close();
  scenario = undefined;
});

describe('glossary-file on a pull (node dist/index.js)', () => {
  it('brings the TBX export into the translation pull request, and keeps it there on a rerun', async () => {
    scenario = await createScenario();
    const inputs = { 'glossary-file': 'glossary/terms.tbx' };
    const first = await scenario.run({ event: 'workflow_dispatch', inputs, checkout: true });
    expect(first.exitCode).toBe(0);
    expect(first.outputs['downloaded-files']?.split('\n')).toContain('glossary/terms.tbx');
    expect(first.outputs['pull-request-operation']).toBe('created');
    const onBranch = await scenario.repo.origin(['show', 'translation-sync:glossary/terms.tbx']);
    expect(onBranch).toContain('Tableau de bord');

    // Nothing changed on the service: the branch keeps the glossary and the pull request stays.
    const rerun = await scenario.run({ event: 'workflow_dispatch', inputs, checkout: true });
    expect(rerun.exitCode).toBe(0);
    expect(rerun.outputs['downloaded-files']).not.toContain('glossary/terms.tbx');
    expect(rerun.outputs['pull-request-operation']).toBe('none');
    expect(await scenario.repo.origin(['show', 'translation-sync:glossary/terms.tbx'])).toBe(onBranch);
  });
});
