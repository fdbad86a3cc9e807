/**
 * What the emulator itself costs, measured with bare undici requests at 0 ms latency: Show
 * Project, and the Zip File of the whole project (whose bytes over its time is the emulator's
 * throughput). The first Zip File is kept and unpacked into the pristine checkout every job starts
 * from, and its central directory gives each file's compressed size for the lower bounds.
 */
import { createWriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Agent, request } from 'undici';
import yauzl from 'yauzl';
import { median } from './stats.js';

export interface ServiceProfile {
  showProjectMs: number;
  zipMs: number;
  zipBytes: number;
  /** Bytes per millisecond of the whole-project Zip File, generation included. */
  throughput: number;
  /** Compressed bytes of each file in the archive, by name. */
  compressedSizes: ReadonlyMap<string, number>;
}

async function timedGet(
  agent: Agent,
  url: string,
  destination?: string,
): Promise<{ ms: number; bytes: number }> {
  const started = performance.now();
  const response = await request(url, { dispatcher: agent });
  if (response.statusCode !== 200) throw new Error(`GET ${url} answered ${response.statusCode}`);
  let bytes = 0;
  const counted = async function* (body: AsyncIterable<Buffer>) {
    for await (const chunk of body) {
      bytes += chunk.length;
      yield chunk;
    }
  };
  if (destination === undefined) for await (const chunk of response.body) bytes += (chunk as Buffer).length;
  else await pipeline(response.body, counted, createWriteStream(destination));
  return { ms: performance.now() - started, bytes };
}

/** Unpacks every entry of the archive under `dir`; returns each entry's compressed size. */
async function unpack(archive: string, dir: string): Promise<Map<string, number>> {
  const sizes = new Map<string, number>();
  const zipfile = await yauzl.openPromise(archive, { lazyEntries: true, autoClose: false });
  try {
    for await (const entry of zipfile.eachEntry()) {
      sizes.set(entry.fileName, entry.compressedSize);
      const target = path.join(dir, entry.fileName);
      await mkdir(path.dirname(target), { recursive: true });
      await pipeline(await zipfile.openReadStreamPromise(entry), createWriteStream(target));
    }
  } finally {
    zipfile.close();
  }
  return sizes;
}

export async function profileService(options: {
  url: string;
  token: string;
  runs: number;
  /** Where the first archive is unpacked: the checkout as the service serves it. */
  checkoutDir: string;
  scratchDir: string;
}): Promise<ServiceProfile> {
  const agent = new Agent({ connections: 1 });
  try {
    const project = `${options.url}/api/projects/${options.token}`;
    const shows: number[] = [];
    const zips: { ms: number; bytes: number }[] = [];
    const archive = path.join(options.scratchDir, 'pristine.zip');
    for (let run = 0; run < options.runs; run++) {
      shows.push((await timedGet(agent, `${project}.json`)).ms);
      zips.push(await timedGet(agent, `${project}/zip_file`, run === 0 ? archive : undefined));
    }
    const compressedSizes = await unpack(archive, options.checkoutDir);
    const zipMs = median(zips.map((zip) => zip.ms));
    const zipBytes = zips[0]?.bytes ?? 0;
    return { showProjectMs: median(shows), zipMs, zipBytes, throughput: zipBytes / zipMs, compressedSizes };
  } finally {
    await agent.close();
  }
}
