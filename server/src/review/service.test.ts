// The review's rules at their boundaries, over a database of its own: stages and their counts, set-based assignment, drafts and submission, the last review in, blind reads, reopening with the version kept, sending back, and two decisions racing.
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffAdministration } from '../root/command-line';
import { createDatabase, type Database } from '../db/database';
import { Conflict, Forbidden, ValidationError } from '../errors';
import { parseInput } from '../input';
import { createTestDatabase, type TestDatabase } from '../testing/database';
import { staffReviewers, submittedApplications } from '../testing/review';
import { reviewExportValues } from './export';
import { assignInput, queuePageInput, reasonInput, sendBackReasonMessage } from './input';
import type { Reviewer } from './reviewer';
import { ReviewService, adminOnlyMessage, decidedByMessage, notAssignedMessage, notReadersMessage, reviewReadOnlyMessage } from './service';

let database: TestDatabase;
let reviews: ReviewService;
let admin: Reviewer;
let secondAdmin: Reviewer;
let readers: Reviewer[];

const complete = (rating: string) => ({
  academic_record: rating,
  major_preparation: rating,
  personal_qualities: rating,
  review_comment: 'Read in full.',
  recommendation: 'admit',
});

const assign = (applicationIds: string[], readerIds: string[], spreadEvenly = false) =>
  reviews.assignReaders(admin, parseInput(assignInput, { applicationIds, readerIds, spreadEvenly }));

beforeAll(async () => {
  database = await createTestDatabase();
  reviews = new ReviewService(database.db);
  [admin, secondAdmin] = await staffReviewers(database.db, 'admin', 2, 'admin');
  readers = await staffReviewers(database.db, 'reader', 3, 'reader');
});
afterAll(() => database.drop());

async function stageOf(applicationId: string) {
  return (await reviews.stageOf(applicationId)).stage;
}

describe('stages', () => {
  it('counts every submitted application, Submitted until it first moves, and no application not submitted', async () => {
    const before = await reviews.stageCounts();
    const [applicationId] = await submittedApplications(database.db, 'counted', 2);
    await database.db.execute(`INSERT INTO "user" (email) VALUES ('drafting@example.com')`);
    await database.db.execute(`INSERT INTO application (user_id) SELECT id FROM "user" WHERE email = 'drafting@example.com'`);
    const counts = await reviews.stageCounts();
    expect(counts.map((count) => count.stage)).toEqual(['submitted', 'in_review', 'ready_for_decision', 'decided']);
    expect(counts[0].count - before[0].count).toBe(2);
    expect(await stageOf(applicationId)).toBe('submitted');
  });

  it('sends back one stage only with a reason, audited with it; a Submitted application has none before it', async () => {
    const [applicationId] = await submittedApplications(database.db, 'sentback', 1);
    expect(() => parseInput(reasonInput, '   ')).toThrow(sendBackReasonMessage);
    expect(() => parseInput(reasonInput, undefined)).toThrow(sendBackReasonMessage);
    await expect(reviews.sendBack(admin, applicationId, 'Too early')).rejects.toBeInstanceOf(Conflict);
    await assign([applicationId], [readers[0].staffId]);
    await expect(reviews.sendBack(readers[0], applicationId, 'Mine')).rejects.toThrow(new Forbidden(adminOnlyMessage));
    expect((await reviews.sendBack(admin, applicationId, 'Assigned by mistake')).stage).toBe('submitted');
    // Assigned again, to the same reader: it is in review again though no reader is new.
    expect(await assign([applicationId], [readers[0].staffId])).toEqual({ assigned: 0, movedToInReview: 1 });
    expect(await reviews.sendBack(admin, applicationId, 'Assigned by mistake')).toMatchObject({ stage: 'submitted' });
    const audit = await database.db.query<{ action: string; detail: Record<string, unknown> }>(
      'SELECT action, detail FROM review_audit WHERE application_id = $1 ORDER BY id',
      [applicationId],
    );
    expect(audit.map((entry) => entry.action)).toEqual([
      'readers.assigned',
      'stage.changed',
      'stage.changed',
      'stage.changed',
      'stage.changed',
    ]);
    expect(audit[1].detail).toEqual({ from: 'submitted', to: 'in_review' });
    expect(audit[2].detail).toEqual({ from: 'in_review', to: 'submitted', reason: 'Assigned by mistake' });
  });
});

describe('assignment', () => {
  it('assigns readers to one application, moving it to In review; only an admin, only staff, only submitted applications', async () => {
    const [applicationId] = await submittedApplications(database.db, 'assigned', 1);
    await expect(
      reviews.assignReaders(readers[0], parseInput(assignInput, { applicationIds: [applicationId], readerIds: [readers[0].staffId] })),
    ).rejects.toThrow(new Forbidden(adminOnlyMessage));
    await expect(assign([applicationId], [applicationId])).rejects.toBeInstanceOf(ValidationError);
    await expect(assign([readers[0].staffId], [readers[0].staffId])).rejects.toBeInstanceOf(ValidationError);
    expect(await assign([applicationId], [readers[0].staffId, readers[1].staffId])).toEqual({ assigned: 2, movedToInReview: 1 });
    expect(await assign([applicationId], [readers[0].staffId])).toEqual({ assigned: 0, movedToInReview: 0 });
    const review = await reviews.applicationReview(admin, applicationId);
    expect(review.stage).toBe('in_review');
    expect(review.assignments.map((assignment) => assignment.readerName).sort()).toEqual([readers[0].name, readers[1].name]);
  });

  it('assigns only members of staff who review: readers and admins, not a disabled one, nor a bare staff account', async () => {
    const [applicationId] = await submittedApplications(database.db, 'whoreads', 1);
    const [disabled] = await staffReviewers(database.db, 'disabled', 1, 'reader');
    await database.db.execute(`UPDATE staff_member SET status = 'disabled' WHERE id = $1`, [disabled.staffId]);
    const [{ id: bareAccount }] = await database.db.query<{ id: string }>(
      `INSERT INTO "user" (email, confirmed_at, role) VALUES ('no-member@example.edu', now(), 'staff') RETURNING id`,
    );
    for (const stranger of [disabled.staffId, bareAccount]) {
      await expect(assign([applicationId], [readers[0].staffId, stranger])).rejects.toThrow(
        new ValidationError(notReadersMessage([stranger])),
      );
    }
    expect(await stageOf(applicationId)).toBe('submitted');
    expect(await assign([applicationId], [readers[0].staffId, secondAdmin.staffId])).toEqual({ assigned: 2, movedToInReview: 1 });
    // What the assignment dialog offers: the readers, not disabled, by e-mail; an admin's list alone.
    const offered = await reviews.readers(admin);
    expect(offered.map((reader) => reader.email)).toEqual(expect.arrayContaining(readers.map((reader) => reader.name)));
    expect(offered.map((reader) => reader.email)).not.toContain(disabled.name);
    expect(offered.every((reader) => reader.role === 'reader')).toBe(true);
    expect(offered.map((reader) => reader.email)).toEqual([...offered.map((reader) => reader.email)].sort());
    await expect(reviews.readers(readers[0])).rejects.toThrow(new Forbidden(adminOnlyMessage));
  });

  it('assigns 500 applications in one request, spread evenly over three readers, in under 2 s', async () => {
    const applicationIds = await submittedApplications(database.db, 'batch', 500);
    const started = performance.now();
    const result = await assign(
      applicationIds,
      readers.map((reader) => reader.staffId),
      true,
    );
    const took = performance.now() - started;
    expect(result).toEqual({ assigned: 500, movedToInReview: 500 });
    expect(took).toBeLessThan(2000);
    const perReader = await database.db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM review WHERE application_id = ANY($1::uuid[]) GROUP BY reader_id ORDER BY 1',
      [applicationIds],
    );
    expect(perReader.map((row) => row.count)).toEqual([166, 167, 167]);
  });
});

describe('reviews', () => {
  let applicationId: string;
  beforeAll(async () => {
    [applicationId] = await submittedApplications(database.db, 'reviewed', 1);
    await assign([applicationId], [readers[0].staffId, readers[1].staffId]);
  });

  it('saves partial drafts of the assigned reader only, through the review form’s answer model', async () => {
    await expect(reviews.saveDraft(readers[2], applicationId, { academic_record: '3' })).rejects.toThrow(new Forbidden(notAssignedMessage));
    await expect(reviews.saveDraft(readers[0], applicationId, { gpa: '4.0' })).rejects.toBeInstanceOf(ValidationError);
    await expect(reviews.saveDraft(readers[0], applicationId, { academic_record: '9' })).rejects.toBeInstanceOf(ValidationError);
    const draft = await reviews.saveDraft(readers[0], applicationId, { academic_record: '3' });
    expect(draft.answers).toEqual({ academic_record: '3', academic_record_desc: 'Average' });
    expect(draft.submittedAt).toBeNull();
  });

  it('refuses an incomplete submission by the rules, then submits once: read-only after', async () => {
    await expect(reviews.submit(readers[0], applicationId, { review_comment: 'Half done' })).rejects.toMatchObject({
      fields: { major_preparation: 'This field is required.' },
    });
    const submitted = await reviews.submit(readers[0], applicationId, complete('4'));
    expect(submitted.rating).toBe(4);
    await expect(reviews.saveDraft(readers[0], applicationId, { review_comment: 'Later' })).rejects.toThrow(
      new Conflict(reviewReadOnlyMessage),
    );
    await expect(reviews.submit(readers[0], applicationId, {})).rejects.toThrow(new Conflict(reviewReadOnlyMessage));
  });

  it('shows a reader the others’ reviews only once their own is in; admins see all', async () => {
    await reviews.saveDraft(readers[1], applicationId, { academic_record: '2' });
    const before = await reviews.applicationReview(readers[1], applicationId);
    expect(before.reviews.map((review) => review.readerId)).toEqual([readers[1].staffId]);
    expect(before.reviewsIn).toBe(0);
    expect(before.averageRating).toBeNull();
    const [summaryBefore] = await reviews.summaries(readers[1], [applicationId]);
    expect(summaryBefore).toMatchObject({ stage: 'in_review', reviewsIn: null, averageRating: null });
    expect((await reviews.applicationReview(admin, applicationId)).reviews).toHaveLength(2);

    await reviews.submit(readers[1], applicationId, complete('2'));
    const after = await reviews.applicationReview(readers[1], applicationId);
    expect(after.reviews.map((review) => review.readerId).sort()).toEqual([readers[0].staffId, readers[1].staffId].sort());
    expect(after).toMatchObject({ reviewsIn: 2, averageRating: 3 });
    expect((await reviews.summaries(readers[1], [applicationId]))[0]).toMatchObject({ reviewsIn: 2, averageRating: 3 });
  });

  it('moves the application to Ready for decision when the last assigned review is in, not before', async () => {
    const [other] = await submittedApplications(database.db, 'lastin', 1);
    await assign(
      [other],
      readers.map((reader) => reader.staffId),
    );
    await reviews.submit(readers[0], other, complete('5'));
    expect(await stageOf(other)).toBe('in_review');
    // The last two at once, on two connections: the stage row's lock lets exactly one of them find none open.
    const otherConnection = createDatabase(database.url);
    try {
      await Promise.all([
        reviews.submit(readers[1], other, complete('5')),
        new ReviewService(otherConnection).submit(readers[2], other, complete('5')),
      ]);
    } finally {
      await otherConnection.close();
    }
    expect(await stageOf(other)).toBe('ready_for_decision');
    expect(await stageOf(applicationId)).toBe('ready_for_decision');
  });

  it('reopens a submitted review for an admin only, keeping its previous version, and goes back to In review', async () => {
    await expect(reviews.reopen(readers[0], applicationId, readers[0].staffId)).rejects.toThrow(new Forbidden(adminOnlyMessage));
    await reviews.reopen(admin, applicationId, readers[0].staffId);
    expect(await stageOf(applicationId)).toBe('in_review');
    const versions = await reviews.versions(admin, applicationId, readers[0].staffId);
    expect(versions).toHaveLength(1);
    expect(await reviews.versions(readers[0], applicationId, readers[0].staffId)).toHaveLength(1);
    expect(await reviews.versions(readers[1], applicationId, readers[0].staffId)).toEqual([]);
    expect(versions[0]).toMatchObject({ rating: 4, reopenedBy: admin.name, answers: expect.objectContaining({ academic_record: '4' }) });
    const edited = await reviews.saveDraft(readers[0], applicationId, { academic_record: '5' });
    expect(edited.answers.academic_record).toBe('5');
    await reviews.submit(readers[0], applicationId);
    expect(await stageOf(applicationId)).toBe('ready_for_decision');
  });
});

describe('the decision', () => {
  let applicationId: string;
  let otherConnection: Database;
  beforeAll(async () => {
    [applicationId] = await submittedApplications(database.db, 'decided', 1);
    await assign([applicationId], [readers[2].staffId]);
    otherConnection = createDatabase(database.url);
  });
  afterAll(() => otherConnection.close());

  it('is refused before Ready for decision, and to readers', async () => {
    const { version } = await reviews.stageOf(applicationId);
    await expect(reviews.decide(admin, applicationId, 'admit', '', version)).rejects.toBeInstanceOf(Conflict);
    await reviews.submit(readers[2], applicationId, complete('3'));
    const ready = await reviews.stageOf(applicationId);
    await expect(reviews.decide(readers[2], applicationId, 'admit', '', ready.version)).rejects.toThrow(new Forbidden(adminOnlyMessage));
    await expect(reviews.decide(admin, applicationId, 'admit', '', ready.version - 1)).rejects.toBeInstanceOf(Conflict);
  });

  it('of two admins deciding at once on two connections, records one and tells the other who decided and when', async () => {
    const { version } = await reviews.stageOf(applicationId);
    const otherReviews = new ReviewService(otherConnection);
    const results = await Promise.allSettled([
      reviews.decide(admin, applicationId, 'admit', 'Strong reads', version),
      otherReviews.decide(secondAdmin, applicationId, 'deny', 'Weak reads', version),
    ]);
    const won = results.filter((result) => result.status === 'fulfilled');
    const lost = results.filter((result): result is PromiseRejectedResult => result.status === 'rejected');
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(1);
    const decided = await reviews.stageOf(applicationId);
    expect(decided.stage).toBe('decided');
    expect(lost[0].reason).toBeInstanceOf(Conflict);
    expect(lost[0].reason.message).toBe(decidedByMessage(decided.decidedByName!, decided.decidedAt!));
    const winner = decided.decision === 'admit' ? admin : secondAdmin;
    expect(decided).toMatchObject({
      decidedByName: winner.name,
      decisionNote: decided.decision === 'admit' ? 'Strong reads' : 'Weak reads',
    });
    await expect(assign([applicationId], [readers[0].staffId])).rejects.toBeInstanceOf(Conflict);
  });

  it('is taken back by sending the application back, the audit keeping it', async () => {
    const back = await reviews.sendBack(admin, applicationId, 'Wrong term');
    expect(back).toMatchObject({ stage: 'ready_for_decision', decision: null });
    const [entry] = await database.db.query<{ detail: Record<string, unknown> }>(
      `SELECT detail FROM review_audit WHERE application_id = $1 AND action = 'stage.changed' ORDER BY id DESC LIMIT 1`,
      [applicationId],
    );
    expect(entry.detail).toMatchObject({ from: 'decided', to: 'ready_for_decision', reason: 'Wrong term' });
    expect(entry.detail.decisionTakenBack).toMatch(/admit|deny/);
  });
});

describe('the export', () => {
  it('gains stage, readers, reviews in, average rating, decision and decided at; a reader’s obeys the blind rule', async () => {
    const [applicationId] = await submittedApplications(database.db, 'exported', 1);
    await assign([applicationId], [readers[0].staffId, readers[1].staffId]);
    await reviews.submit(readers[0], applicationId, complete('4'));
    let csv = '';
    const out = new Writable({
      write(chunk: Buffer, _encoding, done) {
        csv += chunk.toString();
        done();
      },
    });
    await staffAdministration(database.db).exportApplications(out, { format: 'csv' });
    const [header, ...rows] = csv.trimEnd().split('\n');
    expect(header).toMatch(
      /^id,username,web_status,statuses,created_at,submitted_at,stage,readers,reviews_in,average_rating,decision,decided_at,/,
    );
    const row = rows.find((line) => line.startsWith(applicationId))!;
    expect(row).toContain(`,In review,${readers[0].name} ${readers[1].name},1,4,,,`);

    const asReader = reviewExportValues(reviews, readers[1]);
    expect((await asReader([applicationId])).get(applicationId)).toMatchObject({
      stage: 'In review',
      reviews_in: null,
      average_rating: null,
    });
    await reviews.submit(readers[1], applicationId, complete('2'));
    expect((await asReader([applicationId])).get(applicationId)).toMatchObject({
      stage: 'Ready for decision',
      reviews_in: 2,
      average_rating: 3,
    });
  });
});

describe('my queue', () => {
  it('lists a reader’s open reviews oldest submission first, page by page both ways, with neighbours', async () => {
    const [queueReader] = await staffReviewers(database.db, 'queue', 1, 'reader');
    const applicationIds = await submittedApplications(database.db, 'queued', 5);
    await assign([...applicationIds].reverse(), [queueReader.staffId]);
    const first = await reviews.myQueue(queueReader, parseInput(queuePageInput, { first: 2 }));
    expect(first.entries.map((entry) => entry.applicationId)).toEqual(applicationIds.slice(0, 2));
    expect(first).toMatchObject({ hasNextPage: true, hasPreviousPage: false, totalCount: 5 });
    const second = await reviews.myQueue(queueReader, parseInput(queuePageInput, { first: 2, after: first.entries[1].cursor }));
    expect(second.entries.map((entry) => entry.applicationId)).toEqual(applicationIds.slice(2, 4));
    const back = await reviews.myQueue(queueReader, parseInput(queuePageInput, { last: 2, before: second.entries[0].cursor }));
    expect(back.entries.map((entry) => entry.applicationId)).toEqual(applicationIds.slice(0, 2));
    expect(() => parseInput(queuePageInput, { first: 2, last: 2 })).toThrow(ValidationError);

    await reviews.submit(queueReader, applicationIds[1], complete('3'));
    const around = await reviews.applicationReview(queueReader, applicationIds[1]);
    expect([around.queuePrevious, around.queueNext]).toEqual([applicationIds[0], applicationIds[2]]);
    // Their numbers too, as the reader's address has them (the queue's entries carry theirs).
    expect([around.queuePreviousNumber, around.queueNextNumber]).toEqual([first.entries[0].number, second.entries[0].number]);
    const after = await reviews.myQueue(queueReader, parseInput(queuePageInput, {}));
    expect(after.entries.map((entry) => entry.applicationId)).toEqual([applicationIds[0], ...applicationIds.slice(2)]);
  });
});
