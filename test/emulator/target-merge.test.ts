import { describe, expect, it } from 'vitest';
import {
  fileRecord,
  projectToken,
  startTestEmulator,
  updateFile,
  uploadForm,
  waitForHashChange,
} from './support.js';

/** Update File of a target with merge=true (issue 14 relies on it): fills what is missing, overwrites nothing. */
describe('merge=true on a target file', () => {
  it('adds the translations the service lacks and keeps the ones it has', async () => {
    const emulator = await startTestEmulator({ translator: false });
    try {
      const german = await fileRecord(emulator, 'config/locales/de.yml');
      // The seed's German has hello "Hallo" and nav.home "Startseite", no goodbye.
      const response = await updateFile(
        emulator,
        `${german.master_project_file_id}/locales/de`,
        uploadForm('de.yml', 'de:\n  hello: "Servus"\n  goodbye: "Tschüss"\n', { merge: 'true' }),
      );
      expect(response.status).toBe(202);
      await waitForHashChange(emulator, german.name, german.hash_file);
      const text = await (
        await fetch(
          `${emulator.url}/api/projects/${projectToken(emulator)}/files/...?file_path=${encodeURIComponent(german.name)}`,
        )
      ).text();
      expect(text).toContain('Hallo');
      expect(text).not.toContain('Servus');
      expect(text).toContain('Tschüss');
      expect(text).toContain('Startseite');
    } finally {
      await emulator.close();
    }
  });
});
