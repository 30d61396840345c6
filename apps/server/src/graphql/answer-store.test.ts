import { describe, expect, it } from 'vitest';
import { AnswerStore } from './answer-store.ts';

describe('the store of answers', () => {
  const clock = () => {
    let now = 1_000;
    return { now: () => now, pass: (ms: number) => (now += ms) };
  };

  it('serves an answer only at the version it was read at', () => {
    const store = new AnswerStore({ maxBytes: 100, maxAgeMs: 60_000, now: clock().now });
    store.keep('home', '7', '{"a":1}');
    expect(store.find('home', '7')?.text).toBe('{"a":1}');
    expect(store.find('home', '8')).toBeUndefined();
    // The old version's answer is gone, not kept beside the new one.
    expect(store.find('home', '7')).toBeUndefined();
  });

  it('stops serving an answer older than its age limit', () => {
    const time = clock();
    const store = new AnswerStore({ maxBytes: 100, maxAgeMs: 60_000, now: time.now });
    store.keep('home', '7', 'x');
    time.pass(60_000);
    expect(store.find('home', '7')?.text).toBe('x');
    time.pass(1);
    expect(store.find('home', '7')).toBeUndefined();
  });

  it('lets the least recently used answers go when the bytes run over, and never keeps one larger than all', () => {
    const store = new AnswerStore({ maxBytes: 10, maxAgeMs: 60_000, now: clock().now });
    store.keep('a', '1', '1234');
    store.keep('b', '1', '1234');
    expect(store.find('a', '1')?.text).toBe('1234');
    store.keep('c', '1', '1234');
    expect(store.find('b', '1')).toBeUndefined();
    expect(store.find('a', '1')?.text).toBe('1234');
    expect(store.find('c', '1')?.text).toBe('1234');
    store.keep('huge', '1', '12345678901');
    expect(store.find('huge', '1')).toBeUndefined();
    expect(store.size).toBe(2);
  });

  it('counts an answer by the UTF-8 bytes it is sent as, kept encoded once', () => {
    const store = new AnswerStore({ maxBytes: 12, maxAgeMs: 60_000, now: clock().now });
    // Six Cyrillic letters: 6 characters, 12 bytes.
    store.keep('ru', '1', 'товары');
    expect(store.find('ru', '1')?.bytes.equals(Buffer.from('товары'))).toBe(true);
    store.keep('more', '1', 'я');
    expect(store.find('ru', '1')).toBeUndefined();
    expect(store.find('more', '1')?.text).toBe('я');
  });

  it('replaces the answer of a key kept again, counting its bytes once', () => {
    const store = new AnswerStore({ maxBytes: 8, maxAgeMs: 60_000, now: clock().now });
    store.keep('a', '1', '1234');
    store.keep('a', '2', '5678');
    store.keep('b', '1', '1234');
    expect(store.find('a', '2')?.text).toBe('5678');
    expect(store.find('b', '1')?.text).toBe('1234');
  });
});
