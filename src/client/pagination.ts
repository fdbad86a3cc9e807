/**
 * List Strings and List Terms pages. The next page is whatever the `Link` header's rel="next"
 * says: page size "can change at any time", so no page count is ever computed or guessed. The
 * link carries the token, so it is followed only to the service's own origin and base path.
 */
import type { CallContext } from './call.js';
import type { HttpResponse } from './http.js';
import { protocolError } from './readers.js';

export interface Page<T> {
  items: T[];
  /** The page number this page was asked for (1 when the URL had none). */
  page: number;
  /** True when the service linked a next page. */
  hasNext: boolean;
  /** The last page number, when the service sent rel="last". */
  lastPage?: number;
  /** The next page's URL, exactly as linked (internal: used by the iterators). */
  nextUrl?: URL;
}

/** `<url>; rel="next", <url>; rel="last"` to a map of relation to URL text. */
function parseLinkHeader(header: string | undefined): Map<string, string> {
  const links = new Map<string, string>();
  if (header === undefined) return links;
  for (const match of header.matchAll(/<([^>]*)>([^,<]*)/g)) {
    const target = match[1] ?? '';
    const rel = /;\s*rel\s*=\s*"?([^";]+)"?/i.exec(match[2] ?? '')?.[1];
    // One link may carry several relations: rel="next last".
    for (const name of rel?.trim().split(/\s+/) ?? [])
      if (!links.has(name)) links.set(name.toLowerCase(), target);
  }
  return links;
}

function pageOf(url: URL): number {
  const page = Number(url.searchParams.get('page') ?? '1');
  return Number.isInteger(page) && page > 0 ? page : 1;
}

/** Reads the Link header of a list answer; refuses a next link that leaves the service. */
export function readPageLinks(
  response: HttpResponse,
  context: CallContext,
  requestUrl: URL,
  baseUrl: URL,
): Pick<Page<never>, 'page' | 'hasNext' | 'lastPage' | 'nextUrl'> {
  const links = parseLinkHeader(response.headers.link);
  const result: Pick<Page<never>, 'page' | 'hasNext' | 'lastPage' | 'nextUrl'> = {
    page: pageOf(requestUrl),
    hasNext: false,
  };
  const last = links.get('last');
  if (last !== undefined) {
    try {
      result.lastPage = pageOf(new URL(last, requestUrl));
    } catch {
      // A broken rel="last" is only informative; rel="next" decides.
    }
  }
  const next = links.get('next');
  if (next === undefined) return result;
  let nextUrl: URL;
  try {
    nextUrl = new URL(next, requestUrl);
  } catch {
    throw protocolError(context, response, 'a Link rel="next" that is not a URL', next);
  }
  const basePath = `${baseUrl.pathname.replace(/\/+$/, '')}/`;
  if (nextUrl.origin !== baseUrl.origin || !nextUrl.pathname.startsWith(basePath)) {
    // Following it would send the token elsewhere.
    throw protocolError(context, response, 'a Link rel="next" outside the service base URL', nextUrl.origin);
  }
  result.hasNext = true;
  result.nextUrl = nextUrl;
  return result;
}

/**
 * Yields every item of every page, fetching a page only when the previous one is used up.
 * A next link that points back to a page already read would loop forever: it is an error.
 */
export async function* followPages<T>(
  // Built on the first next(), so a missing token rejects the iteration instead of throwing at once.
  firstUrl: () => URL,
  fetchPage: (url: URL) => Promise<Page<T>>,
  loopError: (url: URL) => Error,
): AsyncGenerator<T, void, undefined> {
  const seen = new Set<string>();
  let url: URL | undefined = firstUrl();
  while (url !== undefined) {
    seen.add(url.href);
    const page: Page<T> = await fetchPage(url);
    yield* page.items;
    url = page.nextUrl;
    if (url !== undefined && seen.has(url.href)) throw loopError(url);
  }
}
