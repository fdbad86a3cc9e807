import { describe, expect, it } from 'vitest';
import { slowTestVerdict } from '../helpers/slow-tests.js';

describe('a test over 10 s says in its name why it is slow', () => {
  it('passes a test of 10 s or less, whatever its name', () => {
    expect(slowTestVerdict(10_000, 'writes a file', 1)).toEqual({ kind: 'ok' });
  });

  it('passes a test over 10 s whose name, or a describe’s, says why as "(slow: why)"', () => {
    expect(slowTestVerdict(60_000, 'pull: many files > pulls 30,000 (slow: 30,000 files)', 0.2)).toEqual({
      kind: 'ok',
    });
    expect(slowTestVerdict(60_000, 'lifecycle (slow: about 20 runs) > 1. the first sync', 0.2).kind).toBe(
      'ok',
    );
  });

  it('fails a test over 10 s on a quiet machine when its name says nothing, or "slow" without why', () => {
    for (const name of ['writes a file', 'writes a file slowly', 'writes a file (slow:)']) {
      const verdict = slowTestVerdict(10_500, name, 0.5);
      expect(verdict.kind).toBe('fail');
      expect(verdict.kind === 'ok' ? '' : verdict.message).toMatch(
        /took 10\.5 s, over the 10 s .* add to its name why it must be slow, as "\(slow: about 20 runs\)"/,
      );
    }
  });

  it('only warns within 10 s times the load per core, and fails past it', () => {
    const warned = slowTestVerdict(24_000, 'writes a file', 2.5);
    expect(warned.kind).toBe('warn');
    expect(warned.kind === 'ok' ? '' : warned.message).toMatch(
      /took 24\.0 s.*Only a warning: the machine is loaded \(2\.5 runnable processes a core\), which allows 25\.0 s\./,
    );
    expect(slowTestVerdict(26_000, 'writes a file', 2.5).kind).toBe('fail');
  });
});
