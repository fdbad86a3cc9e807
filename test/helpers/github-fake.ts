import { createServer } from 'node:http';
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A scripted answer: a status with optional headers and a JSON (or text) body. */
export interface FakeResponse {
  status: number;
  headers?: Record<string, string>;
  body?: unknown;
  /** As a fault: carry the request out first, then answer with this (a lost answer, as after a 502). */
  afterHandling?: boolean;
}

export interface RecordedRequest {
  method: string;
  /** The path without the fake's prefix and query, e.g. /repos/o/r/pulls. */
  path: string;
  /** The matched route, e.g. `POST /repos/{owner}/{repo}/pulls`; undefined for unknown paths. */
  route: string | undefined;
  query: Record<string, string>;
  body: unknown;
  headers: IncomingHttpHeaders;
}

export interface FakePull {
  number: number;
  owner: string;
  repo: string;
  state: 'open' | 'closed';
  title: string;
  body: string;
  draft: boolean;
  head: string;
  base: string;
  labels: string[];
  assignees: string[];
  reviewers: string[];
  teamReviewers: string[];
}

/** An issue (pull request) comment, as the check's sticky comment needs them. */
export interface FakeComment {
  id: number;
  owner: string;
  repo: string;
  issueNumber: number;
  body: string;
  user: string;
}

export interface GitHubFake {
  /** Pass as Octokit's baseUrl (it includes the pathPrefix, e.g. /api/v3 for GitHub Enterprise). */
  url: string;
  requests: RecordedRequest[];
  /** The fake's pull requests; tests may push one to start from an existing pull request. */
  pulls: FakePull[];
  /** Branch name to head sha, as pull requests report it; deleting a ref removes the entry. */
  branches: Map<string, string>;
  /** Issue comments; tests may push some to start from a busy conversation. */
  comments: FakeComment[];
  /** Answers the next `times` calls to `route` (e.g. `POST /repos/{owner}/{repo}/pulls`) with `response`. */
  fail(route: string, response: FakeResponse, times?: number): void;
  /** Requests that change something (everything except GET). */
  writes(): RecordedRequest[];
  close(): Promise<void>;
}

/** The faults GitHub really sends, in its own words. */
export const githubFaults = {
  notAccessible: { status: 403, body: { message: 'Resource not accessible by integration' } },
  alreadyExists: (owner: string, branch: string): FakeResponse => ({
    status: 422,
    body: {
      message: 'Validation Failed',
      errors: [
        {
          resource: 'PullRequest',
          code: 'custom',
          message: `A pull request already exists for ${owner}:${branch}.`,
        },
      ],
    },
  }),
  secondaryRateLimit: (retryAfterSeconds: number): FakeResponse => ({
    status: 403,
    headers: { 'retry-after': String(retryAfterSeconds) },
    body: {
      message: 'You have exceeded a secondary rate limit. Please wait a few minutes before you try again.',
    },
  }),
  badGateway: { status: 502, body: { message: 'Server Error' } },
} satisfies Record<string, FakeResponse | ((...args: never[]) => FakeResponse)>;

type Handler = (
  params: string[],
  query: Record<string, string>,
  body: Record<string, unknown>,
) => FakeResponse;

export async function startGitHubFake(options: { pathPrefix?: string } = {}): Promise<GitHubFake> {
  const prefix = options.pathPrefix ?? '';
  const requests: RecordedRequest[] = [];
  const pulls: FakePull[] = [];
  const branches = new Map<string, string>();
  const comments: FakeComment[] = [];
  const faults = new Map<string, { response: FakeResponse; remaining: number }>();
  let origin = '';

  const render = (pull: FakePull): Record<string, unknown> => ({
    number: pull.number,
    node_id: `PR_${pull.number}`,
    state: pull.state,
    title: pull.title,
    body: pull.body,
    draft: pull.draft,
    html_url: `${origin}/${pull.owner}/${pull.repo}/pull/${pull.number}`,
    head: {
      ref: pull.head,
      label: `${pull.owner}:${pull.head}`,
      sha: branches.get(pull.head) ?? '0'.repeat(40),
    },
    base: { ref: pull.base },
    labels: pull.labels.map((name) => ({ name })),
    assignees: pull.assignees.map((login) => ({ login })),
    requested_reviewers: pull.reviewers.map((login) => ({ login })),
    requested_teams: pull.teamReviewers.map((slug) => ({ slug })),
  });
  const renderComment = (comment: FakeComment): Record<string, unknown> => ({
    id: comment.id,
    body: comment.body,
    user: { login: comment.user, type: comment.user.endsWith('[bot]') ? 'Bot' : 'User' },
    html_url: `${origin}/${comment.owner}/${comment.repo}/pull/${comment.issueNumber}#issuecomment-${comment.id}`,
  });
  const find = (owner: string, repo: string, number: string): FakePull | undefined =>
    pulls.find((pull) => pull.owner === owner && pull.repo === repo && pull.number === Number(number));
  const notFound: FakeResponse = { status: 404, body: { message: 'Not Found' } };
  const strings = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : []);
  const addUnique = (list: string[], more: string[]): void => {
    for (const item of more) if (!list.includes(item)) list.push(item);
  };

  const routes: [string, Handler][] = [
    [
      'GET /repos/{owner}/{repo}',
      ([owner, repo]) => ({
        status: 200,
        body: { name: repo, full_name: `${owner}/${repo}`, default_branch: 'main' },
      }),
    ],
    [
      'GET /repos/{owner}/{repo}/pulls',
      ([owner, repo], query) => {
        const state = query.state ?? 'open';
        const matches = pulls.filter(
          (pull) =>
            pull.owner === owner &&
            pull.repo === repo &&
            (state === 'all' || pull.state === state) &&
            (query.head === undefined || `${pull.owner}:${pull.head}` === query.head) &&
            (query.base === undefined || pull.base === query.base),
        );
        return { status: 200, body: matches.map(render) };
      },
    ],
    [
      'POST /repos/{owner}/{repo}/pulls',
      ([owner = '', repo = ''], _query, body) => {
        const head = String(body.head);
        const base = String(body.base);
        if (
          pulls.some(
            (pull) =>
              pull.owner === owner &&
              pull.repo === repo &&
              pull.state === 'open' &&
              pull.head === head &&
              pull.base === base,
          )
        ) {
          return githubFaults.alreadyExists(owner, head);
        }
        const pull: FakePull = {
          number: pulls.length + 1,
          owner,
          repo,
          state: 'open',
          title: String(body.title),
          body: typeof body.body === 'string' ? body.body : '',
          draft: body.draft === true,
          head,
          base,
          labels: [],
          assignees: [],
          reviewers: [],
          teamReviewers: [],
        };
        pulls.push(pull);
        return { status: 201, body: render(pull) };
      },
    ],
    [
      'GET /repos/{owner}/{repo}/pulls/{pull_number}',
      ([o = '', r = '', n = '']) => {
        const pull = find(o, r, n);
        return pull ? { status: 200, body: render(pull) } : notFound;
      },
    ],
    [
      'PATCH /repos/{owner}/{repo}/pulls/{pull_number}',
      ([o = '', r = '', n = ''], _query, body) => {
        const pull = find(o, r, n);
        if (!pull) return notFound;
        if (typeof body.title === 'string') pull.title = body.title;
        if (typeof body.body === 'string') pull.body = body.body;
        if (body.state === 'open' || body.state === 'closed') pull.state = body.state;
        return { status: 200, body: render(pull) };
      },
    ],
    [
      'POST /repos/{owner}/{repo}/issues/{issue_number}/labels',
      ([o = '', r = '', n = ''], _q, body) => {
        const pull = find(o, r, n);
        if (!pull) return notFound;
        addUnique(pull.labels, strings(body.labels));
        return { status: 200, body: pull.labels.map((name) => ({ name })) };
      },
    ],
    [
      'POST /repos/{owner}/{repo}/issues/{issue_number}/assignees',
      ([o = '', r = '', n = ''], _q, body) => {
        const pull = find(o, r, n);
        if (!pull) return notFound;
        addUnique(pull.assignees, strings(body.assignees));
        return { status: 201, body: render(pull) };
      },
    ],
    [
      'POST /repos/{owner}/{repo}/pulls/{pull_number}/requested_reviewers',
      ([o = '', r = '', n = ''], _q, body) => {
        const pull = find(o, r, n);
        if (!pull) return notFound;
        addUnique(pull.reviewers, strings(body.reviewers));
        addUnique(pull.teamReviewers, strings(body.team_reviewers));
        return { status: 201, body: render(pull) };
      },
    ],
    [
      'DELETE /repos/{owner}/{repo}/git/refs/{ref}',
      ([, , ref = '']) => {
        const branch = ref.replace(/^heads\//, '');
        if (!branches.delete(branch)) return { status: 422, body: { message: 'Reference does not exist' } };
        return { status: 204 };
      },
    ],
    // Issue comments (the check's sticky comment), paged like GitHub: per_page, page and a Link header.
    [
      'GET /repos/{owner}/{repo}/issues/{issue_number}/comments',
      ([o = '', r = '', n = ''], query) => {
        const all = comments.filter((c) => c.owner === o && c.repo === r && c.issueNumber === Number(n));
        const perPage = Math.min(Number(query.per_page ?? 30), 100);
        const page = Number(query.page ?? 1);
        const last = Math.max(1, Math.ceil(all.length / perPage));
        const link = (to: number) =>
          `<${origin}${prefix}/repos/${o}/${r}/issues/${n}/comments?per_page=${perPage}&page=${to}>`;
        const links = page < last ? { link: `${link(page + 1)}; rel="next", ${link(last)}; rel="last"` } : {};
        return {
          status: 200,
          headers: links,
          body: all.slice((page - 1) * perPage, page * perPage).map(renderComment),
        };
      },
    ],
    [
      'POST /repos/{owner}/{repo}/issues/{issue_number}/comments',
      ([o = '', r = '', n = ''], _q, body) => {
        const comment: FakeComment = {
          id: 1000 + comments.length,
          owner: o,
          repo: r,
          issueNumber: Number(n),
          body: String(body.body),
          user: 'github-actions[bot]',
        };
        comments.push(comment);
        return { status: 201, body: renderComment(comment) };
      },
    ],
    [
      'PATCH /repos/{owner}/{repo}/issues/comments/{comment_id}',
      ([o = '', r = '', id = ''], _q, body) => {
        const comment = comments.find((c) => c.owner === o && c.repo === r && c.id === Number(id));
        if (!comment) return notFound;
        comment.body = String(body.body);
        return { status: 200, body: renderComment(comment) };
      },
    ],
    [
      'POST /graphql',
      (_params, _query, body) => {
        const query = String(body.query);
        const variables = (body.variables ?? {}) as Record<string, unknown>;
        const pull = pulls.find((candidate) => `PR_${candidate.number}` === variables.id);
        if (!pull)
          return {
            status: 200,
            body: { errors: [{ type: 'NOT_FOUND', message: 'Could not resolve to a node' }] },
          };
        const toDraft = query.includes('convertPullRequestToDraft');
        pull.draft = toDraft;
        const field = toDraft ? 'convertPullRequestToDraft' : 'markPullRequestReadyForReview';
        return { status: 200, body: { data: { [field]: { pullRequest: { isDraft: pull.draft } } } } };
      },
    ],
  ];
  const matchers = routes.map(([route, handler]) => {
    const [method = '', template = ''] = route.split(' ');
    const pattern = template
      .replace(/[.*+?^$()|[\]\\]/g, '\\$&')
      .replace(/\{ref\}/, '(.+)')
      .replace(/\{[a-z_]+\}/g, '([^/]+)');
    return { route, method, regex: new RegExp(`^${pattern}$`), handler };
  });

  const handle = async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    const url = new URL(request.url ?? '/', origin);
    // GitHub Enterprise serves GraphQL at /api/graphql next to the REST prefix /api/v3.
    let path = url.pathname.startsWith(prefix) ? url.pathname.slice(prefix.length) : url.pathname;
    if (prefix !== '' && url.pathname === prefix.replace(/\/v3$/, '/graphql')) path = '/graphql';
    const method = request.method ?? 'GET';
    const query = Object.fromEntries(url.searchParams);
    let body: unknown = undefined;
    try {
      body = text.length > 0 ? JSON.parse(text) : undefined;
    } catch {
      body = text;
    }
    const matched = matchers.find(
      (candidate) => candidate.method === method && candidate.regex.exec(path) !== null,
    );
    requests.push({ method, path, route: matched?.route, query, body, headers: request.headers });

    let answer: FakeResponse = { status: 404, body: { message: 'Not Found' } };
    const fault = matched ? faults.get(matched.route) : undefined;
    const faulted = matched !== undefined && fault !== undefined && fault.remaining > 0;
    if (matched && (!faulted || fault?.response.afterHandling === true)) {
      const params = (matched.regex.exec(path) ?? []).slice(1).map((part) => decodeURIComponent(part));
      answer = matched.handler(
        params,
        query,
        (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>,
      );
    }
    if (faulted) {
      fault.remaining -= 1;
      answer = fault.response;
    }
    const payload =
      answer.body === undefined
        ? ''
        : typeof answer.body === 'string'
          ? answer.body
          : JSON.stringify(answer.body);
    response.writeHead(answer.status, {
      'content-type': 'application/json; charset=utf-8',
      ...answer.headers,
    });
    response.end(payload);
  };

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      response.writeHead(500).end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: `${origin}${prefix}`,
    requests,
    pulls,
    branches,
    comments,
    fail(route, response, times = 1) {
      if (!matchers.some((candidate) => candidate.route === route))
        throw new Error(`The GitHub fake has no route ${route}`);
      faults.set(route, { response, remaining: times });
    },
    writes: () => requests.filter((request) => request.method !== 'GET'),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
