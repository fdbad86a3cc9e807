import path from 'node:path';
import type { Project } from '../client/models.js';
import { findSourceFiles } from '../project/files.js';
import { sameLocale } from '../project/locales.js';

/**
 * Which repository files are masters and which are their translations. With the service, Show
 * Project says so. Without it (a fork's pull request has no secrets), masters are the files that
 * match `source-files`, and their targets are the files whose path differs from the master only
 * in the locale part, the way the service names targets (docs/decisions.md, pull request check).
 */

interface TargetFile {
  readonly path: string;
  readonly locale: string;
}

export interface MasterFile {
  readonly path: string;
  /** The service's id; undefined when the service was not asked or does not know the file. */
  readonly id: number | undefined;
  readonly sourceLocale: string;
  readonly targets: readonly TargetFile[];
}

// The shapes of locale codes in paths: `fr`, `pt-BR`, `pt_BR`, `zh-Hant-TW`, `sr@latin`.
const LOCALE_PART = /^[A-Za-z]{2,3}(?:[-_][A-Za-z0-9]{1,8})*(?:@[A-Za-z0-9]{1,16})?$/;

export function mastersFromProject(project: Project, isSelected: (locale: string) => boolean): MasterFile[] {
  const masters = project.projectFiles.filter((file) => file.masterProjectFileId === null);
  return masters.map((master) => ({
    path: master.name,
    id: master.id,
    sourceLocale: project.sourceLocale.code,
    targets: project.projectFiles
      .filter((file) => file.masterProjectFileId === master.id && isSelected(file.localeCode))
      .map((file) => ({ path: file.name, locale: file.localeCode })),
  }));
}

/** A path as parts: the folders, then the file name split at its dots (`en.yml` → en, yml). */
function partsOf(file: string): string[] {
  const folders = file.split('/');
  const name = folders.pop() ?? '';
  return [...folders, ...name.split('.')];
}

/** The targets of `master` among `files`, and the source locale its path names. */
function inferTargets(
  master: string,
  files: readonly string[],
): { sourceLocale: string; targets: TargetFile[] } | undefined {
  const masterParts = partsOf(master);
  const folderCount = master.split('/').length - 1;
  let best: { sourceLocale: string; targets: TargetFile[] } | undefined;
  masterParts.forEach((sourceLocale, at) => {
    // The extension is never the locale part.
    if (!LOCALE_PART.test(sourceLocale) || at === masterParts.length - 1) return;
    const targets: TargetFile[] = [];
    for (const file of files) {
      const parts = partsOf(file);
      const locale = parts[at];
      if (parts.length !== masterParts.length || file.split('/').length - 1 !== folderCount) continue;
      if (locale === undefined || !LOCALE_PART.test(locale) || sameLocale(locale, sourceLocale)) continue;
      if (parts.every((part, index) => index === at || part === masterParts[index])) {
        targets.push({ path: file, locale });
      }
    }
    if (targets.length > (best?.targets.length ?? 0)) best = { sourceLocale, targets };
  });
  return best;
}

/** Masters from the `source-files` globs, and their targets inferred from the repository's files. */
export async function mastersFromRepository(options: {
  workspace: string;
  sourceFiles: readonly string[];
  isIgnored: (file: string) => boolean;
  isSelected: (locale: string) => boolean;
}): Promise<MasterFile[]> {
  const masters = (await findSourceFiles(options.workspace, options.sourceFiles)).filter(
    (file) => !options.isIgnored(file),
  );
  const extensions = [...new Set(masters.map((master) => path.posix.extname(master)))];
  const candidates = await findSourceFiles(
    options.workspace,
    extensions.map((extension) => `**/*${extension}`),
  );
  return masters.map((master) => {
    const inferred = inferTargets(
      master,
      candidates.filter((file) => !masters.includes(file) && !options.isIgnored(file)),
    );
    return {
      path: master,
      id: undefined,
      sourceLocale: inferred?.sourceLocale ?? '',
      targets: (inferred?.targets ?? []).filter((target) => options.isSelected(target.locale)),
    };
  });
}
