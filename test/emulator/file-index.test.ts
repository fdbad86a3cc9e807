import { describe, expect, it } from 'vitest';
import { buildState, type EmulatorSeed } from '../../src/emulator/seed.js';
import { fileById, findFile, type Project, type ProjectFile } from '../../src/emulator/state.js';

const LOCALES = ['fr', 'de', 'nl'];

function seedOf(masters: number): EmulatorSeed {
  return {
    organizations: [
      {
        name: 'Index',
        readOnlyKey: 'org_ro_index00000000001',
        readWriteKey: 'org_rw_index00000000001',
        privateKey: 'org_pk_index00000000001',
        projects: [
          {
            name: 'Index',
            privateApiToken: 'proj_rw_index0000000000001',
            publicApiToken: 'proj_ro_index0000000000001',
            sourceLocale: 'en',
            targetLocales: LOCALES,
            files: Array.from({ length: masters }, (_, index) => ({
              name: `locales/en/f${index}.json`,
              content: `{"k": "Text ${index}"}\n`,
            })),
          },
        ],
      },
    ],
  };
}

/** The scans the index stands in for: the first file of the list that matches. */
function scanFind(project: Project, masterId: number, locale: string): ProjectFile | undefined {
  const master = project.files.find((file) => file.id === masterId && file.masterId === null);
  if (master === undefined || locale === master.locale) return master;
  return project.files.find((file) => file.masterId === masterId && file.locale === locale);
}

/** Every lookup of every id the state ever gave out (and one past), in every locale, against the scan. */
function expectSameAsScan(project: Project, lastId: number): void {
  for (let id = 0; id <= lastId + 1; id++) {
    expect(fileById(project, id)).toBe(project.files.find((file) => file.id === id));
    for (const locale of ['en', ...LOCALES, 'xx'])
      expect(findFile(project, id, locale)).toBe(scanFind(project, id, locale));
  }
}

describe('file lookups by id and by master and locale', () => {
  it('find what a scan of the list finds, however the list changed since the last lookup', () => {
    const state = buildState(seedOf(4), 0);
    const project = state.projects[0] as Project;
    const [first, second] = project.files.filter((file) => file.masterId === null) as [
      ProjectFile,
      ProjectFile,
    ];
    expect(project.files).toHaveLength(16);
    expectSameAsScan(project, state.nextId);

    // Grows in place: the files pushed since the last lookup are found.
    const pushed: ProjectFile = {
      ...first,
      id: state.nextId++,
      name: 'extra.json',
      masterId: first.id,
      locale: 'xx',
    };
    project.files.push(pushed);
    expect(findFile(project, first.id, 'xx')).toBe(pushed);
    expectSameAsScan(project, state.nextId);

    // A removal replaces the list (as Delete File does): the removed master and targets are gone.
    project.files = project.files.filter((file) => file.id !== second.id && file.masterId !== second.id);
    expect(findFile(project, second.id, 'en')).toBeUndefined();
    expect(findFile(project, second.id, 'fr')).toBeUndefined();
    expectSameAsScan(project, state.nextId);

    // Changed in place otherwise: a spliced target is not found, the one pushed after it is.
    const frOfFirst = findFile(project, first.id, 'fr') as ProjectFile;
    project.files.splice(project.files.indexOf(frOfFirst), 1);
    const replacement: ProjectFile = { ...frOfFirst, id: state.nextId++ };
    project.files.push(replacement);
    expect(findFile(project, first.id, 'fr')).toBe(replacement);
    project.files.splice(project.files.indexOf(replacement), 1);
    expect(findFile(project, first.id, 'fr')).toBeUndefined();
    expectSameAsScan(project, state.nextId);

    // Two files with one key: the first of the list wins, as with a scan.
    const twin: ProjectFile = { ...pushed, id: state.nextId++ };
    project.files.push(twin);
    expect(findFile(project, first.id, 'xx')).toBe(pushed);
    expectSameAsScan(project, state.nextId);
  });
});
