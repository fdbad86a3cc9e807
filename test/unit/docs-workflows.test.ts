import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { convertWorkflowTemplate, NoOperationTraceWriter, parseWorkflow } from '@actions/workflow-parser';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

/**
 * Every workflow of the README and docs/ is one a team can copy as it is: GitHub's own parser
 * (@actions/workflow-parser) accepts it, and it is safe and least-privilege. A step fragment is
 * checked wrapped in a job, a job fragment in a workflow.
 */

const ROOT = path.resolve(import.meta.dirname, '../..');
const ACTION = 'translation-sync/translation-sync@v1';

type Mapping = Record<string, unknown>;
interface Block {
  readonly name: string;
  readonly text: string;
}

async function yamlBlocks(): Promise<Block[]> {
  const files = ['README.md', ...(await readdir(path.join(ROOT, 'docs'))).map((name) => `docs/${name}`)];
  const blocks: Block[] = [];
  for (const file of files.filter((name) => name.endsWith('.md'))) {
    const text = await readFile(path.join(ROOT, file), 'utf8');
    for (const match of text.matchAll(/^```yaml\n([\s\S]*?)^```/gm)) {
      const line = text.slice(0, match.index).split('\n').length;
      blocks.push({ name: `${file}:${line}`, text: match[1] ?? '' });
    }
  }
  return blocks;
}

const indent = (text: string, spaces: number) =>
  text.replace(/^(?=.)/gm, ' '.repeat(spaces)).replace(/\n*$/, '\n');

/** Keys a job may have; a block of only these is a job fragment. */
const JOB_KEYS = new Set(['steps', 'permissions', 'env', 'runs-on', 'concurrency', 'if', 'strategy']);

/** The block as a whole workflow: as it is, or a fragment wrapped as GitHub would run it. */
function asWorkflow(block: Block): string | undefined {
  // `.wti` files, shown in the same fences, start with a comment that names them.
  if (/^# \S*\.wti\n/.test(block.text)) return undefined;
  const value: unknown = parse(block.text);
  if (Array.isArray(value))
    return `on: workflow_dispatch\njobs:\n  example:\n    runs-on: ubuntu-latest\n    steps:\n${indent(block.text, 6)}`;
  const keys = Object.keys(value as Mapping);
  if (keys.includes('jobs')) return block.text;
  if (keys.every((key) => JOB_KEYS.has(key))) {
    const extra = [
      ...(keys.includes('runs-on') ? [] : ['runs-on: ubuntu-latest']),
      ...(keys.includes('steps') ? [] : ['steps:', '  - run: node --version']),
    ].join('\n');
    return `on: workflow_dispatch\njobs:\n  example:\n${indent(`${extra}\n${block.text}`, 4)}`;
  }
  throw new Error(`${block.name} is neither a workflow nor a fragment of one`);
}

async function gitHubErrors(workflow: string): Promise<string[]> {
  const parsed = parseWorkflow({ name: 'workflow.yml', content: workflow }, new NoOperationTraceWriter());
  const errors = parsed.context.errors.getErrors().map((error) => error.message);
  if (parsed.value === undefined) return errors;
  const template = await convertWorkflowTemplate(parsed.context, parsed.value);
  return [...errors, ...(template.errors ?? []).map((error) => error.Message)];
}

async function actionInputs(): Promise<Record<string, { deprecationMessage?: string }>> {
  const action = parse(await readFile(path.join(ROOT, 'action.yml'), 'utf8')) as { inputs: Mapping };
  return action.inputs as Record<string, { deprecationMessage?: string }>;
}

interface Step {
  uses?: string;
  run?: string;
  with?: Mapping;
}
interface Job {
  if?: string;
  permissions?: Mapping;
  steps?: Step[];
}
interface Workflow {
  on?: string | string[] | Mapping | undefined;
  permissions?: Mapping;
  jobs: Record<string, Job>;
}

const WRITE_ALL = { contents: 'write', 'pull-requests': 'write' };
/** What the job's GITHUB_TOKEN needs for each command the action may run in it. */
const NEEDS: Record<string, Mapping> = {
  sync: WRITE_ALL,
  pull: WRITE_ALL,
  upload: { contents: 'read' },
  check: { contents: 'read', 'pull-requests': 'write' },
  // Reactions and replies on issues too; the command is a pull or a check.
  comment: { ...WRITE_ALL, issues: 'write' },
};
const COMMAND_BY_EVENT: Record<string, string> = {
  push: 'sync',
  schedule: 'pull',
  workflow_dispatch: 'pull',
  repository_dispatch: 'pull',
  pull_request: 'check',
  issue_comment: 'comment',
};

function events(on: Workflow['on']): string[] {
  if (on === undefined) return [];
  if (typeof on === 'string') return [on];
  return Array.isArray(on) ? on : Object.keys(on);
}

/** The events a job runs on: the workflow's, narrowed by an `if:` on github.event_name. */
function jobEvents(workflow: Workflow, job: Job): string[] {
  // A job fragment has no triggers: it is read as the README's sync job, on push.
  const all = workflow.on === undefined ? ['push'] : events(workflow.on);
  const only = /github\.event_name == '([a-z_]+)'/.exec(job.if ?? '');
  const not = /github\.event_name != '([a-z_]+)'/.exec(job.if ?? '');
  if (only !== null && !/\|\|/.test(job.if ?? '')) return all.filter((event) => event === only[1]);
  if (not !== null) return all.filter((event) => event !== not[1]);
  return all;
}

/** The least permissions of the job's GITHUB_TOKEN, from the commands it runs. */
function neededPermissions(workflow: Workflow, job: Job, step: Step): Mapping {
  const given = step.with?.['github-token'];
  const token = typeof given === 'string' ? given : '${{ github.token }}';
  // Another token (a GitHub App's) does the writing: GITHUB_TOKEN only checks out.
  if (!/github\.token|secrets\.GITHUB_TOKEN/.test(token)) return { contents: 'read' };
  const command = step.with?.['command'];
  const commands =
    typeof command === 'string'
      ? [command]
      : jobEvents(workflow, job).map((event) => COMMAND_BY_EVENT[event] ?? `(${event})`);
  const needed: Mapping = {};
  for (const name of commands) {
    expect(NEEDS[name], `a command for ${name}`).toBeDefined();
    for (const [scope, level] of Object.entries(NEEDS[name] ?? {}))
      if (needed[scope] !== 'write') needed[scope] = level;
  }
  return needed;
}

describe('the workflows of the README and docs/', () => {
  it('are accepted by GitHub’s workflow parser, fragments wrapped in a job', async () => {
    const blocks = await yamlBlocks();
    expect(blocks.length).toBeGreaterThan(15);
    const refused: Record<string, string[]> = {};
    for (const block of blocks) {
      let workflow: string | undefined;
      try {
        workflow = asWorkflow(block);
      } catch (error) {
        refused[block.name] = [String(error)];
        continue;
      }
      if (workflow === undefined) continue;
      const errors = await gitHubErrors(workflow);
      if (errors.length > 0) refused[block.name] = errors;
    }
    expect(refused).toEqual({});
  });

  it('give the action only inputs it has, none of them deprecated', async () => {
    const inputs = await actionInputs();
    const problems: string[] = [];
    for (const block of await yamlBlocks()) {
      for (const step of stepsOf(block)) {
        if (step.uses !== ACTION) continue;
        for (const name of Object.keys(step.with ?? {})) {
          const input = inputs[name];
          if (input === undefined) problems.push(`${block.name}: ${name} is no input`);
          else if (input.deprecationMessage !== undefined)
            problems.push(`${block.name}: ${name} is deprecated (${input.deprecationMessage})`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('hand step outputs and other expressions to the shell through env:, never inside run:', async () => {
    const inRun = (await yamlBlocks()).flatMap((block) =>
      stepsOf(block)
        .filter((step) => step.run?.includes('${{') === true)
        .map((step) => `${block.name}: ${step.run ?? ''}`),
    );
    expect(inRun).toEqual([]);
  });

  it('describe each input of a workflow_dispatch', async () => {
    const undescribed: string[] = [];
    for (const block of await yamlBlocks()) {
      const workflow = workflowOf(block);
      const on = workflow?.on;
      const dispatch =
        typeof on === 'object' && !Array.isArray(on) ? (on['workflow_dispatch'] as Mapping) : null;
      const inputs = (dispatch?.['inputs'] ?? {}) as Record<string, Mapping>;
      for (const [name, input] of Object.entries(inputs))
        if (typeof input['description'] !== 'string') undescribed.push(`${block.name}: ${name}`);
    }
    expect(undescribed).toEqual([]);
  });

  it('give each job the permissions its command needs and no more, and keep no token the action does not use', async () => {
    const problems: string[] = [];
    let checked = 0;
    for (const block of await yamlBlocks()) {
      const workflow = workflowOf(block);
      if (workflow === undefined) continue;
      for (const [id, job] of Object.entries(workflow.jobs)) {
        const step = job.steps?.find((candidate) => candidate.uses === ACTION);
        if (step === undefined) continue;
        // The action pushes and fetches with its own github-token: the checkout keeps none.
        for (const checkout of job.steps?.filter((candidate) =>
          candidate.uses?.startsWith('actions/checkout@'),
        ) ?? [])
          if (checkout.with?.['persist-credentials'] !== false)
            problems.push(`${block.name} ${id}: the checkout keeps its token (persist-credentials: false)`);
        // A fragment of steps says nothing of permissions; a workflow or a job fragment does.
        if (workflow.on === undefined && job.permissions === undefined) continue;
        checked++;
        const granted = job.permissions ?? workflow.permissions;
        const needed = neededPermissions(workflow, job, step);
        if (JSON.stringify(sorted(granted ?? {})) !== JSON.stringify(sorted(needed)))
          problems.push(
            `${block.name} ${id}: grants ${JSON.stringify(granted)}, needs ${JSON.stringify(needed)}`,
          );
      }
    }
    expect(checked).toBeGreaterThan(8);
    expect(problems).toEqual([]);
  });
});

const sorted = (mapping: Mapping) =>
  Object.fromEntries(Object.entries(mapping).sort(([a], [b]) => a.localeCompare(b)));

/** The block as the parsed workflow it is checked as; undefined for a `.wti` block. */
function workflowOf(block: Block): Workflow | undefined {
  const workflow = asWorkflow(block);
  if (workflow === undefined) return undefined;
  const parsed = parse(workflow) as Workflow;
  // A wrapped fragment has no triggers of its own.
  return workflow === block.text ? parsed : { ...parsed, on: undefined };
}

function stepsOf(block: Block): Step[] {
  return Object.values(workflowOf(block)?.jobs ?? {}).flatMap((job) => job.steps ?? []);
}
