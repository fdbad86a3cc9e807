// Regenerates the Inputs and Outputs tables of docs/inputs.md from action.yml, between the markers
// <!-- inputs:start --> / <!-- inputs:end --> and <!-- outputs:start --> / <!-- outputs:end -->.
// action.yml is the action's whole public interface, so the reference can never drift from it.
import { readFileSync, writeFileSync } from 'node:fs';
import { format, resolveConfig } from 'prettier';
import { parse } from 'yaml';

const action = parse(readFileSync('action.yml', 'utf8'));
const readmePath = 'docs/inputs.md';
const readme = readFileSync(readmePath, 'utf8');

const cell = (text) =>
  String(text ?? '')
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/\|/g, '\\|');
const code = (text) => (text === '' ? '' : `\`${cell(text)}\``);

const inputRows = Object.entries(action.inputs ?? {}).map(
  ([name, input]) =>
    `| \`${name}\` | ${input.required ? 'yes' : 'no'} | ${code(input.default ?? '')} | ${cell(input.description)} |`,
);
const outputRows = Object.entries(action.outputs ?? {}).map(
  ([name, output]) => `| \`${name}\` | ${cell(output.description)} |`,
);

const tables = {
  inputs: ['| Input | Required | Default | Description |', '| --- | --- | --- | --- |', ...inputRows],
  outputs: ['| Output | Description |', '| --- | --- |', ...outputRows],
};

let updated = readme;
for (const [section, lines] of Object.entries(tables)) {
  const start = `<!-- ${section}:start -->`;
  const end = `<!-- ${section}:end -->`;
  const from = updated.indexOf(start);
  const to = updated.indexOf(end);
  if (from === -1 || to === -1 || to < from) {
    console.error(`${readmePath} lacks the markers ${start} and ${end}.`);
    process.exit(1);
  }
  updated = `${updated.slice(0, from + start.length)}\n${lines.join('\n')}\n${updated.slice(to)}`;
}

// Formatted as prettier would, so `npm run docs` and `prettier --check` never fight over the tables.
updated = await format(updated, { ...(await resolveConfig(readmePath)), parser: 'markdown' });

if (updated !== readme) {
  writeFileSync(readmePath, updated);
  console.log(`${readmePath} tables regenerated from action.yml.`);
} else {
  console.log(`${readmePath} tables are up to date.`);
}
