import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

/**
 * R53 with issue 52: the comment workflow of docs/examples.md starts a run only for comments of
 * people related to the repository (`OWNER`, `MEMBER`, `COLLABORATOR`), or gives comment runs a
 * concurrency group of their own. Any other commenter's run, even one the action then refuses,
 * would join the group of the push syncs and replace the pending one. The job's `if:` is
 * evaluated here as GitHub would for each kind of commenter.
 */

interface Job {
  readonly if?: string;
  readonly concurrency?: string | { readonly group?: string };
}

async function commentWorkflow(): Promise<{ on: Record<string, unknown>; jobs: Record<string, Job> }> {
  const text = await readFile(new URL('../../docs/examples.md', import.meta.url), 'utf8');
  const blocks = [...text.matchAll(/```yaml\n([\s\S]*?)```/g)].map((match) => match[1] ?? '');
  const found = blocks.filter((block) => /^\s{2}issue_comment:/m.test(block));
  expect(found, 'one workflow of docs/examples.md runs on issue_comment').toHaveLength(1);
  return parse(found[0] ?? '') as { on: Record<string, unknown>; jobs: Record<string, Job> };
}

interface Comment {
  readonly eventName: string;
  readonly body: string;
  readonly association: string;
}

/**
 * A GitHub Actions expression of the shapes the docs use (`==`, `&&`, `||`, `!`, startsWith,
 * contains, fromJSON, string literals), over one comment event. Any other context name throws,
 * so a new shape of `if:` makes this test say so rather than pass by accident.
 */
function evaluate(expression: string, comment: Comment): unknown {
  const contexts: Record<string, string> = {
    'github.event_name': JSON.stringify(comment.eventName),
    'github.event.comment.body': JSON.stringify(comment.body),
    'github.event.comment.author_association': JSON.stringify(comment.association),
  };
  const js = expression
    .replace(/'((?:[^']|'')*)'/g, (_, text: string) => JSON.stringify(text.replace(/''/g, "'")))
    .replace(/\bgithub(?:\.[A-Za-z_]+)+/g, (name) => {
      const value = contexts[name];
      if (value === undefined) throw new Error(`the if: reads ${name}, which this test does not know`);
      return value;
    });
  const functions = {
    startsWith: (text: string, prefix: string) => text.toLowerCase().startsWith(prefix.toLowerCase()),
    contains: (list: unknown, item: string) =>
      Array.isArray(list)
        ? list.some((entry) => String(entry).toLowerCase() === item.toLowerCase())
        : String(list).toLowerCase().includes(item.toLowerCase()),
    fromJSON: (text: string) => JSON.parse(text) as unknown,
  };
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the docs' own expression, checked above
  const run = new Function(...Object.keys(functions), `return (${js});`) as (...args: unknown[]) => unknown;
  return run(...Object.values(functions));
}

const RELATED = ['OWNER', 'MEMBER', 'COLLABORATOR'];
const OTHERS = ['CONTRIBUTOR', 'FIRST_TIME_CONTRIBUTOR', 'FIRST_TIMER', 'MANNEQUIN', 'NONE'];

describe('the comment workflow of docs/examples.md (R53)', () => {
  it('starts a run only for the commands of the owner, members and collaborators, or keeps comment runs in a group of their own', async () => {
    const workflow = await commentWorkflow();
    const [job, ...others] = Object.values(workflow.jobs);
    expect(others).toHaveLength(0);
    const condition = job?.if ?? 'true';
    const runs = (association: string, body = '/translation-sync pull') =>
      Boolean(evaluate(condition, { eventName: 'issue_comment', body, association }));
    for (const association of RELATED) expect(runs(association), association).toBe(true);
    for (const association of RELATED)
      expect(runs(association, 'LGTM'), `${association}, no command`).toBe(false);
    const group = typeof job?.concurrency === 'string' ? job.concurrency : (job?.concurrency?.group ?? '');
    const ownGroup = /github\.event\.comment\.id|github\.run_id/.test(group);
    if (!ownGroup) for (const association of OTHERS) expect(runs(association), association).toBe(false);
    // A dispatch (the service's webhook through the relay) still runs.
    expect(
      Boolean(evaluate(condition, { eventName: 'repository_dispatch', body: '', association: '' })),
    ).toBe(true);
  });
});
