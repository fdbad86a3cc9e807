import { cutMarkdown, GITHUB_BODY_LIMIT, inertProse } from './markdown.js';

/**
 * The paragraph a run puts at the top of the translation pull request's body when it stops over
 * a person's commit on the branch that it will neither send nor drop (issue 56, R69): auto-merge
 * is off, why, and what to do. The run changes nothing else of the body; the next run that gets
 * through renders the whole body again, without it.
 */

const FIRST_LINE = '> [!CAUTION]';
const LEAD = '> **Auto-merge is off**: the last run stopped';

/** What became of auto-merge, as the paragraph says it. */
type Turned = 'turned-off' | 'was-off' | 'not-turned-off';

function lines(refused: string, turned: Turned): string[] {
  const state =
    turned === 'turned-off'
      ? 'it turned auto-merge off'
      : turned === 'was-off'
        ? 'auto-merge stays off'
        : 'GitHub did not let it turn auto-merge off (the log says why): turn it off by hand';
  return [
    FIRST_LINE,
    `${LEAD} without updating this pull request, and ${state}, because the branch holds a commit the action neither sends to the translation service nor drops: ${inertProse(refused)}`,
    '>',
    '> Revert that commit, or move it to a branch of its own; only translation files belong on this branch, and a fix of one is sent to the service by the next run. Do not merge this pull request while the commit is on it. Once it is gone, the next run updates this pull request and turns auto-merge on again when its checks find nothing.',
    '',
  ];
}

/** Whether an earlier run stopped over a refused commit and said so at the top of `body`. */
export function hasRefusedParagraph(body: string): boolean {
  const rows = body.split('\n', 2);
  return rows[0] === FIRST_LINE && rows[1]?.startsWith(LEAD) === true;
}

/** The body without an earlier run's paragraph. */
function withoutParagraph(body: string): string {
  const rows = body.split('\n');
  if (!hasRefusedParagraph(body)) return body;
  let end = 0;
  while (rows[end]?.startsWith('>') === true) end += 1;
  return rows.slice(rows[end] === '' ? end + 1 : end).join('\n');
}

/** `body` with the paragraph on top, replacing an earlier one, within GitHub's limit. */
export function refusedBranchBody(body: string, refused: string, turned: Turned): string {
  return cutMarkdown(`${lines(refused, turned).join('\n')}\n${withoutParagraph(body)}`, {
    limit: GITHUB_BODY_LIMIT,
    note: `_…cut here: GitHub takes at most ${GITHUB_BODY_LIMIT.toLocaleString('en-US')} characters in a pull request body._`,
  });
}
