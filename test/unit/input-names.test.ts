import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parse } from 'yaml';
import { assertKnownInputs, RENAMED_INPUTS } from '../../src/action/runner/input-names.js';
import { getInputs, InputError } from '../../src/action/runner/inputs.js';
import { clearInputs, setInputs } from '../helpers/action-env.js';

const ROOT = path.resolve(import.meta.dirname, '../..');

async function actionInputs(): Promise<Record<string, { deprecationMessage?: string }>> {
  const action = parse(await readFile(path.join(ROOT, 'action.yml'), 'utf8')) as {
    inputs: Record<string, { deprecationMessage?: string }>;
  };
  return action.inputs;
}

async function sourceFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** What the step is told about one INPUT_ variable: nothing when the action has that input. */
function refusal(name: string): Error | undefined {
  try {
    assertKnownInputs({ [`INPUT_${name.toUpperCase()}`]: '' });
  } catch (caught) {
    return caught as Error;
  }
  return undefined;
}

/** The names input-names.ts lists, read from its source: the list is private to the module. */
async function listedInputs(): Promise<string[]> {
  const text = await readFile(path.join(ROOT, 'src/action/runner/input-names.ts'), 'utf8');
  const list = /const ACTION_INPUTS = \[([^\]]*)\]/.exec(text)?.[1] ?? '';
  return [...list.matchAll(/'([^']+)'/g)].map((match) => match[1] ?? '');
}

describe('the inputs the action knows', () => {
  it('are exactly the inputs of action.yml, and each renamed one is marked deprecated there', async () => {
    const declared = await actionInputs();
    for (const name of Object.keys(declared)) expect(refusal(name), name).toBeUndefined();
    expect((await listedInputs()).sort()).toEqual(Object.keys(declared).sort());
    for (const [old, current] of Object.entries(RENAMED_INPUTS)) {
      expect(declared[current]).toBeDefined();
      expect(declared[old]?.deprecationMessage).toContain(current);
    }
  });

  it('every input a message of src/ names is spelled as in action.yml', async () => {
    const declared = new Set(Object.keys(await actionInputs()));
    const named: { file: string; name: string }[] = [];
    for (const file of await sourceFiles(path.join(ROOT, 'src'))) {
      const text = await readFile(file, 'utf8');
      const patterns = [
        /new InputError\(\s*'([^']+)'/g,
        /[Ii]nput "([a-z-]+)"/g,
        /\bthe ([a-z]+(?:-[a-z]+)+) input\b/g,
        /\bthe input ([a-z]+(?:-[a-z]+)+)\b/g,
      ];
      for (const pattern of patterns)
        for (const match of text.matchAll(pattern)) named.push({ file, name: match[1] ?? '' });
    }
    // The scan must find the messages it checks: a pattern that stopped matching would pass.
    expect(named.length).toBeGreaterThan(10);
    const misspelled = named.filter(({ name }) => !declared.has(name));
    expect(misspelled.map(({ file, name }) => `${path.relative(ROOT, file)}: ${name}`)).toEqual([]);
  });

  it('suggests the closest declared input for a misspelled one', () => {
    const suggested = (name: string) => /Did you mean ([a-z-]+)\?/.exec(refusal(name)?.message ?? '')?.[1];
    expect(suggested('dryrun')).toBe('dry-run');
    expect(suggested('DRY_RUN')).toBe('dry-run');
    expect(suggested('working_dir')).toBe('working-directory');
    expect(suggested('lables')).toBe('labels');
    expect(suggested('projet-token')).toBe('project-token');
    expect(refusal('something-else-entirely')).toBeDefined();
    expect(suggested('something-else-entirely')).toBeUndefined();
  });
});

describe('getInputs and unknown or renamed inputs', () => {
  beforeEach(clearInputs);
  afterEach(clearInputs);

  it('fails on an INPUT_ variable no input declares, naming it and the input meant', () => {
    setInputs({ 'api-url': 'https://translate.example.com', dryrun: 'true', lables: 'l10n' });
    const error = (() => {
      try {
        getInputs();
      } catch (caught) {
        return caught;
      }
      return undefined;
    })();
    expect(error).toMatchObject({ name: 'UnknownInputError', code: 'input', input: 'dryrun' });
    expect((error as Error).message).toContain('The step sets an input "dryrun" (and "lables")');
    expect((error as Error).message).toContain('Did you mean dry-run?');
  });

  it('accepts every declared input', async () => {
    const declared = Object.keys(await actionInputs());
    expect(() =>
      assertKnownInputs(Object.fromEntries(declared.map((name) => [`INPUT_${name.toUpperCase()}`, '']))),
    ).not.toThrow();
  });

  it('reads label as service-label, with a warning naming the new name', () => {
    const write = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    try {
      setInputs({ 'api-url': 'https://translate.example.com', label: 'from-ci' });
      expect(getInputs().label).toBe('from-ci');
      const printed = write.mock.calls.map(([chunk]) => String(chunk)).join('');
      expect(printed).toContain('::warning::Input "label" is now called "service-label"');
    } finally {
      write.mockRestore();
    }
    clearInputs();
    setInputs({ 'api-url': 'https://translate.example.com', 'service-label': 'new' });
    expect(getInputs().label).toBe('new');
  });

  it('refuses label and service-label set to different values', () => {
    setInputs({ 'api-url': 'https://translate.example.com', label: 'a', 'service-label': 'b' });
    expect(() => getInputs()).toThrow(InputError);
  });

  it('refuses an api-url that ends in /api, which the action adds itself', () => {
    setInputs({ 'api-url': 'https://translate.example.com/api/' });
    expect(() => getInputs()).toThrow('use https://translate.example.com.');
  });
});
