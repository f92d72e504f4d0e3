import { addAnotherMax, answerKeysOf, questionsIn, tabGroupOf, tabGroupNodes, validate, webStatusOf, type Answers } from '@transfer/form';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Conflict, Forbidden, NotFound, ValidationError } from '../errors';
import { createTestDatabase, type TestDatabase } from '../testing/database';
import { createStudent, type Student } from '../testing/students';
import { validApplication } from '../../../form/src/testing/valid-application';
import { restoreLinkNotFoundMessage, applicationIncompleteMessage, applicationSubmittedMessage, onlyLastInstanceMessage } from './messages';
import { ApplicationService, restoreLinkLifetimeMs } from './service';
import { postedTo } from '../testing/application-requests';

let database: TestDatabase;
let applications: ApplicationService;
let posted: ReturnType<typeof postedTo>;
let moment = new Date('2026-03-01T12:00:00Z');
const clock = () => moment;

beforeAll(async () => {
  database = await createTestDatabase();
  applications = new ApplicationService(database.db, clock);
  posted = postedTo(applications);
});
afterAll(() => database.drop());

const student = (name: string) => createStudent(database.db, `${name}@example.com`);

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => expect.unreachable('expected a rejection'),
    (error: unknown) => error,
  );
}

const auditRows = (applicationId: string) =>
  database.db.query(`SELECT keys, at, by_user_id FROM answer_event WHERE application_id = $1 ORDER BY id`, [applicationId]) as Promise<
    { keys: string[]; at: Date; by_user_id: string }[]
  >;

const report = async (applicationId: string) =>
  (
    (await database.db.query(`SELECT errors, source, at FROM validation_report WHERE application_id = $1`, [applicationId])) as {
      errors: unknown[];
      source: string;
      at: Date;
    }[]
  )[0];

/** The transcript tabs: upload a file (the default) or send it later. */
const transcriptTabs = tabGroupOf('transcript')!;

describe('the application', () => {
  it('is opened as the account is confirmed, empty and without status; reading never creates one', async () => {
    const [ada] = await database.db.query<Student>(
      `INSERT INTO "user" (email, confirmed_at) VALUES ('first-use@example.com', now()) RETURNING id, email`,
    );
    expect(await rejection(applications.get(ada))).toBeInstanceOf(NotFound);
    await applications.refuseChangesIfSubmitted(ada);
    const rows = () => database.db.query(`SELECT 1 FROM application WHERE user_id = $1`, [ada.id]);
    expect(await rows()).toHaveLength(0);
    await applications.open(ada);
    await applications.open(ada);
    expect(await rows()).toHaveLength(1);
    const application = await applications.get(ada);
    expect(application).toMatchObject({ userId: ada.id, answers: {}, lastPage: null, addAnother: {}, tabs: {} });
    expect(application.statuses).toEqual([]);
    expect(webStatusOf(application.statuses)).toBeNull();
    expect((await applications.get(ada)).id).toBe(application.id);
  });

  it("of one student is never another's", async () => {
    const [a, b] = await Promise.all([student('a-student'), student('b-student')]);
    await posted.save(a, { first_name: 'Ada' });
    await posted.setLastPage(a, '/education');
    const other = await applications.get(b);
    expect(other.answers).toEqual({});
    expect(other.lastPage).toBeNull();
    expect(other.id).not.toBe((await applications.get(a)).id);
  });
});

describe('saving answers', () => {
  let ada: Student;
  beforeAll(async () => {
    ada = await student('saver');
  });

  it('refuses unknown keys and values of the wrong type with 400 naming each key, and stores nothing', async () => {
    const unknown = await rejection(posted.save(ada, { first_name: 'Ada', favourite_colour: 'teal' }));
    expect(unknown).toBeInstanceOf(ValidationError);
    expect((unknown as ValidationError).status).toBe(400);
    expect((unknown as ValidationError).message).toContain('favourite_colour');
    expect(Object.keys((unknown as ValidationError).fields)).toEqual(['favourite_colour']);

    const wrongType = (await rejection(posted.save(ada, { first_name: true, support_mother: 'yes' }))) as ValidationError;
    expect(Object.keys(wrongType.fields).sort()).toEqual(['first_name', 'support_mother']);

    for (const notAMap of [null, [], 'first_name', 7]) {
      expect(await rejection(posted.save(ada, notAMap))).toBeInstanceOf(ValidationError);
    }
    expect((await applications.get(ada)).answers).toEqual({});
  });

  it('merges per key, keeping the keys not sent, and bumps the version', async () => {
    const first = await posted.save(ada, { first_name: 'Ada', last_name: 'Lovelace' });
    const second = await posted.save(ada, { last_name: 'King', support_mother: true });
    expect(second.answers).toEqual({ first_name: 'Ada', last_name: 'King', support_mother: true });
    expect(second.version).toBe(first.version + 1);
  });

  it('keeps every key of many concurrent saves of different keys', async () => {
    const bee = await student('concurrent');
    const keys = ['first_name', 'last_name', 'middle_name', 'preferred_name', 'city', 'address_line_1', 'zip', 'email_address'];
    const saves = Array.from({ length: 40 }, (_, index) => {
      const key = keys[index % keys.length];
      return posted.save(bee, { [key]: `${key}-${Math.floor(index / keys.length)}` });
    });
    await Promise.all(saves);
    const saved = await applications.get(bee);
    expect(Object.keys(saved.answers).sort()).toEqual([...keys].sort());
    expect(saved.version).toBe(40);
    expect(await auditRows(saved.id)).toHaveLength(40);
  });

  it('appends one audit row per save: the keys, when, and by whom', async () => {
    const cy = await student('audited');
    moment = new Date('2026-03-02T08:00:00Z');
    const saved = await posted.save(cy, { first_name: 'Cy', last_name: 'Young' });
    await posted.save(cy, { city: 'Lakemont' });
    expect(await auditRows(saved.id)).toEqual([
      { keys: ['first_name', 'last_name'], at: moment, by_user_id: cy.id },
      { keys: ['city'], at: moment, by_user_id: cy.id },
    ]);
  });

  it('leaves neither the answers nor the audit row when the save fails, validating or not', async () => {
    const di = await student('failing');
    const saved = await posted.save(di, { first_name: 'Di' });
    // The earliest time JavaScript has is long before the earliest Postgres stores: the audit row's insert fails.
    const broken = new ApplicationService(database.db, () => new Date(-8.64e15));
    expect(await rejection(broken.save(di, { first_name: 'Changed' }))).toBeInstanceOf(Error);
    await posted.setWebStatus(di, 'validating');
    expect(await rejection(broken.save(di, { first_name: 'Changed' }))).toBeInstanceOf(Error);
    const after = await applications.get(di);
    expect(after.answers).toEqual({ first_name: 'Di' });
    expect(after.version).toBe(saved.version);
    expect(await auditRows(saved.id)).toHaveLength(1);
  });

  it('stores the validation report computed on the server while validating, and none before', async () => {
    const ed = await student('validating');
    const started = await posted.save(ed, { first_name: 'Ed' });
    expect(await report(started.id)).toBeUndefined();
    await posted.setWebStatus(ed, 'validating');
    moment = new Date('2026-03-03T09:30:00Z');
    const saved = await posted.save(ed, { last_name: 'Ng' });
    const stored = await report(saved.id);
    const expected = validate(saved.answers, 'all', { addAnother: saved.addAnother, tabs: saved.tabs });
    expect(expected.length).toBeGreaterThan(0);
    expect(stored).toEqual({ errors: JSON.parse(JSON.stringify(expected)), source: 'server', at: moment });
  });
});

describe('the web status', () => {
  it('is derived from the count of statuses reached, each recorded once', async () => {
    const fay = await student('status');
    expect(webStatusOf((await applications.get(fay)).statuses)).toBeNull();
    const started = await posted.setWebStatus(fay, 'started');
    expect([webStatusOf(started.statuses), started.statuses]).toEqual(['started', ['started']]);
    expect((await posted.setWebStatus(fay, 'started')).statuses).toEqual(['started']);
    const validating = await posted.setWebStatus(fay, 'validating');
    expect([webStatusOf(validating.statuses), validating.statuses]).toEqual(['validating', ['started', 'validating']]);
    expect((await posted.setWebStatus(fay, 'started')).statuses).toEqual(['started', 'validating']);
  });

  it('records the statuses before the one posted', async () => {
    const gil = await student('skipping');
    const validating = await posted.setWebStatus(gil, 'validating');
    expect(validating.statuses).toEqual(['started', 'validating']);
  });

  it("refuses 'submitted' before submission, and anything unknown, with 400", async () => {
    const hal = await student('refused-status');
    for (const status of ['submitted', 'done', '', null, 2]) {
      const error = await rejection(posted.setWebStatus(hal, status));
      expect(error).toBeInstanceOf(ValidationError);
    }
    expect((await applications.get(hal)).statuses).toEqual([]);
  });
});

describe('the last page', () => {
  it('takes a form page path and refuses anything else with 400', async () => {
    const ivy = await student('last-page');
    expect((await posted.setLastPage(ivy, '/final-steps')).lastPage).toBe('/final-steps');
    for (const page of ['/completion', 'about', '/login', '', null]) {
      expect(await rejection(posted.setLastPage(ivy, page))).toBeInstanceOf(ValidationError);
    }
    expect((await applications.get(ivy)).lastPage).toBe('/final-steps');
  });
});

describe('validation reports posted by the client', () => {
  it('are stored from a list of {key, page, message} or a key -> message map, the latest replacing the one before', async () => {
    const jo = await student('reports');
    const { id } = await applications.get(jo);
    const list = [{ key: 'first_name', page: 'about', message: 'First name is required.' }];
    expect(await posted.saveValidations(jo, list)).toEqual(list);
    expect(await report(id)).toMatchObject({ errors: list, source: 'client' });
    await posted.saveValidations(jo, { last_name: 'Last name is required.' });
    expect((await report(id)).errors).toEqual([{ key: 'last_name', message: 'Last name is required.' }]);
    expect(await posted.saveValidations(jo, [])).toEqual([]);
  });

  it('refuse other shapes and oversized reports with 400', async () => {
    const kit = await student('bad-reports');
    const tooMany = Array.from({ length: 2001 }, (_, index) => ({ key: `k${index}`, message: 'x' }));
    for (const bad of [
      'errors',
      null,
      [{ key: 'first_name' }],
      [{ key: 'first_name', message: 'm', page: 'nowhere' }],
      { first_name: 3 },
      [{ key: 'k', message: 'x'.repeat(1001) }],
      tooMany,
    ]) {
      expect(await rejection(posted.saveValidations(kit, bad))).toBeInstanceOf(ValidationError);
    }
  });
});

describe('submitting', () => {
  it('with missing information answers 400 with the errors by key and submits nothing', async () => {
    const lee = await student('incomplete');
    await posted.save(lee, { first_name: 'Lee' });
    await posted.setWebStatus(lee, 'validating');
    const error = (await rejection(applications.submit(lee))) as ValidationError;
    expect(error).toBeInstanceOf(ValidationError);
    expect(error.message).toBe(applicationIncompleteMessage);
    const application = await applications.get(lee);
    const expected = validate(application.answers, 'all', { addAnother: application.addAnother, tabs: application.tabs });
    expect(Object.keys(error.fields)).toEqual([...new Set(expected.map((fieldError) => fieldError.key))]);
    expect(error.fields[expected[0].key]).toBe(expected[0].message);
    expect(application.submittedAt).toBeNull();
    expect(application.statuses).toEqual(['started', 'validating']);
  });

  describe('a complete application', () => {
    let max: Student;
    let submittedAt: Date | null;
    beforeAll(async () => {
      max = await student('complete');
      await posted.save(max, validApplication);
      moment = new Date('2026-03-04T10:00:00Z');
      const submitted = await applications.submit(max);
      submittedAt = submitted.submittedAt;
      expect(webStatusOf(submitted.statuses)).toBe('submitted');
      expect(submitted.statuses).toEqual(['started', 'validating', 'submitted']);
    });

    it('is submitted at that moment; submitting again answers the same and changes nothing', async () => {
      expect(submittedAt).toEqual(moment);
      moment = new Date('2026-03-05T10:00:00Z');
      const again = await applications.submit(max);
      expect(again.submittedAt).toEqual(submittedAt);
      expect(await applications.get(max)).toEqual(again);
    });

    it("acknowledges 'submitted' and earlier statuses idempotently", async () => {
      for (const status of ['submitted', 'started', 'validating']) {
        expect((await posted.setWebStatus(max, status)).statuses).toEqual(['started', 'validating', 'submitted']);
      }
    });

    it('refuses any change of answers, add-another or tabs with 403', async () => {
      const before = await applications.get(max);
      for (const change of [
        () => posted.save(max, { first_name: 'Changed' }),
        () => posted.setAddAnother(max, 'college', 2),
        () => posted.removeAddAnother(max, 'college', 2),
        () => posted.setTab(max, transcriptTabs.tabId, transcriptTabs.tabs[1].id),
      ]) {
        const error = await rejection(change());
        expect(error).toBeInstanceOf(Forbidden);
        expect((error as Forbidden).message).toBe(applicationSubmittedMessage);
      }
      expect(await applications.get(max)).toEqual(before);
    });
  });
});

describe('add-another', () => {
  it('stores only the counts set, from 1 to the maximum of the button, never above 10', async () => {
    const ned = await student('add-another');
    const max = addAnotherMax('college')!;
    expect(max).toBeGreaterThan(1);
    expect(max).toBeLessThanOrEqual(10);
    for (const bad of [0, max + 1, 11, 1.5, '2', null]) {
      expect(await rejection(posted.setAddAnother(ned, 'college', bad))).toBeInstanceOf(ValidationError);
    }
    expect((await posted.setAddAnother(ned, 'college', 1)).addAnother).toEqual({ college: 1 });
    expect((await posted.setAddAnother(ned, 'college', max)).addAnother).toEqual({ college: max });
    expect(await rejection(posted.setAddAnother(ned, 'no-such-button', 1))).toBeInstanceOf(ValidationError);
    expect((await applications.get(ned)).addAnother).toEqual({ college: max });
  });
});

describe('removing an add-another instance', () => {
  it("lowers the count and clears that instance's answers in one step, with their audit row", async () => {
    const kay = await student('remove-instance');
    await posted.setAddAnother(kay, 'college', 3);
    const saved = await posted.save(kay, {
      college_name: 'First',
      college_2_name: 'Second',
      college_3_name: 'Third',
      college_3_gpa: '3.1',
    });
    const removed = await posted.removeAddAnother(kay, 'college', 3);
    expect(removed.addAnother).toEqual({ college: 2 });
    expect(removed.answers).toMatchObject({ college_name: 'First', college_2_name: 'Second', college_3_name: '', college_3_gpa: '' });
    expect((await auditRows(saved.id)).at(-1)!.keys.sort()).toEqual(['college_3_gpa', 'college_3_name']);
    // The same request again (a second press) finds it gone, and changes nothing.
    expect((await posted.removeAddAnother(kay, 'college', 3)).version).toBe(removed.version);
  });

  it('refuses any but the last one shown (409) and the first (400), changing nothing', async () => {
    const lee = await student('remove-not-last');
    await posted.setAddAnother(lee, 'employment', 3);
    const before = await posted.save(lee, { employment_2: 'Barista' });
    const notLast = await rejection(posted.removeAddAnother(lee, 'employment', 2));
    expect(notLast).toBeInstanceOf(Conflict);
    expect((notLast as Conflict).message).toBe(onlyLastInstanceMessage);
    for (const [buttonId, instance] of [
      ['employment', 1],
      ['employment', 5],
      ['employment', '3'],
      ['no-such-button', 2],
    ]) {
      expect(await rejection(posted.removeAddAnother(lee, buttonId, instance))).toBeInstanceOf(ValidationError);
    }
    expect(await applications.get(lee)).toEqual(before);
  });
});

describe('tabs', () => {
  const [defaultTab, otherTab] = [
    transcriptTabs.tabs.find((tab) => tab.id === transcriptTabs.defaultTab)!,
    transcriptTabs.tabs.find((tab) => tab.id !== transcriptTabs.defaultTab)!,
  ];
  const defaultTabKeys = questionsIn(defaultTab.nodes).flatMap(answerKeysOf);

  it("clears the answers of the tab left, with an audit row, and keeps the others'", async () => {
    const oz = await student('tabs');
    const saved = await posted.save(oz, { first_name: 'Oz' });
    const filled: Answers = Object.fromEntries(defaultTabKeys.map((key) => [key, 'ANSWERED']));
    await database.db.query(`UPDATE application SET answers = answers || $2::jsonb WHERE id = $1`, [saved.id, JSON.stringify(filled)]);
    const chosen = await posted.setTab(oz, transcriptTabs.tabId, otherTab.id);
    expect(chosen.tabs).toEqual({ [transcriptTabs.tabId]: otherTab.id });
    expect(chosen.answers).toEqual({ first_name: 'Oz', ...Object.fromEntries(defaultTabKeys.map((key) => [key, ''])) });
    expect((await auditRows(saved.id)).map((row) => row.keys)).toEqual([['first_name'], defaultTabKeys]);

    const unchanged = await posted.setTab(oz, transcriptTabs.tabId, otherTab.id);
    expect(unchanged.version).toBe(chosen.version);
  });

  it.each(tabGroupNodes.map((group) => [group.tabId, group] as const))(
    'keeps an explicit choice of %s, the default included, and returns it both ways',
    async (tabId, group) => {
      const other = group.tabs.find((tab) => tab.id !== group.defaultTab)!;
      const applicant = await student(`tabs-both-ways-${tabId}`);
      expect((await posted.setTab(applicant, tabId, group.defaultTab)).tabs).toEqual({ [tabId]: group.defaultTab });
      expect((await posted.setTab(applicant, tabId, other.id)).tabs).toEqual({ [tabId]: other.id });
      const back = await posted.setTab(applicant, tabId, group.defaultTab);
      expect(back.tabs).toEqual({ [tabId]: group.defaultTab });
      expect((await applications.get(applicant)).tabs).toEqual({ [tabId]: group.defaultTab });
      // Choosing what is already chosen changes nothing.
      expect((await posted.setTab(applicant, tabId, group.defaultTab)).version).toBe(back.version);
    },
  );

  it('refuses an unknown tab group or tab with 400', async () => {
    const pam = await student('bad-tabs');
    expect(await rejection(posted.setTab(pam, 'no-such-tabs', defaultTab.id))).toBeInstanceOf(ValidationError);
    expect(await rejection(posted.setTab(pam, transcriptTabs.tabId, 'no-such-tab'))).toBeInstanceOf(ValidationError);
    expect((await applications.get(pam)).tabs).toEqual({});
  });
});

/** The address restore links are created from. */
const visitor = '203.0.113.9';

describe('restore links', () => {
  it('are kept under a random token stored hashed, and restored by it until they expire', async () => {
    moment = new Date('2026-04-01T00:00:00Z');
    const token = await posted.createRestoreLink({ first_name: 'Visitor', support_mother: true }, visitor);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const stored = await database.db.query(`SELECT token_hash, answers::text FROM restore_link`);
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(await applications.restoreLinkAnswers(token)).toEqual({ first_name: 'Visitor', support_mother: true });

    moment = new Date(moment.getTime() + restoreLinkLifetimeMs - 1);
    expect(await applications.restoreLinkAnswers(token)).toEqual({ first_name: 'Visitor', support_mother: true });
    moment = new Date(moment.getTime() + 1);
    const expired = await rejection(applications.restoreLinkAnswers(token));
    expect(expired).toBeInstanceOf(NotFound);
    expect((expired as NotFound).message).toBe(restoreLinkNotFoundMessage);
  });

  it('never keep the SSN, live 7 days and are removed afterwards', async () => {
    moment = new Date('2026-05-01T00:00:00Z');
    const token = await posted.createRestoreLink({ first_name: 'Visitor', ssn: '123-45-6789' }, visitor);
    expect(await applications.restoreLinkAnswers(token)).toEqual({ first_name: 'Visitor' });
    expect(JSON.stringify(await database.db.query('SELECT answers FROM restore_link'))).not.toContain('123-45-6789');
    expect(restoreLinkLifetimeMs).toBe(7 * 24 * 60 * 60_000);
    moment = new Date(moment.getTime() + restoreLinkLifetimeMs);
    expect(await applications.removeExpiredRestoreLinks()).toBeGreaterThanOrEqual(1);
    const left = await database.db.query(`SELECT 1 FROM restore_link WHERE expires_at <= $1`, [moment]);
    expect(left).toEqual([]);
  });

  it('refuse an unknown token with 404 and bad answers with 400', async () => {
    for (const token of ['unknown', '', undefined, ['a']]) {
      expect(await rejection(applications.restoreLinkAnswers(token))).toBeInstanceOf(NotFound);
    }
    const bad = (await rejection(posted.createRestoreLink({ favourite_colour: 'teal' }, visitor))) as ValidationError;
    expect(Object.keys(bad.fields)).toEqual(['favourite_colour']);
    expect(await rejection(posted.createRestoreLink('answers', visitor))).toBeInstanceOf(ValidationError);
  });
});

describe('the audit log', () => {
  it("keeps each saved key's previous value (null where it had none), written by the save's one statement", async () => {
    const ada = await student('audit-log');
    await posted.save(ada, { first_name: 'Ada', city: 'London' });
    const { id } = await posted.save(ada, { first_name: 'Augusta', last_name: 'King' });
    const rows = (await database.db.query(`SELECT keys, previous FROM answer_event WHERE application_id = $1 ORDER BY id`, [id])) as {
      keys: string[];
      previous: Record<string, unknown>;
    }[];
    expect(rows).toEqual([
      { keys: ['first_name', 'city'], previous: { first_name: null, city: null } },
      { keys: ['first_name', 'last_name'], previous: { first_name: 'Ada', last_name: null } },
    ]);
  });
});

describe("a visitor's answers carried into an account", () => {
  it('fill only the answers still empty, and never the SSN', async () => {
    const ada = await student('carried');
    await posted.save(ada, { first_name: 'Ada', last_name: '', city: 'London' });
    const saved = await posted.saveVisitorAnswers(ada, {
      first_name: 'Mallory',
      last_name: 'Lovelace',
      city: '',
      zip: '60601',
      ssn: '123-45-6789',
    });
    expect(saved.answers).toEqual({ first_name: 'Ada', last_name: 'Lovelace', city: 'London', zip: '60601' });
    const nothingEmpty = await posted.saveVisitorAnswers(ada, { first_name: 'Eve' });
    expect(nothingEmpty.version).toBe(saved.version);
  });

  it("come with the visitor's add-another counts, set first in the same transaction: the answers of those instances kept", async () => {
    const max = addAnotherMax('college')!;
    const cy = await student('carried-counts');
    await posted.setAddAnother(cy, 'employment', 3);
    const saved = await posted.saveVisitorAnswers(cy, { college_3_name: 'Third', employment_2: 'Barista' }, { college: 3, employment: 2 });
    // The visitor's higher count grows the account's; the account's higher count stays.
    expect(saved.addAnother).toEqual({ college: 3, employment: 3 });
    expect(saved.answers).toMatchObject({ college_3_name: 'Third', employment_2: 'Barista' });

    // Without the count, an instance the account does not show keeps no answer.
    const dee = await student('carried-no-counts');
    expect((await posted.saveVisitorAnswers(dee, { college_3_name: 'Third' })).answers.college_3_name ?? '').toBe('');

    // A bad count refuses the whole carry: nothing changes.
    const eve = await student('carried-bad-counts');
    for (const bad of [{ college: max + 1 }, { college: 0 }, { 'no-such-button': 2 }, { college: '2' }, ['college']]) {
      expect(await rejection(posted.saveVisitorAnswers(eve, { first_name: 'Eve' }, bad))).toBeInstanceOf(ValidationError);
    }
    expect((await applications.get(eve)).answers).toEqual({});
  });
});

describe('a restore link for a signed-in student', () => {
  it('says how many answers it would change, and changes nothing until applied; empty answers replace nothing', async () => {
    const ada = await student('restoring');
    await posted.save(ada, { first_name: 'Ada', email_address: 'ada@example.com', city: 'London', gender: 'F', gender_desc: 'Female' });
    const token = await posted.createRestoreLink(
      { first_name: 'Mallory', email_address: '', city: 'London', gender: 'M', gender_desc: 'Male', zip: '60601', ssn: '123-45-6789' },
      visitor,
    );
    expect(await applications.restoreLinkChanges(ada, token)).toBe(3);
    const before = await applications.get(ada);
    expect(before.answers.first_name).toBe('Ada');
    const applied = await applications.applyRestoreLink(ada, token);
    expect(applied.answers).toEqual({
      first_name: 'Mallory',
      email_address: 'ada@example.com',
      city: 'London',
      gender: 'M',
      gender_desc: 'Male',
      zip: '60601',
    });
    const [event] = (await database.db.query(`SELECT previous FROM answer_event WHERE application_id = $1 ORDER BY id DESC LIMIT 1`, [
      applied.id,
    ])) as { previous: Record<string, unknown> }[];
    expect(event.previous).toEqual({ first_name: 'Ada', gender: 'F', gender_desc: 'Female', zip: null });
    expect(await applications.restoreLinkChanges(ada, token)).toBe(0);
  });
});
