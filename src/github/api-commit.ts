import type { Logger } from '../client/logger.js';
import type { GitHubClient } from './client.js';
import { isRequestFailure, toGitHubError } from './errors.js';

/**
 * `sign-commits: true`: the translation commit is made through GitHub's Git Database API (blobs,
 * a tree on the base's tree, a commit), so GitHub is its committer and signs it (Verified), and
 * repository rules that require signed commits accept it. The branch then moves with the same
 * lease as the git push: it is created only if it does not exist (GitHub refuses a second create
 * with 422), and moved only if it still points at the sha this run saw; anything else is a lost
 * race, which the caller rebuilds once, as after a failed `--force-with-lease`.
 */

interface ApiCommitFile {
  path: string;
  /** Git file mode as the local tree has it, e.g. 100644. */
  mode: string;
  content: Buffer;
}

interface ApiCommitRequest {
  owner: string;
  repo: string;
  branch: string;
  baseSha: string;
  /** The base commit's tree sha, the same object on GitHub as in the fetched checkout. */
  baseTree: string;
  /** The branch's sha that the run saw; undefined: the branch must not exist. */
  expected: string | undefined;
  files: readonly ApiCommitFile[];
  /** The commit's parent when it is not the base: the tip of a reviewed branch (issue 48). */
  parent?: string;
  /** The full message, ownership trailer included. */
  message: string;
  author: { name: string; email: string };
}

/** Entries and bytes per create-tree call: trees are chained so no request grows too large. */
const TREE_ENTRIES = 1000;
const TREE_BYTES = 4 * 1024 * 1024;

type TreeEntry = { path: string; mode: '100644' | '100755' | '120000'; type: 'blob' } & (
  { content: string } | { sha: string }
);

/** The new commit's sha, or undefined when another writer moved the branch (the lease failed). */
export async function publishApiCommit(
  github: GitHubClient,
  request: ApiCommitRequest,
  logger: Logger,
): Promise<string | undefined> {
  const { owner, repo } = request;
  const call = async <T>(action: string, work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (error) {
      throw toGitHubError(error, action);
    }
  };
  // Text goes inline in the tree (GitHub writes the blob), so thousands of files take a few
  // calls rather than one write each; only bytes that are not UTF-8 text are uploaded as blobs.
  const chunks: TreeEntry[][] = [[]];
  let bytes = 0;
  for (const file of request.files) {
    const mode = fileMode(file.mode);
    const text = asText(file.content);
    let entry: TreeEntry;
    if (text !== undefined) entry = { path: file.path, mode, type: 'blob', content: text };
    else {
      const { data } = await call(`upload ${file.path} as a blob`, () =>
        github.rest.git.createBlob({
          owner,
          repo,
          content: file.content.toString('base64'),
          encoding: 'base64',
        }),
      );
      entry = { path: file.path, mode, type: 'blob', sha: data.sha };
    }
    const size = text === undefined ? 100 : file.content.length;
    const last = chunks[chunks.length - 1] ?? [];
    if (last.length > 0 && (last.length >= TREE_ENTRIES || bytes + size > TREE_BYTES)) {
      chunks.push([entry]);
      bytes = size;
    } else {
      last.push(entry);
      bytes += size;
    }
  }
  let tree = request.baseTree;
  for (const entries of chunks) {
    if (entries.length === 0) continue;
    const { data } = await call('create the translation tree', () =>
      github.rest.git.createTree({ owner, repo, base_tree: tree, tree: entries }),
    );
    tree = data.sha;
  }
  // No committer: GitHub commits as itself and signs the commit.
  const { data: commit } = await call('create the translation commit', () =>
    github.rest.git.createCommit({
      owner,
      repo,
      message: request.message,
      tree,
      parents: [request.parent ?? request.baseSha],
      author: request.author,
    }),
  );
  logger.debug(
    `Created commit ${commit.sha} through the API (verified: ${String(commit.verification?.verified)}).`,
  );
  const ref = `heads/${request.branch}`;
  if (request.expected === undefined) {
    try {
      await github.rest.git.createRef({ owner, repo, ref: `refs/${ref}`, sha: commit.sha });
      return commit.sha;
    } catch (error) {
      if (isRequestFailure(error) && error.status === 422 && /already exists/i.test(error.message))
        return undefined;
      throw toGitHubError(error, `create branch ${request.branch}`);
    }
  }
  const current = await currentSha(github, owner, repo, ref);
  if (current !== request.expected) return undefined;
  await call(`move branch ${request.branch}`, () =>
    github.rest.git.updateRef({ owner, repo, ref, sha: commit.sha, force: true }),
  );
  return commit.sha;
}

async function currentSha(
  github: GitHubClient,
  owner: string,
  repo: string,
  ref: string,
): Promise<string | undefined> {
  try {
    const { data } = await github.rest.git.getRef({ owner, repo, ref });
    return data.object.sha;
  } catch (error) {
    if (isRequestFailure(error) && error.status === 404) return undefined;
    throw toGitHubError(error, `read ${ref}`);
  }
}

function fileMode(mode: string): '100644' | '100755' | '120000' {
  return mode === '100755' || mode === '120000' ? mode : '100644';
}

/** The content as a string when it is UTF-8 text that survives the round trip, else undefined. */
function asText(content: Buffer): string | undefined {
  if (content.includes(0)) return undefined;
  const text = content.toString('utf8');
  return Buffer.from(text, 'utf8').equals(content) ? text : undefined;
}
