/**
 * Where the emulator answers as the real service does for its own client (wti 3.2.3), beyond the
 * spec's wording: a target file addressed by its own id, Show Project's locale types, blank
 * checksums, and the rate limit. docs/decisions.md ("Emulator: as the official client sees it").
 */
import { describe, expect, it } from 'vitest';
import {
  fileRecord,
  projectToken,
  startTestEmulator,
  updateFile,
  uploadForm,
  waitForHashChange,
} from './support.js';

describe('a target file addressed by its own id', () => {
  it('serves and updates the target, only in its own locale, and never deletes it', async () => {
    const emulator = await startTestEmulator();
    const base = `${emulator.url}/api/projects/${projectToken(emulator)}/files`;
    const master = await fileRecord(emulator, 'config/locales/en.yml');
    const french = await fileRecord(emulator, 'config/locales/fr.yml');
    expect(french.master_project_file_id).toBe(master.id);
    expect(french.id).not.toBe(master.id);

    const byOwnId = await fetch(`${base}/${french.id}/locales/fr`);
    expect(byOwnId.status).toBe(200);
    const byMasterId = await fetch(`${base}/${master.id}/locales/fr`);
    expect(await byOwnId.text()).toBe(await byMasterId.text());

    // A target's id names that one file: another locale with it is not a file.
    for (const locale of ['de', 'en']) {
      const other = await fetch(`${base}/${french.id}/locales/${locale}`);
      expect(other.status).toBe(404);
      expect(await other.json()).toMatchObject({ error: 'File not found' });
    }
    const unknownLocale = await fetch(`${base}/${french.id}/locales/xx`);
    expect(await unknownLocale.json()).toMatchObject({ error: 'Locale not found' });

    const pushed = await updateFile(
      emulator,
      `${french.id}/locales/fr`,
      uploadForm('fr.yml', 'fr:\n  goodbye: "Au revoir"\n'),
      'PUT',
    );
    expect(pushed.status).toBe(202);
    await waitForHashChange(emulator, french.name, french.hash_file);
    expect(await (await fetch(`${base}/${french.id}/locales/fr`)).text()).toContain('Au revoir');

    // Delete File keeps to masters.
    const deleted = await fetch(`${base}/${french.id}`, { method: 'DELETE' });
    expect(deleted.status).toBe(404);
    expect((await fetch(`${base}/${french.id}/locales/fr`)).status).toBe(200);
  });
});
