/**
 * Saving the state as JSON across restarts (`dataFile`). Bytes are stored as base64; a write goes
 * to a temporary file renamed into place, so a crash mid-write never leaves half a state behind.
 */
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import type { EmulatorState } from './state.js';

const BYTES = '$base64';

function serializeState(state: EmulatorState): string {
  return JSON.stringify(state, function (this: Record<string, unknown>, key: string, value: unknown) {
    // `this[key]` is the value before Buffer.toJSON turned it into {type, data}.
    const original = this[key];
    if (original instanceof Uint8Array) return { [BYTES]: Buffer.from(original).toString('base64') };
    return value;
  });
}

function deserializeState(json: string): EmulatorState {
  return JSON.parse(json, (_key, value: unknown) => {
    if (typeof value === 'object' && value !== null && BYTES in value) {
      return new Uint8Array(Buffer.from(String((value as Record<string, unknown>)[BYTES]), 'base64'));
    }
    return value;
  }) as EmulatorState;
}

export function loadState(dataFile: string): EmulatorState | undefined {
  if (!existsSync(dataFile)) return undefined;
  return deserializeState(readFileSync(dataFile, 'utf8'));
}

export function saveState(dataFile: string, state: EmulatorState): void {
  const temporary = `${dataFile}.${process.pid}.tmp`;
  writeFileSync(temporary, serializeState(state));
  renameSync(temporary, dataFile);
}
