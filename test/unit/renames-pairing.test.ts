import { describe, expect, it } from 'vitest';
import { fingerprintOf, pairRenames, type AddedKey, type RemovedKey } from '../../src/renames/pairing.js';
import { renameTrailers } from '../../src/renames/trailers.js';

/** Issue 59: which removed key became which added key, only where it is certain. */

const EN = 'config/locales/en.yml';
const ADMIN = 'config/locales/admin/en.yml';
const text = (value: string) => fingerprintOf(false, 'String', value);

let nextId = 1;
const removed = (key: string, fingerprint: string, file = EN): RemovedKey => ({
  file,
  key,
  fingerprint,
  stringId: nextId++,
});
/** A key added to `file`; `fileId: 'new'` for a master the service does not have yet. */
const added = (key: string, fingerprint: string, file = EN, fileId: number | 'new' = 1): AddedKey => ({
  file,
  key,
  fingerprint,
  fileId: fileId === 'new' ? undefined : fileId,
});
const pairs = (result: ReturnType<typeof pairRenames>) =>
  result.renames.map((rename) => `${rename.file}:${rename.from} -> ${rename.toFile}:${rename.to}`);

describe('pairRenames', () => {
  it('pairs one removed and one added key of the same text: a rename in one master, a move across two', () => {
    const rename = pairRenames({
      removed: [removed('pay_now', text('Pay'))],
      added: [added('pay_button', text('Pay'))],
    });
    expect(pairs(rename)).toEqual([`${EN}:pay_now -> ${EN}:pay_button`]);
    const move = pairRenames({
      removed: [removed('common.close', text('Close'))],
      added: [added('common.close', text('Close'), ADMIN, 2)],
    });
    expect(pairs(move)).toEqual([`${EN}:common.close -> ${ADMIN}:common.close`]);
    expect(move.renames[0]?.toFileId).toBe(2);
  });

  it('never pairs keys whose text, plural forms or type differ', () => {
    const plural = (one: string) => fingerprintOf(true, 'String', { one, other: '%{count} items' });
    const result = pairRenames({
      removed: [
        removed('goodbye', text('Goodbye')),
        removed('items', plural('%{count} item')),
        removed('precision', fingerprintOf(false, 'Integer', '3')),
      ],
      added: [
        added('farewell', text('See you')),
        added('things', plural('one item')),
        added('digits', text('3')),
      ],
    });
    expect(result.renames).toEqual([]);
    expect(result.leftAlone).toEqual([]);
  });

  it('tells two keys of one text apart by the unchanged part of their path, and by nothing weaker', () => {
    const result = pairRenames({
      removed: [removed('checkout.pay_now', text('Pay now')), removed('cart.pay_now', text('Pay now'))],
      added: [added('checkout.pay_button', text('Pay now')), added('cart.pay_button', text('Pay now'))],
    });
    expect(pairs(result)).toEqual([
      `${EN}:cart.pay_now -> ${EN}:cart.pay_button`,
      `${EN}:checkout.pay_now -> ${EN}:checkout.pay_button`,
    ]);
    // A move of both, each under its own key: the same key elsewhere outweighs the shared last part.
    const moves = pairRenames({
      removed: [removed('a.title', text('Title')), removed('b.title', text('Title'))],
      added: [added('a.title', text('Title'), ADMIN), added('b.title', text('Title'), ADMIN)],
    });
    expect(pairs(moves)).toEqual([`${EN}:a.title -> ${ADMIN}:a.title`, `${EN}:b.title -> ${ADMIN}:b.title`]);
  });

  it('leaves alone what nothing tells apart, or what two signs point two ways, naming the candidates', () => {
    const same = pairRenames({
      removed: [removed('ok_a', text('OK')), removed('ok_b', text('OK'))],
      added: [added('confirm_a', text('OK')), added('confirm_b', text('OK'))],
    });
    expect(same.renames).toEqual([]);
    expect(same.leftAlone.map((left) => [left.from, left.code, left.candidates.map((c) => c.key)])).toEqual([
      ['ok_a', 'ambiguous', ['confirm_a', 'confirm_b']],
      ['ok_b', 'ambiguous', ['confirm_a', 'confirm_b']],
    ]);
    // The parent says nav.confirm, the last part says dialog.ok: neither is certain.
    const split = pairRenames({
      removed: [removed('nav.ok', text('OK'))],
      added: [added('nav.confirm', text('OK')), added('dialog.ok', text('OK'))],
    });
    expect(split.renames).toEqual([]);
    expect(split.leftAlone).toHaveLength(1);
    // Two removed keys, one added: which one became it is not known.
    const two = pairRenames({
      removed: [removed('yes_a', text('Yes')), removed('yes_b', text('Yes'))],
      added: [added('agree', text('Yes'))],
    });
    expect(two.renames).toEqual([]);
    expect(two.leftAlone.map((left) => left.from)).toEqual(['yes_a', 'yes_b']);
  });

  it('takes a stated rename whatever the text, and says why one cannot be made', () => {
    const result = pairRenames({
      removed: [removed('goodbye', text('Goodbye')), removed('hello', text('Hello'))],
      added: [added('farewell', text('Bye for now')), added('hi', text('Hello'))],
      stated: [
        { from: 'goodbye', to: 'farewell' },
        { from: 'missing', to: 'hi' },
      ],
    });
    expect(pairs(result)).toEqual([`${EN}:goodbye -> ${EN}:farewell`, `${EN}:hello -> ${EN}:hi`]);
    expect(result.renames.map((rename) => rename.stated)).toEqual([true, false]);
    expect(result.leftAlone.map((left) => [left.from, left.code])).toEqual([['missing', 'not-removed']]);
  });

  it('leaves alone a move into a master the service does not have yet, and array items', () => {
    const result = pairRenames({
      removed: [removed('common.close', text('Close')), removed('days[0]', text('Mon'))],
      added: [added('common.close', text('Close'), ADMIN, 'new'), added('weekdays[0]', text('Mon'))],
    });
    expect(result.renames).toEqual([]);
    expect(result.leftAlone.map((left) => [left.from, left.code])).toEqual([['common.close', 'new-master']]);
  });
});

describe('renameTrailers', () => {
  it('reads Renamed-key lines anywhere in a message, a squash merge’s bullets too, with masters named before the key', () => {
    const messages = [
      'Tidy the keys\n\nRenamed-key: checkout.pay_now -> checkout.pay_button\n',
      'Squashed (#12)\n\n* Move close\n\nrenamed-key: config/locales/en.yml:common.close -> config/locales/admin/en.yml:common.close',
      'apps/web/config/locales/admin/en.yml:a -> b is prose, not a trailer',
      'Renamed-key: apps/web/config/locales/admin/en.yml:admin.title -> admin.heading',
    ];
    expect(renameTrailers(messages, [EN, ADMIN])).toEqual([
      { from: 'checkout.pay_now', to: 'checkout.pay_button' },
      { from: 'common.close', to: 'common.close', fromFile: EN, toFile: ADMIN },
      { from: 'admin.title', to: 'admin.heading', fromFile: ADMIN },
    ]);
  });
});
