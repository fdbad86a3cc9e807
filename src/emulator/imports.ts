/**
 * The background import job. An accepted upload waits `queued`, then `processing`, then is
 * applied (files-model.ts); until then the file keeps its old content and hash, and Update File
 * answers the service's busy messages. Fault rules can leave imports stuck or make them fail.
 */
import {
  applyMasterImport,
  applyTargetImport,
  ensureTargetFiles,
  generateFile,
  targetNameFor,
} from './files-model.js';
import {
  targetsOf,
  touchFile,
  type EmulatorState,
  type ImportOptions,
  type Project,
  type ProjectFile,
} from './state.js';
import { fillMissingTranslations } from './translator.js';

export type ImportOutcome = 'complete' | 'never' | { fail: string };

interface ImportQueueOptions {
  state: EmulatorState;
  now(): number;
  durations: { queuedMs: number; processingMs: number };
  translator: false | { delayMs: number };
  /** Called after every change the queue makes to the state (the server persists it). */
  onChange(): void;
}

interface Upload {
  bytes: Uint8Array;
  fileName: string;
  options: ImportOptions;
}

const ALL_FILES = '*';

export class ImportQueue {
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly outcomes = new Map<string, ImportOutcome>();
  private stuck: { project: Project; file: ProjectFile }[] = [];

  constructor(private readonly options: ImportQueueOptions) {}

  enqueue(project: Project, file: ProjectFile, upload: Upload): void {
    file.pendingImport = { state: 'queued', ...upload, queuedAt: this.options.now() };
    this.schedule(project, file);
  }

  /** Restarts the imports of a state loaded from disk, each from `queued`. */
  resume(): void {
    for (const project of this.options.state.projects) {
      for (const file of project.files) {
        if (file.pendingImport === undefined) continue;
        file.pendingImport.state = 'queued';
        this.schedule(project, file);
      }
    }
  }

  /**
   * How imports end from now on: of the file named `fileName`, or of every file (which replaces
   * the per-file outcomes). Stuck imports that the new outcomes no longer hold then finish.
   */
  setOutcome(outcome: ImportOutcome, fileName?: string): void {
    if (fileName === undefined) this.outcomes.clear();
    this.outcomes.set(fileName ?? ALL_FILES, outcome);
    this.release();
  }

  clearOutcomes(): void {
    this.outcomes.clear();
    this.release();
  }

  close(): void {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }

  private release(): void {
    const stuck = this.stuck;
    this.stuck = [];
    for (const { project, file } of stuck) this.finish(project, file);
  }

  private after(ms: number, work: () => void): void {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      work();
    }, ms);
    this.timers.add(timer);
  }

  private schedule(project: Project, file: ProjectFile): void {
    const { queuedMs, processingMs } = this.options.durations;
    this.after(queuedMs, () => {
      if (file.pendingImport === undefined) return;
      file.pendingImport.state = 'processing';
      this.options.onChange();
      this.after(processingMs, () => this.finish(project, file));
    });
  }

  private outcomeFor(file: ProjectFile, fileName: string): ImportOutcome {
    return (
      this.outcomes.get(file.name) ??
      this.outcomes.get(fileName) ??
      this.outcomes.get(ALL_FILES) ??
      'complete'
    );
  }

  private finish(project: Project, file: ProjectFile): void {
    const pending = file.pendingImport;
    // The file may have been deleted while its import waited.
    if (pending === undefined || !project.files.includes(file)) return;
    const outcome = this.outcomeFor(file, pending.fileName);
    if (outcome === 'never') {
      this.stuck.push({ project, file });
      return;
    }
    delete file.pendingImport;
    if (typeof outcome === 'object') {
      file.importFailure = outcome.fail;
    } else {
      try {
        this.complete(project, file, pending);
      } catch (error) {
        // An unreadable upload fails its import, as on the service; the old content stays.
        file.importFailure = error instanceof Error ? error.message : String(error);
      }
    }
    this.options.onChange();
  }

  private complete(project: Project, file: ProjectFile, upload: Upload): void {
    const { state } = this.options;
    const now = this.options.now();
    const masterId = file.masterId ?? file.id;
    if (file.masterId === null) {
      const changed = applyMasterImport(
        state,
        project,
        file,
        upload.bytes,
        upload.fileName,
        upload.options,
        now,
      );
      if (upload.options.name !== undefined && upload.options.name !== file.name) {
        file.name = upload.options.name;
        if (upload.options.renameOthers) {
          for (const target of targetsOf(project, file.id))
            target.name = targetNameFor(file.name, project.sourceLocale, target.locale);
        }
      }
      ensureTargetFiles(state, project, file, now);
      if (changed)
        for (const target of targetsOf(project, file.id)) touchFile(project, file.id, target.locale, now);
    } else {
      applyTargetImport(state, project, file, upload.bytes, upload.fileName, upload.options, now);
      if (upload.options.name !== undefined) file.name = upload.options.name;
      // The uploaded target's hash changes as its import completes, like a master's.
      generateFile(project, file);
    }
    const { translator } = this.options;
    if (translator !== false) {
      this.after(translator.delayMs, () => {
        if (!project.files.some((candidate) => candidate.id === masterId)) return;
        if (fillMissingTranslations(state, project, masterId, this.options.now())) this.options.onChange();
      });
    }
  }
}
