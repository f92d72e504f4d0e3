// A student's unsaved edits: kept per page, saved after a pause, in order, only what changed, and (keepalive) once as the tab goes away.
import type { Answers, FormPageId } from '@transfer/form';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetHandedOver, takeHandedOver } from '../session/reload-handover';
import { Drafts, idleSaveDelay } from './drafts';

interface Sent {
  page: FormPageId;
  answers: Answers;
  keepalive: boolean;
  resolve(): void;
  reject(error: Error): void;
}

function setUp() {
  const sent: Sent[] = [];
  const failures: unknown[] = [];
  const drafts = new Drafts(
    (page, answers, { keepalive }) =>
      new Promise<void>((resolve, reject) => {
        sent.push({ page, answers, keepalive, resolve, reject });
      }),
    (error) => failures.push(error),
  );
  return { drafts, sent, failures };
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('Drafts', () => {
  it('keeps the edits of each page and saves them all once the student pauses', async () => {
    const { drafts, sent } = setUp();
    drafts.edit('about', { first_name: 'Ada' });
    await vi.advanceTimersByTimeAsync(idleSaveDelay - 1);
    drafts.edit('about', { last_name: 'Lovelace' });
    drafts.edit('education', { college_name: 'Reed College' });
    expect(drafts.all()).toEqual({ first_name: 'Ada', last_name: 'Lovelace', college_name: 'Reed College' });
    await vi.advanceTimersByTimeAsync(idleSaveDelay - 1);
    expect(sent).toEqual([]);

    await vi.advanceTimersByTimeAsync(1);
    expect(sent.map(({ page, answers, keepalive }) => ({ page, answers, keepalive }))).toEqual([
      { page: 'about', answers: { first_name: 'Ada', last_name: 'Lovelace' }, keepalive: false },
      { page: 'education', answers: { college_name: 'Reed College' }, keepalive: false },
    ]);
    sent.forEach((request) => request.resolve());
    await vi.runAllTimersAsync();
    expect(drafts.of('about')).toEqual({});
    expect(drafts.all()).toEqual({});
  });

  it('keeps a key changed again while its save was under way, for the next save, which waits for the first', async () => {
    const { drafts, sent } = setUp();
    drafts.edit('about', { first_name: 'Ada', last_name: 'Lovelace' });
    const first = drafts.save('about');
    await vi.advanceTimersByTimeAsync(0);
    expect(sent[0].answers).toEqual({ first_name: 'Ada', last_name: 'Lovelace' });
    drafts.edit('about', { first_name: 'Augusta' });
    const second = drafts.save('about');
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toHaveLength(1);

    sent[0].resolve();
    await first;
    expect(drafts.of('about')).toEqual({ first_name: 'Augusta' });
    await vi.advanceTimersByTimeAsync(0);
    expect(sent[1].answers).toEqual({ first_name: 'Augusta' });
    sent[1].resolve();
    await second;
    expect(drafts.of('about')).toEqual({});
  });

  it('keeps the edits when a save fails, and tells of a failed save nobody waits for', async () => {
    const { drafts, sent, failures } = setUp();
    drafts.edit('about', { first_name: 'Ada' });
    const saving = drafts.save('about');
    await vi.advanceTimersByTimeAsync(0);
    sent[0].reject(new Error('down'));
    await expect(saving).rejects.toThrow('down');
    expect(drafts.of('about')).toEqual({ first_name: 'Ada' });

    await vi.advanceTimersByTimeAsync(idleSaveDelay);
    sent[1].reject(new Error('still down'));
    await vi.advanceTimersByTimeAsync(0);
    expect(failures).toEqual([new Error('still down')]);
    expect(drafts.of('about')).toEqual({ first_name: 'Ada' });
  });

  it('sends nothing without edits', async () => {
    const { drafts, sent } = setUp();
    await drafts.saveAll();
    await drafts.save('about');
    expect(sent).toEqual([]);
  });

  it('sends every page at once with keepalive as the tab goes away, once for the same edits', async () => {
    const { drafts, sent } = setUp();
    drafts.edit('about', { first_name: 'Ada' });
    drafts.flush();
    drafts.flush();
    expect(sent.map(({ answers, keepalive }) => ({ answers, keepalive }))).toEqual([{ answers: { first_name: 'Ada' }, keepalive: true }]);
    // The pause's save is no longer due; a change after the flush goes with the next one.
    drafts.edit('about', { last_name: 'Lovelace' });
    drafts.flush();
    expect(sent[1].answers).toEqual({ first_name: 'Ada', last_name: 'Lovelace' });
    sent.forEach((request) => request.resolve());
    await vi.runAllTimersAsync();
    expect(drafts.of('about')).toEqual({});
  });

  it('forgets the edits of keys the server cleared, and gives out the same object until the edits change', () => {
    const { drafts } = setUp();
    drafts.edit('education', { college_transcript: 'x.pdf', education_comment: 'Hi' });
    const before = drafts.of('education');
    expect(drafts.of('education')).toBe(before);
    expect(drafts.all()).toBe(drafts.all());
    drafts.discard('education', ['college_transcript']);
    expect(drafts.of('education')).toEqual({ education_comment: 'Hi' });
    drafts.cancel();
  });

  it('tells its subscribers of every change', () => {
    const { drafts } = setUp();
    const listener = vi.fn();
    const unsubscribe = drafts.subscribe(listener);
    drafts.edit('about', { first_name: 'Ada' });
    unsubscribe();
    drafts.edit('about', { first_name: 'Grace' });
    expect(listener).toHaveBeenCalledTimes(1);
    drafts.cancel();
  });

  it('hands what a going tab sends to the page its reload opens (never the SSN), which shows it and saves it again', async () => {
    const { drafts, sent } = setUp();
    drafts.edit('final-steps', { conviction: 'N', conviction_desc: 'No' });
    drafts.edit('about', { ssn: '123-45-6789' });
    drafts.flush();
    expect(sent.map((save) => save.keepalive)).toEqual([true, true]);

    const handedOver = takeHandedOver();
    expect(Object.fromEntries(handedOver)).toEqual({ 'final-steps': { conviction: 'N', conviction_desc: 'No' } });
    expect(takeHandedOver().size).toBe(0);
    const reloaded = new Drafts(
      async (page, answers) => void sent.push({ page, answers, keepalive: false, resolve() {}, reject() {} }),
      () => {},
      handedOver,
    );
    expect(reloaded.of('final-steps')).toEqual({ conviction: 'N', conviction_desc: 'No' });
    await vi.advanceTimersByTimeAsync(idleSaveDelay);
    expect(sent.at(-1)).toMatchObject({ page: 'final-steps', answers: { conviction: 'N', conviction_desc: 'No' }, keepalive: false });
  });

  it('hands nothing over once it is old, or once a student logs out or in', async () => {
    const { drafts } = setUp();
    drafts.edit('about', { first_name: 'Ada' });
    drafts.flush();
    forgetHandedOver();
    expect(takeHandedOver().size).toBe(0);
    drafts.edit('about', { first_name: 'Augusta' });
    drafts.flush();
    await vi.advanceTimersByTimeAsync(31_000);
    vi.setSystemTime(Date.now() + 31_000);
    expect(takeHandedOver().size).toBe(0);
  });
});
