// The form page's flow without rendering: the last page on load, 'started' and the last page saved once, moving on, and the submit sequence, each against recorded calls.
import { defaultRoute, type Answers, type FieldError, type WebStatus } from '@transfer/form';
import { describe, expect, it } from 'vitest';
import { validApplication } from '../../../form/src/testing/valid-application';
import {
  lastPageToRestore,
  postStartedOnce,
  saveLastPageOnce,
  studentGoTo,
  studentSubmit,
  visitorGoTo,
  visitorSubmit,
  type StudentCalls,
} from './page-flow';

/** Calls that record themselves, in order, as 'name arguments'; `fail` makes the named ones reject. */
function recordedCalls({ everyAnswer = {}, fail = [] }: { everyAnswer?: Answers; fail?: (keyof StudentCalls)[] } = {}) {
  const log: string[] = [];
  const record =
    <Name extends keyof StudentCalls>(name: Name, answer?: unknown) =>
    (...args: unknown[]) => {
      log.push([name, ...args.map((arg) => JSON.stringify(arg))].join(' '));
      return fail.includes(name) ? Promise.reject(new Error(`${name} failed`)) : Promise.resolve(answer);
    };
  const calls: StudentCalls = {
    navigate: record('navigate') as StudentCalls['navigate'],
    markPageChanged: () => void log.push('markPageChanged'),
    saveDrafts: record('saveDrafts') as StudentCalls['saveDrafts'],
    setLocalWebStatus: (status) => void log.push(`setLocalWebStatus "${status}"`),
    postWebStatus: record('postWebStatus') as StudentCalls['postWebStatus'],
    saveLastPage: record('saveLastPage'),
    saveValidations: record('saveValidations'),
    fetchEveryAnswer: record('fetchEveryAnswer', everyAnswer) as StudentCalls['fetchEveryAnswer'],
    submitApplication: record('submitApplication'),
  };
  return { calls, log };
}

const lastNameMissing: FieldError = { key: 'last_name', page: 'about', message: 'Please enter your last name.' };

describe('the last page on load', () => {
  const load = { lastPage: '/final-steps', path: '/about', hash: '', isConsidered: false, hasChangedPage: false };

  it('is the saved last page, when it is another form page', () => {
    expect(lastPageToRestore(load)).toBe('/final-steps');
    expect(lastPageToRestore({ ...load, lastPage: '/about' })).toBeNull();
    expect(lastPageToRestore({ ...load, lastPage: '/login' })).toBeNull();
    expect(lastPageToRestore({ ...load, lastPage: null })).toBeNull();
  });

  it('is returned to once per load, before the student has moved, and not from a link to a field', () => {
    expect(lastPageToRestore({ ...load, isConsidered: true })).toBeNull();
    expect(lastPageToRestore({ ...load, hasChangedPage: true })).toBeNull();
    expect(lastPageToRestore({ ...load, hash: '#last_name' })).toBeNull();
  });
});

describe("'started'", () => {
  it('is set at once and posted for a null status, once', () => {
    const { calls, log } = recordedCalls();
    const sent = { startedPosted: false };
    postStartedOnce(null, sent, calls);
    postStartedOnce(null, sent, calls);
    expect(log).toEqual(['setLocalWebStatus "started"', 'postWebStatus "started"']);
    expect(sent.startedPosted).toBe(true);
  });

  it('is not posted for a status already reached', () => {
    const { calls, log } = recordedCalls();
    for (const status of ['started', 'validating', 'submitted'] as const) {
      postStartedOnce(status, { startedPosted: false }, calls);
    }
    expect(log).toEqual([]);
  });

  it('fails quietly (a rejection left unhandled would fail the run)', async () => {
    const { calls, log } = recordedCalls({ fail: ['postWebStatus'] });
    expect(() => postStartedOnce(null, { startedPosted: false }, calls)).not.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(log).toContain('postWebStatus "started"');
  });
});

describe('the last page', () => {
  it('is saved once while started or validating, when it is not the saved one already', () => {
    for (const webStatus of ['started', 'validating'] as const) {
      const { calls, log } = recordedCalls();
      const sent = { lastPagePosted: false };
      saveLastPageOnce({ webStatus, lastPage: '/final-steps', path: '/about' }, sent, calls);
      saveLastPageOnce({ webStatus, lastPage: '/final-steps', path: '/about' }, sent, calls);
      expect(log).toEqual(['saveLastPage "/about"']);
    }
  });

  it('is not saved before started, once submitted, or when it is the saved one', () => {
    const { calls, log } = recordedCalls();
    const statuses: (WebStatus | null)[] = [null, 'submitted'];
    for (const webStatus of statuses) saveLastPageOnce({ webStatus, lastPage: null, path: '/about' }, { lastPagePosted: false }, calls);
    saveLastPageOnce({ webStatus: 'started', lastPage: '/about', path: '/about' }, { lastPagePosted: false }, calls);
    expect(log).toEqual([]);
  });

  it('fails quietly', async () => {
    const { calls, log } = recordedCalls({ fail: ['saveLastPage'] });
    saveLastPageOnce({ webStatus: 'started', lastPage: null, path: '/about' }, { lastPagePosted: false }, calls);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(log).toEqual(['saveLastPage "/about"']);
  });
});

describe('a student moving on', () => {
  it('saves the edits, then moves, setting has_changed_page', async () => {
    const { calls, log } = recordedCalls();
    await studentGoTo('/education', {}, { isValidating: false, errors: [] }, calls);
    expect(log).toEqual(['saveDrafts', 'markPageChanged', 'navigate "/education" {}']);
  });

  it('also saves the errors while validating, and replaces the history entry when asked', async () => {
    const { calls, log } = recordedCalls();
    await studentGoTo('/about', { replace: true }, { isValidating: true, errors: [lastNameMissing] }, calls);
    expect(log).toEqual([
      'saveDrafts',
      `saveValidations ${JSON.stringify([lastNameMissing])}`,
      'markPageChanged',
      'navigate "/about" {"replace":true}',
    ]);
  });

  it('stays when the save fails', async () => {
    const { calls, log } = recordedCalls({ fail: ['saveDrafts'] });
    await expect(studentGoTo('/education', {}, { isValidating: true, errors: [] }, calls)).rejects.toThrow('saveDrafts failed');
    expect(log).toEqual(['saveDrafts']);
  });
});

describe('Submit', () => {
  it('with information missing: saves, moves to validating, posts the errors and goes to the default route', async () => {
    const { calls, log } = recordedCalls({ everyAnswer: { first_name: 'Ada' } });
    await studentSubmit({ isValidating: false }, calls);

    expect(log.slice(0, 3)).toEqual(['saveDrafts', 'fetchEveryAnswer', 'postWebStatus "validating"']);
    const [saved] = log.slice(3, 4);
    expect(saved).toMatch(/^saveValidations /);
    expect(JSON.parse(saved.slice('saveValidations '.length))).toEqual(expect.arrayContaining([lastNameMissing]));
    expect(log.slice(4)).toEqual(['markPageChanged', `navigate "${defaultRoute}"`]);
  });

  it('with nothing missing: posts no errors, submits, then posts submitted', async () => {
    const { calls, log } = recordedCalls({ everyAnswer: validApplication });
    await studentSubmit({ isValidating: true }, calls);
    expect(log).toEqual(['saveDrafts', 'fetchEveryAnswer', 'saveValidations []', 'submitApplication', 'postWebStatus "submitted"']);
  });

  it('validates with the add-another counts it is given: an added college is checked, a hidden one not', async () => {
    const everyAnswer = { ...validApplication, college_2_attend_from_year: '2020' };
    const added = recordedCalls({ everyAnswer });
    await studentSubmit({ isValidating: true, addAnother: { college: 2 } }, added.calls);
    expect(added.log).toContain(`navigate "${defaultRoute}"`);
    expect(added.log).not.toContain('submitApplication');

    const notAdded = recordedCalls({ everyAnswer });
    await studentSubmit({ isValidating: true }, notAdded.calls);
    expect(notAdded.log).toContain('submitApplication');
  });

  it('stops where a call fails, submitting nothing', async () => {
    const { calls, log } = recordedCalls({ everyAnswer: validApplication, fail: ['saveValidations'] });
    await expect(studentSubmit({ isValidating: true }, calls)).rejects.toThrow('saveValidations failed');
    expect(log).toEqual(['saveDrafts', 'fetchEveryAnswer', 'saveValidations []']);
  });
});

describe('a visitor', () => {
  it('moves on while nothing is answered, setting has_changed_page', async () => {
    const { calls, log } = recordedCalls();
    await visitorGoTo('/education', { replace: true }, { first_name: '' }, calls);
    expect(log).toEqual(['markPageChanged', 'navigate "/education" {"replace":true}']);
  });

  it('goes to /signup with the answers, from a move or Submit, once anything is answered', async () => {
    const { calls, log } = recordedCalls();
    await visitorGoTo('/education', {}, { first_name: 'Ada' }, calls);
    await visitorSubmit({ first_name: 'Ada' }, calls);
    const toSignup = 'navigate "/signup" {"state":{"answers":{"first_name":"Ada"}}}';
    expect(log).toEqual([toSignup, toSignup]);
  });
});
