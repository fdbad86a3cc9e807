/**
 * The baseline: a job done the way the established command-line client (`wti push`, `wti pull`)
 * does it, through our own client so that only the request pattern differs. Masters are uploaded
 * one after another when their SHA-1 differs from `hash_file`; there is no import wait; every
 * target file whose local SHA-1 differs (or that is missing) is fetched with its own Show File,
 * ten at a time (wti pulls with up to ten threads, one connection each).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ProjectFile, TranslationClient } from '../../src/client/index.js';
import { localSha1Map, sha1OfFile } from '../../src/sync/local-files.js';

export const BASELINE_CONNECTIONS = 10;

export interface BaselineResult {
  uploaded: number;
  downloaded: number;
  downloadedBytes: number;
}

const isMaster = (file: ProjectFile) => file.masterProjectFileId === null;

/** `wti push`: Show Project, then each changed master in turn. */
export async function baselinePush(client: TranslationClient, workspace: string): Promise<number> {
  const project = await client.projects.show();
  let uploaded = 0;
  for (const file of project.projectFiles.filter(isMaster)) {
    const localPath = path.join(workspace, file.name);
    const local = sha1OfFile(localPath);
    if (local === undefined || local === file.hashFile) continue;
    await client.files.update({
      masterFileId: file.id,
      locale: file.localeCode,
      file: { path: localPath, name: file.name },
    });
    uploaded += 1;
  }
  return uploaded;
}

/**
 * `wti pull`: Show Project, then one Show File per target file that differs, ten in flight. Local
 * files are hashed as the engine hashes them (localSha1Map), so only the requests differ.
 */
export async function baselinePull(
  client: TranslationClient,
  workspace: string,
): Promise<{ downloaded: number; downloadedBytes: number }> {
  const project = await client.projects.show();
  const targets = project.projectFiles.filter((file) => !isMaster(file));
  const local = localSha1Map(
    workspace,
    targets.map((file) => file.name),
  );
  let downloaded = 0;
  let downloadedBytes = 0;
  // The client's own limit (BASELINE_CONNECTIONS) keeps ten requests in flight.
  await Promise.all(
    targets
      .filter((file) => local.get(file.name) !== file.hashFile)
      .map(async (file) => {
        const content = await client.files.show({
          masterFileId: file.masterProjectFileId ?? file.id,
          locale: file.localeCode,
        });
        if (content.status !== 'ok') return;
        const localPath = path.join(workspace, file.name);
        await mkdir(path.dirname(localPath), { recursive: true });
        await writeFile(localPath, content.body);
        downloaded += 1;
        downloadedBytes += content.body.length;
      }),
  );
  return { downloaded, downloadedBytes };
}

export async function runBaseline(
  client: TranslationClient,
  command: 'sync' | 'pull',
  workspace: string,
): Promise<BaselineResult> {
  const uploaded = command === 'sync' ? await baselinePush(client, workspace) : 0;
  const pulled = await baselinePull(client, workspace);
  return { uploaded, ...pulled };
}
