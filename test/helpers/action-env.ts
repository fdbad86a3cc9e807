/**
 * Sets the runner's `INPUT_*` variables exactly as GitHub does (`INPUT_` + the upper-cased input
 * name, hyphens kept) and takes them away again, so tests read inputs as the action does on a runner.
 */
export function inputVariable(name: string): string {
  return `INPUT_${name.replace(/ /g, '_').toUpperCase()}`;
}

export function setInputs(inputs: Record<string, string>): () => void {
  const previous = new Map<string, string | undefined>();
  for (const [name, value] of Object.entries(inputs)) {
    const variable = inputVariable(name);
    previous.set(variable, process.env[variable]);
    process.env[variable] = value;
  }
  return () => {
    for (const [variable, value] of previous) {
      if (value === undefined) Reflect.deleteProperty(process.env, variable);
      else process.env[variable] = value;
    }
  };
}

/** Removes every `INPUT_*` variable, so one test's inputs never leak into the next. */
export function clearInputs(): void {
  for (const variable of Object.keys(process.env)) {
    if (variable.startsWith('INPUT_')) Reflect.deleteProperty(process.env, variable);
  }
}

/** The runner's environment for a spawned `node dist/index.js`: inputs plus what is given. */
export function runnerEnvironment(
  inputs: Record<string, string>,
  extra: Record<string, string> = {},
): Record<string, string> {
  const environment: Record<string, string> = {};
  for (const [variable, value] of Object.entries(process.env)) {
    if (value !== undefined && !variable.startsWith('INPUT_') && !variable.startsWith('GITHUB_')) {
      environment[variable] = value;
    }
  }
  for (const [name, value] of Object.entries(inputs)) environment[inputVariable(name)] = value;
  return { ...environment, ...extra };
}
