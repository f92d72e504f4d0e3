// A visitor's answers and add-another counts as the pages see them: read once from storage, written through, kept in memory without storage, and followed across tabs.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  clearVisitorAnswers,
  readVisitorAddAnother,
  readVisitorAnswers,
  visitorAddAnotherKey,
  visitorAnswersKey,
} from '../session/visitor-answers';
import { VisitorState } from './visitor-state';

beforeEach(() => {
  // Nothing left waiting to be stored by the test before.
  clearVisitorAnswers();
  localStorage.clear();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('VisitorState', () => {
  it('starts from storage and writes every change through', () => {
    localStorage.setItem(visitorAnswersKey, JSON.stringify({ value: { first_name: 'Ada' }, changedAt: Date.now() }));
    localStorage.setItem(visitorAddAnotherKey, JSON.stringify({ value: { college: 2 }, changedAt: Date.now() }));
    const visitor = new VisitorState();
    expect(visitor.getSnapshot()).toEqual({ answers: { first_name: 'Ada' }, addAnother: { college: 2 } });

    visitor.changeAnswers({ last_name: 'Lovelace' });
    visitor.addAnother('college');
    visitor.addAnother('employment');
    expect(readVisitorAnswers()).toEqual({ first_name: 'Ada', last_name: 'Lovelace' });
    expect(readVisitorAddAnother()).toEqual({ college: 3, employment: 2 });
    expect(visitor.getSnapshot()).toEqual({
      answers: { first_name: 'Ada', last_name: 'Lovelace' },
      addAnother: { college: 3, employment: 2 },
    });
  });

  it('removes the last college added, its answers cleared by the form’s rules, never the first', () => {
    const visitor = new VisitorState();
    visitor.addAnother('college');
    visitor.changeAnswers({ college_name: 'First', college_2_name: 'Second', college_2_gpa: '3.2' });
    visitor.removeInstance('college');
    expect(visitor.getSnapshot()).toEqual({
      answers: { college_name: 'First', college_2_name: '', college_2_gpa: '' },
      addAnother: { college: 1 },
    });
    expect(readVisitorAnswers()).toMatchObject({ college_name: 'First', college_2_name: '' });
    visitor.removeInstance('college');
    expect(visitor.getSnapshot().addAnother).toEqual({ college: 1 });
  });

  it('keeps the answers in memory when storage refuses them', () => {
    const storage = localStorage;
    vi.stubGlobal('localStorage', {
      getItem: (key: string) => storage.getItem(key),
      setItem: () => {
        throw new DOMException('Full.', 'QuotaExceededError');
      },
    });
    const visitor = new VisitorState();
    visitor.changeAnswers({ first_name: 'Ada' });
    visitor.addAnother('college');
    expect(visitor.getSnapshot()).toEqual({ answers: { first_name: 'Ada' }, addAnother: { college: 2 } });
  });

  it('follows changes made in another tab while subscribed', () => {
    const visitor = new VisitorState();
    const listener = vi.fn();
    const unsubscribe = visitor.subscribe(listener);
    localStorage.setItem(visitorAnswersKey, JSON.stringify({ value: { first_name: 'Grace' }, changedAt: Date.now() }));
    window.dispatchEvent(new StorageEvent('storage', { key: visitorAnswersKey }));
    expect(listener).toHaveBeenCalledTimes(1);
    expect(visitor.getSnapshot().answers).toEqual({ first_name: 'Grace' });

    window.dispatchEvent(new StorageEvent('storage', { key: 'something-else' }));
    unsubscribe();
    window.dispatchEvent(new StorageEvent('storage', { key: visitorAnswersKey }));
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
