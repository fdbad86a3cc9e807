/**
 * Pages of List Strings and List Terms, and their `Link` header (the spec's Limits): relations
 * `next`, `last`, `first`, `prev`, each present only when it applies, as GitHub does: page 1 has
 * `next` and `last`, the last page `first` and `prev`, a single page no header at all.
 */
import { HttpError, type EmulatorRequest } from '../router.js';

/** The spec's page size for both lists. */
const PAGE_SIZE = 250;

interface Page<T> {
  items: T[];
  /** The `Link` header value; undefined when no relation applies. */
  link: string | undefined;
}

/** The 1-based `page` query parameter; 400 when it is given but not a positive integer. */
function requestedPage(query: URLSearchParams): number {
  const raw = query.get('page');
  if (raw === null || raw === '') return 1;
  if (!/^\d+$/.test(raw) || Number(raw) < 1) {
    // Strict on purpose (docs/decisions.md): a client sending page=0 or page=abc has a bug.
    throw new HttpError(400, `page must be a positive integer, got "${raw}"`);
  }
  return Number(raw);
}

export function paginate<T>(
  request: EmulatorRequest,
  all: readonly T[],
  pageSize: number = PAGE_SIZE,
): Page<T> {
  const page = requestedPage(request.query);
  const lastPage = Math.max(1, Math.ceil(all.length / pageSize));
  const items = all.slice((page - 1) * pageSize, page * pageSize);
  const relations: [string, number][] = [];
  if (page < lastPage) relations.push(['next', page + 1], ['last', lastPage]);
  if (page > 1) relations.push(['first', 1], ['prev', page - 1]);
  const link =
    relations.length === 0
      ? undefined
      : relations.map(([rel, target]) => `<${pageUrl(request, target)}>; rel="${rel}"`).join(', ');
  return { items, link };
}

/**
 * The absolute URL of another page: the request's own path and query, parameters kept byte for
 * byte in their order (so `filters[key]` stays as the client wrote it), with `page` replaced.
 */
function pageUrl(request: EmulatorRequest, page: number): string {
  const questionMark = request.url.indexOf('?');
  const path = questionMark === -1 ? request.url : request.url.slice(0, questionMark);
  const query = questionMark === -1 ? '' : request.url.slice(questionMark + 1);
  const parts = query === '' ? [] : query.split('&');
  let replaced = false;
  const kept: string[] = [];
  for (const part of parts) {
    if (parameterName(part) !== 'page') {
      kept.push(part);
    } else if (!replaced) {
      kept.push(`page=${page}`);
      replaced = true;
    }
  }
  if (!replaced) kept.push(`page=${page}`);
  return `${request.context.baseUrl}${path}?${kept.join('&')}`;
}

function parameterName(part: string): string {
  const name = part.split('=')[0] ?? '';
  try {
    return decodeURIComponent(name.replace(/\+/g, ' '));
  } catch {
    return name;
  }
}
