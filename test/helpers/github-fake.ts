import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { answerAutoMerge, type FakeMergeMethod } from './github-fake-auto-merge.js';
import { checkGraphQL, githubOpenApi, type MatchedOperation } from './github-openapi.js';

/**
 * A local GitHub that cannot lie: every request is matched to an operation of GitHub's official
 * OpenAPI description (`@octokit/openapi`) and checked against its parameters and request body
 * schema, GraphQL against `@octokit/graphql-schema`, and every answer the fake makes is checked
 * against the documented response schema. A violation is recorded in `violations`, answered the
 * way GitHub answers it (404 for an unknown route, 422 for an invalid body), and fails the test
 * when the fake is closed. It models what GitHub refuses: reviewers all or nothing, labels that
 * only `issues: write` may create, comment authors, real ref deletion, and, with `git`, one
 * repository behind both the Git Database API and git over HTTP at `${origin}/OWNER/REPO.git`.
 */

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
  /** The path as it came, prefix included, e.g. /api/v3/repos/o/r/pulls. */
  received: string;
  /** The matched operation, e.g. `POST /repos/{owner}/{repo}/pulls`; undefined for unknown paths. */
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
  /** Who opened it: the token's identity when the fake creates it. Default `github-actions[bot]`. */
  author?: string;
  /** Set by the merge route: when, and the commit the merge made on the base (GitHub's merge_commit_sha). */
  mergedAt?: string;
  mergeCommitSha?: string;
  /** The head's sha when the pull request was closed or merged: GitHub keeps it, whatever the branch does next. */
  closedHeadSha?: string;
  /** A pull request from a fork: the fork's `owner/repo` and its head commit (refs/pull/N/head). */
  fork?: { fullName: string; headSha: string };
  /** Auto-merge, when enablePullRequestAutoMerge turned it on (github-fake-auto-merge.ts). */
  autoMerge?: { mergeMethod: FakeMergeMethod };
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

/** A reaction to an issue comment, as POST …/issues/comments/{comment_id}/reactions made it. */
export interface FakeReaction {
  commentId: number;
  content: string;
  user: string;
}

/** A person's role on the repository (GitHub's repository roles). */
export type FakeRole = 'admin' | 'maintain' | 'write' | 'triage' | 'read';

/** The token's repository permissions that the fake enforces (GitHub's `permissions:` keys). */
export interface FakePermissions {
  issues?: 'read' | 'write';
  /** Default `write`: what opening the pull request needs. */
  pullRequests?: 'read' | 'write';
}

export interface GitHubFakeOptions {
  /** GitHub Enterprise's `/api/v3`; GraphQL is then served at `/api/graphql`. */
  pathPrefix?: string;
  /**
   * The origin the fake's URLs and links name (e.g. https://ghes.invalid behind a TLS front and a
   * proxy); default its own http://127.0.0.1:PORT.
   */
  origin?: string;
  /**
   * The token's identity: `github-actions[bot]` (the default) is GITHUB_TOKEN, which GET /user
   * refuses and which cannot request team reviewers; any other login is a user's token.
   */
  login?: string;
  /** Default `{ issues: 'read' }`: the README's permissions, which cannot create labels. */
  permissions?: FakePermissions;
  /** Users who may be asked to review; unset: anyone but the author. */
  collaborators?: string[];
  /**
   * Roles for GET …/collaborators/{username}/permission; anyone else may read (a public
   * repository), as GitHub answers for a user who is not a collaborator.
   */
  roles?: Record<string, FakeRole>;
  /** The repository's "Allow auto-merge"; off by default, as GitHub's is. */
  allowAutoMerge?: boolean;
  /** Pull requests could be merged at once (no required checks): GitHub refuses auto-merge then. */
  mergeableAtOnce?: boolean;
  /** Labels the repository already has (any label may be applied; only these exist up front). */
  labels?: string[];
  /**
   * A bare repository that is the repository on GitHub: refs, the Git Database API and git over
   * HTTP (`${origin}/OWNER/REPO.git`, Basic auth with `token`) all read and write it.
   */
  git?: { dir: string; token?: string };
}

export interface GitHubFake {
  /** Pass as Octokit's baseUrl (it includes the pathPrefix, e.g. /api/v3 for GitHub Enterprise). */
  url: string;
  /** The server root, as GITHUB_SERVER_URL; with `git`, clone URLs are `${origin}/OWNER/REPO.git`. */
  origin: string;
  /** The port it listens on at 127.0.0.1, what a TLS front in front of it forwards to. */
  port: number;
  requests: RecordedRequest[];
  /** Every request or answer that breaks GitHub's description; close() fails when there is one. */
  violations: string[];
  /** The fake's pull requests; tests may push one to start from an existing pull request. */
  pulls: FakePull[];
  /** Branch name to head sha; with `git`, read from and written to the bare repository. */
  branches: Map<string, string>;
  /** Issue comments; tests may push some to start from a busy conversation. */
  comments: FakeComment[];
  /** Reactions to issue comments, in the order they were made. */
  reactions: FakeReaction[];
  /** The repository's labels; adding a missing one creates it only with `issues: write`. */
  labels: Set<string>;
  /** Commits created through POST git/commits: GitHub signs these (verified). */
  apiCommits: Set<string>;
  /** Answers the next `times` calls to `route` (e.g. `POST /repos/{owner}/{repo}/pulls`) with `response`. */
  fail(route: string, response: FakeResponse, times?: number): void;
  /**
   * Holds the next `git push` over HTTP once its request has arrived, before git takes it in:
   * `reached` settles then, and the push goes on (or finds its client gone) after release().
   */
  holdNextPush(): { reached: Promise<void>; release: () => void; finished: Promise<void> };
  /** Holds the next call to `route` unanswered until release(): a slow GitHub. `reached` settles when it arrives. */
  holdNext(route: string): { reached: Promise<void>; release: () => void };
  /** Requests that change something (everything except GET). */
  writes(): RecordedRequest[];
  /** Throws when a request or answer broke GitHub's description. */
  assertNoViolations(): void;
  /** Stops the server; throws (failing the test's teardown) when there were violations. */
  close(): Promise<void>;
}

const DOCS = 'https://docs.github.com/rest';
/** GitHub's limit on a pull request's or a comment's body, in characters. */
const BODY_LIMIT = 65_536;
const GITHUB_TOKEN_LOGIN = 'github-actions[bot]';

/** The faults GitHub really sends, in its own words. */
export const githubFaults = {
  notAccessible: {
    status: 403,
    body: { message: 'Resource not accessible by integration', documentation_url: DOCS },
  },
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
      documentation_url: `${DOCS}/pulls/pulls#create-a-pull-request`,
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

type Params = Record<string, string>;
type Handler = (params: Params, query: Record<string, string>, body: Record<string, unknown>) => FakeResponse;

const GRAPHQL_ROUTE = 'POST /graphql';

/** Branches kept in the bare repository when there is one, so a push and the API agree. */
class GitBranches extends Map<string, string> {
  constructor(private readonly git: (args: string[]) => string) {
    super();
  }
  override get(name: string): string | undefined {
    const sha = this.git(['for-each-ref', '--format=%(objectname)', `refs/heads/${name}`]).trim();
    return sha === '' ? undefined : sha;
  }
  override has(name: string): boolean {
    return this.get(name) !== undefined;
  }
  override set(name: string, sha: string): this {
    this.git(['update-ref', `refs/heads/${name}`, sha]);
    return this;
  }
  override delete(name: string): boolean {
    if (!this.has(name)) return false;
    this.git(['update-ref', '-d', `refs/heads/${name}`]);
    return true;
  }
}

/**
 * A merge as GitHub makes it: `merge` a commit with both parents, `squash` one commit of the
 * merged tree on the base, `rebase` each of the head's commits replayed on the base, committed by
 * GitHub. The merged tree comes from `git merge-tree`; undefined on a conflict.
 */
function mergeCommits(
  git: (args: string[], input?: string | Buffer, env?: Record<string, string>) => string,
  method: string,
  base: string,
  head: string,
  pull: FakePull,
  login: string,
): string | undefined {
  const env: Record<string, string> = {
    GIT_AUTHOR_NAME: login,
    GIT_AUTHOR_EMAIL: `${login}@users.noreply.github.com`,
    GIT_COMMITTER_NAME: 'GitHub',
    GIT_COMMITTER_EMAIL: 'noreply@github.com',
  };
  const commit = (tree: string, parents: string[], message: string, author = env): string =>
    git(
      ['commit-tree', '--no-gpg-sign', ...parents.flatMap((parent) => ['-p', parent]), '-F', '-', tree],
      message,
      author,
    ).trim();
  if (method === 'rebase') {
    // Each commit's own change applied on the new base in a throwaway index (git 2.39 has no
    // `merge-tree --merge-base`).
    let onto = base;
    const folder = mkdtempSync(join(tmpdir(), 'github-fake-rebase-'));
    try {
      const commits = git(['rev-list', '--reverse', '--topo-order', head, '--not', base]).split('\n');
      for (const sha of commits.filter((line) => line !== '')) {
        const index = { GIT_INDEX_FILE: join(folder, 'index') };
        git(['read-tree', onto], undefined, index);
        const patch = git(['diff', '--binary', '--full-index', `${sha}^`, sha]);
        if (patch !== '') {
          try {
            git(['apply', '--cached'], patch, index);
          } catch {
            return undefined;
          }
        }
        const tree = git(['write-tree'], undefined, index).trim();
        const [name = '', email = '', date = ''] = git(['log', '-1', '--format=%an%x00%ae%x00%aI', sha])
          .trim()
          .split('\0');
        const message = git(['log', '-1', '--format=%B', sha]);
        const author = { ...env, GIT_AUTHOR_NAME: name, GIT_AUTHOR_EMAIL: email, GIT_AUTHOR_DATE: date };
        onto = commit(tree, [onto], message, author);
      }
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
    return onto;
  }
  let merged: string;
  try {
    merged = git(['merge-tree', '--write-tree', base, head]).trim().split('\n')[0] ?? '';
  } catch {
    return undefined; // a conflict
  }
  if (method === 'squash') return commit(merged, [base], `${pull.title} (#${pull.number})\n`);
  return commit(
    merged,
    [base, head],
    `Merge pull request #${pull.number} from ${pull.owner}/${pull.head}\n\n${pull.title}\n`,
  );
}

export async function startGitHubFake(options: GitHubFakeOptions = {}): Promise<GitHubFake> {
  const api = githubOpenApi();
  const prefix = options.pathPrefix ?? '';
  const login = options.login ?? GITHUB_TOKEN_LOGIN;
  const isGitHubToken = login === GITHUB_TOKEN_LOGIN;
  const canWriteIssues = options.permissions?.issues === 'write';
  const requests: RecordedRequest[] = [];
  const violations: string[] = [];
  const pulls: FakePull[] = [];
  const comments: FakeComment[] = [];
  const reactions: FakeReaction[] = [];
  const labels = new Set(options.labels ?? []);
  const apiCommits = new Set<string>();
  const faults = new Map<string, { response: FakeResponse; remaining: number }>();
  let pushHold: { reach: () => void; released: Promise<void>; finish: () => void } | undefined;
  const routeHolds = new Map<string, { reach: () => void; released: Promise<void> }>();
  let origin = '';

  const gitDir = options.git?.dir;
  const git = (args: string[], input?: string | Buffer, env: Record<string, string> = {}): string => {
    if (gitDir === undefined) throw new Error('The GitHub fake has no repository (start it with `git`).');
    return execFileSync('git', args, {
      cwd: gitDir,
      input,
      env: { ...process.env, GIT_CONFIG_NOSYSTEM: '1', ...env },
      maxBuffer: 256 * 1024 * 1024,
      encoding: 'utf8',
    });
  };
  const branches: Map<string, string> =
    gitDir === undefined ? new Map<string, string>() : new GitBranches((args) => git(args));

  const url = (path: string): string => `${origin}${prefix}${path}`;
  const user = (name: string): Record<string, unknown> => ({
    login: name,
    type: name.endsWith('[bot]') ? 'Bot' : 'User',
  });
  const renderRepo = (fullName: string): Record<string, unknown> => {
    const [owner = '', name = ''] = fullName.split('/');
    return { name, full_name: fullName, owner: user(owner), default_branch: 'main' };
  };
  const render = (pull: FakePull): Record<string, unknown> => ({
    number: pull.number,
    node_id: `PR_${pull.number}`,
    state: pull.state,
    title: pull.title,
    body: pull.body,
    draft: pull.draft,
    url: url(`/repos/${pull.owner}/${pull.repo}/pulls/${pull.number}`),
    html_url: `${origin}/${pull.owner}/${pull.repo}/pull/${pull.number}`,
    user: user(pull.author ?? GITHUB_TOKEN_LOGIN),
    head: {
      ref: pull.head,
      label: `${(pull.fork?.fullName ?? pull.owner).split('/')[0] ?? ''}:${pull.head}`,
      sha: pull.closedHeadSha ?? pull.fork?.headSha ?? branches.get(pull.head) ?? '0'.repeat(40),
      repo: renderRepo(pull.fork?.fullName ?? `${pull.owner}/${pull.repo}`),
    },
    merged_at: pull.mergedAt ?? null,
    merge_commit_sha: pull.mergeCommitSha ?? null,
    ...(pull.mergedAt === undefined ? {} : { closed_at: pull.mergedAt }),
    base: {
      ref: pull.base,
      label: `${pull.owner}:${pull.base}`,
      sha: branches.get(pull.base) ?? '0'.repeat(40),
      repo: renderRepo(`${pull.owner}/${pull.repo}`),
    },
    labels: pull.labels.map((name) => ({ name })),
    assignees: pull.assignees.map((name) => user(name)),
    requested_reviewers: pull.reviewers.map((name) => user(name)),
    requested_teams: pull.teamReviewers.map((slug) => ({ slug, name: slug })),
  });
  const renderComment = (comment: FakeComment): Record<string, unknown> => ({
    id: comment.id,
    body: comment.body,
    user: user(comment.user),
    html_url: `${origin}/${comment.owner}/${comment.repo}/pull/${comment.issueNumber}#issuecomment-${comment.id}`,
  });
  const find = (params: Params): FakePull | undefined =>
    pulls.find(
      (pull) =>
        pull.owner === params.owner &&
        pull.repo === params.repo &&
        pull.number === Number(params.pull_number ?? params.issue_number),
    );
  const notFound: FakeResponse = { status: 404, body: { message: 'Not Found', documentation_url: DOCS } };
  const validationFailed = (message: string, code = 'invalid'): FakeResponse => ({
    status: 422,
    body: {
      message: 'Validation Failed',
      errors: [{ resource: 'Issue', code, message }],
      documentation_url: DOCS,
    },
  });
  // GitHub refuses a body over 65,536 characters (counted as Ruby counts them: code points) with
  // 422; the OpenAPI description does not say so, so the fake records it as a violation too.
  const tooLong = (route: string, resource: string, body: unknown): FakeResponse | undefined => {
    const length = typeof body === 'string' ? Array.from(body).length : 0;
    if (length <= BODY_LIMIT) return undefined;
    violations.push(`${route}: a body of ${length} characters (GitHub takes ${BODY_LIMIT})`);
    return {
      status: 422,
      body: {
        message: 'Validation Failed',
        errors: [
          {
            resource,
            code: 'custom',
            field: 'body',
            message: `body is too long (maximum is ${BODY_LIMIT} characters)`,
          },
        ],
        documentation_url: DOCS,
      },
    };
  };
  const strings = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : []);
  const addUnique = (list: string[], more: string[]): void => {
    for (const item of more) if (!list.includes(item)) list.push(item);
  };
  const noGit = (): FakeResponse | undefined =>
    gitDir === undefined
      ? {
          status: 404,
          body: { message: 'The GitHub fake was started without `git`', documentation_url: DOCS },
        }
      : undefined;
  const objectType = (sha: string): string | undefined => {
    try {
      return git(['cat-file', '-t', sha]).trim();
    } catch {
      return undefined;
    }
  };
  const renderRef = (ref: string, sha: string): Record<string, unknown> => ({
    ref: `refs/${ref}`,
    node_id: `REF_${ref}`,
    url: url(`/repos/o/r/git/refs/${ref}`),
    object: { type: 'commit', sha, url: url(`/repos/o/r/git/commits/${sha}`) },
  });

  const routes: [string, Handler][] = [
    [
      'GET /user',
      // An installation token (GITHUB_TOKEN, a GitHub App's) is no user: GitHub answers 403.
      () =>
        isGitHubToken
          ? githubFaults.notAccessible
          : { status: 200, body: { ...user(login), id: 1, node_id: 'U_1' } },
    ],
    [
      'GET /repos/{owner}/{repo}',
      ({ owner, repo }) => ({
        status: 200,
        body: {
          name: repo,
          full_name: `${owner}/${repo}`,
          default_branch: 'main',
          owner: user(owner ?? ''),
          allow_auto_merge: options.allowAutoMerge === true,
        },
      }),
    ],
    [
      'GET /repos/{owner}/{repo}/pulls',
      ({ owner, repo }, query) => {
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
      ({ owner = '', repo = '' }, _query, body) => {
        const refused = tooLong('POST /repos/{owner}/{repo}/pulls', 'PullRequest', body.body);
        if (refused !== undefined) return refused;
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
        if (gitDir !== undefined && !branches.has(head))
          return validationFailed(`head: ${head} does not exist`, 'invalid');
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
          author: login,
        };
        pulls.push(pull);
        return { status: 201, body: render(pull) };
      },
    ],
    [
      'GET /repos/{owner}/{repo}/pulls/{pull_number}',
      (params) => {
        const pull = find(params);
        return pull
          ? { status: 200, body: { ...render(pull), merged: pull.mergedAt !== undefined } }
          : notFound;
      },
    ],
    [
      'PUT /repos/{owner}/{repo}/pulls/{pull_number}/merge',
      // The three ways GitHub merges, carried out on the bare repository, so git and the API agree.
      (params, _q, body) => {
        const missing = noGit();
        if (missing) return missing;
        const pull = find(params);
        if (!pull) return notFound;
        if (pull.state !== 'open')
          return { status: 405, body: { message: 'Pull Request is not mergeable', documentation_url: DOCS } };
        const head = branches.get(pull.head);
        const base = branches.get(pull.base);
        if (head === undefined || base === undefined) return notFound;
        if (typeof body.sha === 'string' && body.sha !== head)
          return {
            status: 409,
            body: {
              message: 'Head branch was modified. Review and try the merge again.',
              documentation_url: DOCS,
            },
          };
        const method = typeof body.merge_method === 'string' ? body.merge_method : 'merge';
        const merged = mergeCommits(git, method, base, head, pull, login);
        if (merged === undefined)
          return { status: 405, body: { message: 'Merge conflict', documentation_url: DOCS } };
        branches.set(pull.base, merged);
        pull.state = 'closed';
        pull.closedHeadSha = head;
        pull.mergedAt = new Date().toISOString();
        pull.mergeCommitSha = merged;
        return {
          status: 200,
          body: { sha: merged, merged: true, message: 'Pull Request successfully merged' },
        };
      },
    ],
    [
      'PATCH /repos/{owner}/{repo}/pulls/{pull_number}',
      (params, _query, body) => {
        const pull = find(params);
        if (!pull) return notFound;
        const refused = tooLong('PATCH /repos/{owner}/{repo}/pulls/{pull_number}', 'PullRequest', body.body);
        if (refused !== undefined) return refused;
        if (body.state === 'open' && pull.mergedAt !== undefined)
          return validationFailed('state cannot be changed. The pull request has been merged.');
        if (typeof body.title === 'string') pull.title = body.title;
        if (typeof body.body === 'string') pull.body = body.body;
        const head = branches.get(pull.head);
        if (body.state === 'closed' && pull.state === 'open' && head !== undefined) pull.closedHeadSha = head;
        if (body.state === 'open') delete pull.closedHeadSha;
        if (body.state === 'open' || body.state === 'closed') pull.state = body.state;
        return { status: 200, body: { ...render(pull), merged: pull.mergedAt !== undefined } };
      },
    ],
    [
      'POST /repos/{owner}/{repo}/issues/{issue_number}/labels',
      (params, _q, body) => {
        const pull = find(params);
        if (!pull) return notFound;
        const wanted = strings(body.labels);
        // Applying a label that does not exist creates it, which takes `issues: write`.
        if (wanted.some((name) => !labels.has(name)) && !canWriteIssues) return githubFaults.notAccessible;
        for (const name of wanted) labels.add(name);
        addUnique(pull.labels, wanted);
        return { status: 200, body: pull.labels.map((name) => ({ name })) };
      },
    ],
    [
      'POST /repos/{owner}/{repo}/issues/{issue_number}/assignees',
      (params, _q, body) => {
        const pull = find(params);
        if (!pull) return notFound;
        addUnique(pull.assignees, strings(body.assignees));
        return { status: 201, body: { ...render(pull), pull_request: { url: render(pull).url } } };
      },
    ],
    [
      'POST /repos/{owner}/{repo}/pulls/{pull_number}/requested_reviewers',
      (params, _q, body) => {
        const pull = find(params);
        if (!pull) return notFound;
        const reviewers = strings(body.reviewers);
        const teams = strings(body.team_reviewers);
        // All or nothing, as on GitHub: one reviewer that cannot be asked refuses the whole call.
        if (reviewers.includes(pull.author ?? GITHUB_TOKEN_LOGIN))
          return validationFailed('Review cannot be requested from pull request author.');
        const strangers = reviewers.filter((name) => options.collaborators?.includes(name) === false);
        if (strangers.length > 0)
          return validationFailed(
            'Reviews may only be requested from collaborators. One or more of the users or teams you specified is not a collaborator of the repository.',
          );
        if (teams.length > 0 && isGitHubToken)
          return validationFailed(
            'Reviews may only be requested from collaborators. One or more of the teams you specified is not a collaborator of the repository.',
          );
        addUnique(pull.reviewers, reviewers);
        addUnique(pull.teamReviewers, teams);
        return { status: 201, body: render(pull) };
      },
    ],
    [
      'GET /repos/{owner}/{repo}/git/ref/{ref}',
      (params) => {
        const missing = noGit();
        if (missing) return missing;
        const name = (params.ref ?? '').replace(/^heads\//, '');
        const sha = branches.get(name);
        return sha === undefined ? notFound : { status: 200, body: renderRef(params.ref ?? '', sha) };
      },
    ],
    [
      'POST /repos/{owner}/{repo}/git/refs',
      (_params, _q, body) => {
        const missing = noGit();
        if (missing) return missing;
        const ref = String(body.ref);
        const sha = String(body.sha);
        if (!ref.startsWith('refs/heads/')) return validationFailed('Reference name is not a branch');
        const name = ref.slice('refs/heads/'.length);
        if (branches.has(name)) return validationFailed('Reference already exists', 'already_exists');
        if (objectType(sha) !== 'commit') return validationFailed('Object does not exist');
        branches.set(name, sha);
        return { status: 201, body: renderRef(ref.slice('refs/'.length), sha) };
      },
    ],
    [
      'PATCH /repos/{owner}/{repo}/git/refs/{ref}',
      (params, _q, body) => {
        const missing = noGit();
        if (missing) return missing;
        const ref = params.ref ?? '';
        const name = ref.replace(/^heads\//, '');
        const current = branches.get(name);
        const sha = String(body.sha);
        if (current === undefined) return validationFailed('Reference does not exist');
        if (objectType(sha) !== 'commit') return validationFailed('Object does not exist');
        if (body.force !== true) {
          try {
            git(['merge-base', '--is-ancestor', current, sha]);
          } catch {
            return validationFailed('Update is not a fast forward');
          }
        }
        branches.set(name, sha);
        return { status: 200, body: renderRef(ref, sha) };
      },
    ],
    [
      'DELETE /repos/{owner}/{repo}/git/refs/{ref}',
      ({ ref = '' }) => {
        const branch = ref.replace(/^heads\//, '');
        if (!branches.delete(branch))
          return { status: 422, body: { message: 'Reference does not exist', documentation_url: DOCS } };
        return { status: 204 };
      },
    ],
    [
      'POST /repos/{owner}/{repo}/git/blobs',
      (_params, _q, body) => {
        const missing = noGit();
        if (missing) return missing;
        const content = String(body.content);
        const bytes =
          body.encoding === 'base64' ? Buffer.from(content, 'base64') : Buffer.from(content, 'utf8');
        const sha = git(['hash-object', '-w', '--stdin'], bytes).trim();
        return { status: 201, body: { sha, url: url(`/repos/o/r/git/blobs/${sha}`) } };
      },
    ],
    [
      'POST /repos/{owner}/{repo}/git/trees',
      (_params, _q, body) => {
        const missing = noGit();
        if (missing) return missing;
        const index = join(mkdtempSync(join(tmpdir(), 'github-fake-index-')), 'index');
        const env = { GIT_INDEX_FILE: index };
        try {
          if (typeof body.base_tree === 'string') {
            if (objectType(body.base_tree) !== 'tree')
              return validationFailed('base_tree is not a valid tree');
            git(['read-tree', body.base_tree], undefined, env);
          } else git(['read-tree', '--empty'], undefined, env);
          const entries = Array.isArray(body.tree) ? (body.tree as Record<string, unknown>[]) : [];
          if (entries.some((entry) => typeof entry.sha === 'string' && typeof entry.content === 'string'))
            return validationFailed('Use either sha or content, not both');
          // Inline contents become blobs in one git call, as GitHub writes them.
          const folder = join(index, '..');
          const contents = entries.filter((entry) => typeof entry.content === 'string');
          contents.forEach((entry, position) =>
            writeFileSync(join(folder, `blob-${position}`), String(entry.content)),
          );
          const written =
            contents.length === 0
              ? []
              : git(
                  ['hash-object', '-w', '--stdin-paths'],
                  contents.map((_entry, position) => join(folder, `blob-${position}`)).join('\n'),
                )
                  .trim()
                  .split('\n');
          const shas = entries.map((entry) =>
            typeof entry.content === 'string'
              ? (written[contents.indexOf(entry)] ?? '')
              : typeof entry.sha === 'string'
                ? entry.sha
                : null,
          );
          const known = shas.filter((sha): sha is string => sha !== null);
          const types =
            known.length === 0
              ? []
              : git(['cat-file', '--batch-check=%(objecttype)'], `${known.join('\n')}\n`)
                  .trim()
                  .split('\n');
          const lines: string[] = [];
          for (const [position, entry] of entries.entries()) {
            const path = String(entry.path);
            const sha = shas[position] ?? null;
            if (sha === null) {
              lines.push(`0 ${'0'.repeat(40)}\t${path}`);
              continue;
            }
            if (types[known.indexOf(sha)] !== entry.type)
              return validationFailed(`tree.sha ${sha} is not a valid ${String(entry.type)}`);
            lines.push(`${String(entry.mode)} ${sha}\t${path}`);
          }
          if (lines.length > 0) git(['update-index', '--index-info'], `${lines.join('\n')}\n`, env);
          const sha = git(['write-tree'], undefined, env).trim();
          return {
            status: 201,
            body: { sha, url: url(`/repos/o/r/git/trees/${sha}`), tree: [], truncated: false },
          };
        } finally {
          rmSync(join(index, '..'), { recursive: true, force: true });
        }
      },
    ],
    [
      'POST /repos/{owner}/{repo}/git/commits',
      (_params, _q, body) => {
        const missing = noGit();
        if (missing) return missing;
        const tree = String(body.tree);
        const parents = strings(body.parents);
        if (objectType(tree) !== 'tree' || parents.some((parent) => objectType(parent) !== 'commit'))
          return validationFailed('Tree or parent does not exist');
        const author = (body.author ?? {}) as Record<string, string>;
        // GitHub commits as itself and signs the commit: that is what makes it Verified.
        const sha = git(
          ['commit-tree', '--no-gpg-sign', ...parents.flatMap((parent) => ['-p', parent]), '-F', '-', tree],
          String(body.message),
          {
            GIT_AUTHOR_NAME: author.name ?? login,
            GIT_AUTHOR_EMAIL: author.email ?? `${login}@users.noreply.github.com`,
            GIT_COMMITTER_NAME: 'GitHub',
            GIT_COMMITTER_EMAIL: 'noreply@github.com',
          },
        ).trim();
        apiCommits.add(sha);
        return {
          status: 201,
          body: {
            sha,
            node_id: `C_${sha}`,
            url: url(`/repos/o/r/git/commits/${sha}`),
            html_url: `${origin}/o/r/commit/${sha}`,
            message: String(body.message),
            tree: { sha: tree, url: url(`/repos/o/r/git/trees/${tree}`) },
            parents: parents.map((parent) => ({
              sha: parent,
              url: url(`/repos/o/r/git/commits/${parent}`),
              html_url: `${origin}/o/r/commit/${parent}`,
            })),
            committer: { name: 'GitHub', email: 'noreply@github.com', date: new Date().toISOString() },
            author: { name: author.name ?? login, email: author.email ?? '', date: new Date().toISOString() },
            verification: {
              verified: true,
              reason: 'valid',
              signature: null,
              payload: null,
              verified_at: new Date().toISOString(),
            },
          },
        };
      },
    ],
    // Issue comments (the check's sticky comment), paged like GitHub: per_page, page and a Link header.
    [
      'GET /repos/{owner}/{repo}/issues/{issue_number}/comments',
      ({ owner: o = '', repo: r = '', issue_number: n = '' }, query) => {
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
      ({ owner: o = '', repo: r = '', issue_number: n = '' }, _q, body) => {
        const refused = tooLong(
          'POST /repos/{owner}/{repo}/issues/{issue_number}/comments',
          'IssueComment',
          body.body,
        );
        if (refused !== undefined) return refused;
        const comment: FakeComment = {
          id: 1000 + comments.length,
          owner: o,
          repo: r,
          issueNumber: Number(n),
          body: String(body.body),
          user: login,
        };
        comments.push(comment);
        return { status: 201, body: renderComment(comment) };
      },
    ],
    [
      'PATCH /repos/{owner}/{repo}/issues/comments/{comment_id}',
      ({ owner: o, repo: r, comment_id: id }, _q, body) => {
        const comment = comments.find((c) => c.owner === o && c.repo === r && c.id === Number(id));
        if (!comment) return notFound;
        // Only the author (or a maintainer's user token, which the action never holds) may edit.
        if (comment.user !== login) return githubFaults.notAccessible;
        const refused = tooLong(
          'PATCH /repos/{owner}/{repo}/issues/comments/{comment_id}',
          'IssueComment',
          body.body,
        );
        if (refused !== undefined) return refused;
        comment.body = String(body.body);
        return { status: 200, body: renderComment(comment) };
      },
    ],
    // What the webhook relay sends; the request (with its client_payload) is in `requests`.
    ['POST /repos/{owner}/{repo}/dispatches', () => ({ status: 204 })],
    // Who may run the comment commands: maintain is reported as write and triage as read in
    // `permission` (the older field), the role itself in `role_name`.
    [
      'GET /repos/{owner}/{repo}/collaborators/{username}/permission',
      ({ username = '' }) => {
        const role = options.roles?.[username] ?? 'read';
        const permission = role === 'maintain' ? 'write' : role === 'triage' ? 'read' : role;
        return { status: 200, body: { permission, role_name: role, user: user(username) } };
      },
    ],
    [
      'POST /repos/{owner}/{repo}/issues/comments/{comment_id}/reactions',
      ({ owner: o, repo: r, comment_id: id }, _q, body) => {
        const comment = comments.find((c) => c.owner === o && c.repo === r && c.id === Number(id));
        if (!comment) return notFound;
        const content = String(body.content);
        const existing = reactions.findIndex(
          (reaction) =>
            reaction.commentId === comment.id && reaction.content === content && reaction.user === login,
        );
        // The same reaction again is no new reaction: GitHub answers 200 with the one it has.
        if (existing === -1) reactions.push({ commentId: comment.id, content, user: login });
        const rendered = {
          id: existing === -1 ? reactions.length : existing + 1,
          node_id: `REA_${reactions.length}`,
          user: user(login),
          content,
          created_at: new Date().toISOString(),
        };
        return { status: existing === -1 ? 201 : 200, body: rendered };
      },
    ],
  ];
  for (const [route] of routes) {
    if (!api.hasRoute(route)) throw new Error(`GitHub's description has no operation ${route}`);
  }
  const handlers = new Map(routes);

  const graphql = (body: Record<string, unknown>): FakeResponse => {
    const query = String(body.query);
    const variables = (body.variables ?? {}) as Record<string, unknown>;
    const errors = checkGraphQL(query);
    if (errors.length > 0) {
      violations.push(...errors);
      return { status: 200, body: { errors: errors.map((message) => ({ message })) } };
    }
    if (/^\s*(query\b[^{]*)?\{\s*viewer\s*\{\s*login\s*\}\s*\}\s*$/.test(query))
      return { status: 200, body: { data: { viewer: { login } } } };
    const autoMerge = answerAutoMerge({
      query,
      variables,
      pulls,
      settings: {
        allowAutoMerge: options.allowAutoMerge === true,
        canWritePulls: options.permissions?.pullRequests !== 'read',
        clean: options.mergeableAtOnce === true,
      },
      violations,
    });
    if (autoMerge !== undefined) return autoMerge;
    const pull = pulls.find((candidate) => `PR_${candidate.number}` === variables.id);
    if (!pull)
      return {
        status: 200,
        body: { errors: [{ type: 'NOT_FOUND', message: 'Could not resolve to a node' }] },
      };
    const toDraft = query.includes('convertPullRequestToDraft');
    if (!toDraft && !query.includes('markPullRequestReadyForReview')) {
      violations.push(`graphql: the fake does not model ${query}`);
      return { status: 200, body: { errors: [{ message: 'not modelled' }] } };
    }
    pull.draft = toDraft;
    const field = toDraft ? 'convertPullRequestToDraft' : 'markPullRequestReadyForReview';
    return { status: 200, body: { data: { [field]: { pullRequest: { isDraft: pull.draft } } } } };
  };

  /** Answers one API request: match, check the request, handle, complete and check the answer. */
  const answer = (
    matched: MatchedOperation | undefined,
    method: string,
    path: string,
    query: Record<string, string>,
    body: unknown,
    contentType: string | undefined,
  ): FakeResponse => {
    const objectBody = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
    const route = path === '/graphql' && method === 'POST' ? GRAPHQL_ROUTE : matched?.route;
    const fault = route === undefined ? undefined : faults.get(route);
    const faulted = fault !== undefined && fault.remaining > 0;
    let result: FakeResponse = notFound;
    if (route === GRAPHQL_ROUTE) {
      if (!faulted || fault.response.afterHandling === true) result = graphql(objectBody);
    } else if (matched === undefined) {
      violations.push(`${method} ${path}: no operation in GitHub's description`);
    } else {
      const problems = api.checkRequest(matched, query, body, contentType);
      if (problems.length > 0) {
        violations.push(...problems.map((problem) => `${matched.route}: ${problem}`));
        result = { status: 422, body: { message: 'Invalid request.', documentation_url: DOCS } };
      } else if (!faulted || fault.response.afterHandling === true) {
        const handler = handlers.get(matched.route);
        if (handler === undefined) violations.push(`${matched.route}: not modelled by the GitHub fake`);
        else result = handler(matched.params, query, objectBody);
        if (handler !== undefined && api.isDocumented(matched, result.status)) {
          const completed = { ...result, body: api.complete(matched, result.status, result.body) };
          const wrong = api.checkResponse(matched, completed.status, completed.body);
          violations.push(...wrong.map((problem) => `${matched.route} answered: ${problem}`));
          result = completed;
        } else if (handler !== undefined && result.status < 400) {
          violations.push(`${matched.route} answered ${result.status}, which GitHub does not document`);
        }
      }
    }
    if (faulted) {
      fault.remaining -= 1;
      result = fault.response;
    }
    return result;
  };

  const serveGit = async (
    request: IncomingMessage,
    response: ServerResponse,
    url: URL,
    pathInfo: string,
  ): Promise<void> => {
    const expected = options.git?.token;
    const header = request.headers.authorization ?? '';
    const basic = /^basic (.+)$/i.exec(header)?.[1];
    const password =
      basic === undefined ? undefined : Buffer.from(basic, 'base64').toString('utf8').split(':')[1];
    if (expected !== undefined && password !== expected) {
      response.writeHead(401, { 'www-authenticate': 'Basic realm="GitHub"' }).end('Authentication failed');
      return;
    }
    // A client killed meanwhile leaves a request that ends early: git sees a short pack and refuses it.
    request.on('error', () => undefined);
    const hold = pathInfo.endsWith('/git-receive-pack') ? pushHold : undefined;
    if (hold !== undefined) {
      pushHold = undefined;
      hold.reach();
      await hold.released;
    }
    try {
      const child = spawn('git', ['http-backend'], {
        env: {
          ...process.env,
          GIT_PROJECT_ROOT: gitDir ?? '',
          GIT_HTTP_EXPORT_ALL: '1',
          PATH_INFO: pathInfo,
          QUERY_STRING: url.search.slice(1),
          REQUEST_METHOD: request.method ?? 'GET',
          CONTENT_TYPE: request.headers['content-type'] ?? '',
          ...(request.headers['content-encoding'] === undefined
            ? {}
            : { HTTP_CONTENT_ENCODING: request.headers['content-encoding'] }),
          ...(request.headers['git-protocol'] === undefined
            ? {}
            : { GIT_PROTOCOL: String(request.headers['git-protocol']) }),
          REMOTE_USER: 'x-access-token',
          REMOTE_ADDR: '127.0.0.1',
        },
      });
      child.stdin.on('error', () => undefined);
      // A request whose client was killed never ends: git would wait for the rest of it.
      if (request.destroyed) child.stdin.end();
      else request.once('close', () => child.stdin.end());
      request.pipe(child.stdin);
      const chunks: Buffer[] = [];
      for await (const chunk of child.stdout) chunks.push(chunk as Buffer);
      const output = Buffer.concat(chunks);
      const split = output.indexOf('\r\n\r\n');
      const head = output.subarray(0, split).toString('latin1');
      const headers: Record<string, string> = {};
      let status = 200;
      for (const line of head.split('\r\n')) {
        const [name = '', ...rest] = line.split(':');
        const value = rest.join(':').trim();
        if (name.toLowerCase() === 'status') status = Number.parseInt(value, 10);
        else if (name !== '') headers[name] = value;
      }
      response.writeHead(status, headers).end(output.subarray(split + 4));
    } finally {
      hold?.finish();
    }
  };

  const handle = async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    const url = new URL(request.url ?? '/', origin);
    const gitPath = /^\/[^/]+\/[^/]+\.git(\/.*)$/.exec(url.pathname);
    if (gitPath !== null && gitDir !== undefined) {
      await serveGit(request, response, url, gitPath[1] ?? '/');
      return;
    }
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
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
    const matched = api.match(method, path);
    const route = path === '/graphql' && method === 'POST' ? GRAPHQL_ROUTE : matched?.route;
    requests.push({ method, path, received: url.pathname, route, query, body, headers: request.headers });
    const routeHold = route === undefined ? undefined : routeHolds.get(route);
    if (routeHold !== undefined && route !== undefined) {
      routeHolds.delete(route);
      routeHold.reach();
      await routeHold.released;
    }
    const result = answer(matched, method, path, query, body, request.headers['content-type']);
    const payload =
      result.body === undefined
        ? ''
        : typeof result.body === 'string'
          ? result.body
          : JSON.stringify(result.body);
    response.writeHead(result.status, {
      'content-type': 'application/json; charset=utf-8',
      ...result.headers,
    });
    response.end(payload);
  };

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      violations.push(`the GitHub fake failed: ${String(error)}`);
      response.writeHead(500).end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  origin = options.origin ?? `http://127.0.0.1:${port}`;
  const assertNoViolations = (): void => {
    if (violations.length > 0)
      throw new Error(`The GitHub fake saw requests GitHub would refuse:\n${violations.join('\n')}`);
  };
  return {
    url: `${origin}${prefix}`,
    origin,
    port,
    requests,
    violations,
    pulls,
    branches,
    comments,
    reactions,
    labels,
    apiCommits,
    fail(route, response, times = 1) {
      if (route !== GRAPHQL_ROUTE && !handlers.has(route))
        throw new Error(`The GitHub fake has no route ${route}`);
      faults.set(route, { response, remaining: times });
    },
    holdNextPush() {
      let reach = (): void => undefined;
      let release = (): void => undefined;
      let finish = (): void => undefined;
      const reached = new Promise<void>((resolve) => (reach = resolve));
      const released = new Promise<void>((resolve) => (release = resolve));
      const finished = new Promise<void>((resolve) => (finish = resolve));
      pushHold = { reach, released, finish };
      return { reached, release, finished };
    },
    holdNext(route) {
      if (!handlers.has(route)) throw new Error(`The GitHub fake has no route ${route}`);
      let reach = (): void => undefined;
      let release = (): void => undefined;
      const reached = new Promise<void>((resolve) => (reach = resolve));
      const released = new Promise<void>((resolve) => (release = resolve));
      routeHolds.set(route, { reach, released });
      return { reached, release };
    },
    writes: () => requests.filter((request) => request.method !== 'GET'),
    assertNoViolations,
    close: async () => {
      await new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      });
      assertNoViolations();
    },
  };
}
