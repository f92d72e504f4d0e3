// The visitor's answers and add-another counts in localStorage: read, merge, clear, and tolerance of corrupt data and of storage being unavailable.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  clearVisitorAnswers,
  hasAnswers,
  readVisitorAddAnother,
  readVisitorAnswers,
  visitorAddAnotherKey,
  visitorAnswersKey,
  visitorAnswersLifetimeMs,
  writeVisitorAnswers,
} from './visitor-answers';

/** What the module stores: the value and when it last changed. */
const stamped = (value: unknown, changedAt = Date.now()) => JSON.stringify({ value, changedAt });

beforeEach(() => {
  // Nothing left waiting to be stored by the test before.
  clearVisitorAnswers();
  localStorage.clear();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('visitor answers', () => {
  it('reads nothing when nothing is stored', () => {
    expect(readVisitorAnswers()).toEqual({});
  });

  it('merges what is written into what is stored, under one key', () => {
    writeVisitorAnswers({ first_name: 'Ada', sms_opt_in: true });
    expect(readVisitorAnswers()).toEqual({ first_name: 'Ada', sms_opt_in: true });
    writeVisitorAnswers({ first_name: 'Grace', last_name: 'Hopper' });
    expect(readVisitorAnswers()).toEqual({ first_name: 'Grace', sms_opt_in: true, last_name: 'Hopper' });
    expect(Object.keys(localStorage)).toEqual([visitorAnswersKey]);
  });

  it('stores the keystrokes of a burst in one write once the browser is idle, or at once as the page is hidden', async () => {
    const storage = localStorage;
    const written: string[] = [];
    vi.stubGlobal('localStorage', {
      getItem: (key: string) => storage.getItem(key),
      setItem: (key: string, value: string) => {
        written.push(JSON.parse(value).value);
        storage.setItem(key, value);
      },
    });
    for (const typed of ['A', 'Ad', 'Ada']) writeVisitorAnswers({ first_name: typed });
    expect(written).toEqual([]);
    await vi.waitFor(() => expect(written).toEqual([{ first_name: 'Ada' }]));

    writeVisitorAnswers({ last_name: 'Lovelace' });
    window.dispatchEvent(new Event('pagehide'));
    expect(written).toEqual([{ first_name: 'Ada' }, { first_name: 'Ada', last_name: 'Lovelace' }]);
  });

  it('clears them', () => {
    writeVisitorAnswers({ first_name: 'Ada' });
    clearVisitorAnswers();
    expect(localStorage.getItem(visitorAnswersKey)).toBeNull();
    expect(readVisitorAnswers()).toEqual({});
  });

  it('never stores the SSN: it stays in the page', () => {
    writeVisitorAnswers({ first_name: 'Ada', ssn: '123-45-6789' });
    expect(readVisitorAnswers()).toEqual({ first_name: 'Ada' });
    expect(localStorage.getItem(visitorAnswersKey)).not.toContain('123-45-6789');
  });

  it('forgets them a day after their last change', () => {
    localStorage.setItem(visitorAnswersKey, stamped({ first_name: 'Ada' }, Date.now() - visitorAnswersLifetimeMs + 60_000));
    expect(readVisitorAnswers()).toEqual({ first_name: 'Ada' });
    localStorage.setItem(visitorAnswersKey, stamped({ first_name: 'Ada' }, Date.now() - visitorAnswersLifetimeMs));
    expect(readVisitorAnswers()).toEqual({});
    localStorage.setItem(visitorAnswersKey, JSON.stringify({ first_name: 'Ada' }));
    expect(readVisitorAnswers()).toEqual({});
  });

  it.each(['{not json', '[1, 2]', 'null', '"text"', '42'])('reads the corrupt value %s as no answers', (stored) => {
    localStorage.setItem(visitorAnswersKey, stored);
    expect(readVisitorAnswers()).toEqual({});
    writeVisitorAnswers({ first_name: 'Ada' });
    expect(readVisitorAnswers()).toEqual({ first_name: 'Ada' });
  });

  it('drops entries that are not answers', () => {
    localStorage.setItem(visitorAnswersKey, stamped({ first_name: 'Ada', age: 3, nested: { a: 1 }, opt_in: false }));
    expect(readVisitorAnswers()).toEqual({ first_name: 'Ada', opt_in: false });
  });

  it('works without storage: reads nothing, and writing or clearing does not throw', () => {
    const unavailable = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    vi.stubGlobal('localStorage', { getItem: unavailable, setItem: unavailable, removeItem: unavailable });
    expect(readVisitorAnswers()).toEqual({});
    writeVisitorAnswers({ first_name: 'Ada' });
    expect(readVisitorAnswers()).toEqual({});
    expect(() => clearVisitorAnswers()).not.toThrow();
  });

  it('tells whether there are any answers', () => {
    expect(hasAnswers({})).toBe(false);
    expect(hasAnswers({ first_name: '' })).toBe(true);
  });
});

describe('visitor add-another counts', () => {
  it('reads only whole positive counts', () => {
    const stored = (counts: unknown) => {
      localStorage.setItem(visitorAddAnotherKey, stamped(counts));
      return readVisitorAddAnother();
    };
    expect(stored({ college: 2, employment: 0, jobs: 1.5, other: '3' })).toEqual({ college: 2 });
    expect(stored([1])).toEqual({});
    expect(stored(null)).toEqual({});
  });
});
