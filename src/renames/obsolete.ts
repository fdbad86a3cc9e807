import type { Project } from '../client/models.js';
import type { RenameReport, RenameStrings } from './on-service.js';

/**
 * The Obsolete strings the service holds (issue 59): strings whose key left a master. The service
 * keeps them with their translations, and a key added again under such a name brings them back;
 * nothing here deletes one. One request, the first page of List Strings with
 * `filters[status]=obsolete`, made only by a push that makes strings Obsolete or brings one back:
 * a sync with nothing to do stays one request.
 */

export interface ObsoleteReport {
  /** Obsolete strings on the first page; with `more`, the service holds more than these. */
  readonly count: number;
  readonly more: boolean;
  /** The last page's number, when the service linked it: the count is then about pages × page size. */
  readonly lastPage?: number;
  /** The oldest few, by when they last changed (becoming Obsolete is such a change). */
  readonly oldest: readonly {
    readonly key: string;
    readonly file: string | undefined;
    readonly since: string;
  }[];
}

/** Obsolete strings named in the report; the count covers the rest. */
const NAMED = 5;

/**
 * Counted when the push makes strings Obsolete (a key left, and no rename keeps it) or brings one
 * back: a push that only adds keys or changes texts does not ask.
 */
export async function obsoleteReport(
  strings: RenameStrings,
  project: Project,
  renames: RenameReport | undefined,
): Promise<ObsoleteReport | undefined> {
  if (renames === undefined || (renames.obsoleted.length === 0 && renames.reAdded.length === 0))
    return undefined;
  const page = await strings.listPage({ filters: { status: 'obsolete' } }, 1);
  const names = new Map(project.projectFiles.map((file) => [file.id, file.name]));
  const oldest = [...page.items]
    .sort((a, b) => (a.updatedAt < b.updatedAt ? -1 : a.updatedAt > b.updatedAt ? 1 : a.id - b.id))
    .slice(0, NAMED)
    .map((record) => ({
      key: record.key,
      file: record.fileId === null ? undefined : names.get(record.fileId),
      since: record.updatedAt,
    }));
  return {
    count: page.items.length,
    more: page.hasNext,
    ...(page.lastPage === undefined ? {} : { lastPage: page.lastPage }),
    oldest,
  };
}
