// Test support: a rich application — every kind of question answered, four colleges, two jobs, the transcript's tab chosen,
// markup typed into answers, no answer that depends on today's date — the three documents sent with it, and what its PDF
// says, for the PDF's tests and benchmark (which run it against other builds too: only the applications' service is used).
import { PDFDocument, PDFName } from 'pdf-lib';
import { tabGroupOf, type Answers, type TabGroup } from '@transfer/form';
import { validApplication } from '../../../form/src/testing/valid-application';
import { docxDocument, pdfDocument, pngImage } from './documents';
import { outlineTitles, pdfText } from './pdf-tools';

/** The first college's answers under another instance's prefix, with a name and city of its own. */
function college(instance: number, name: string, city: string): Answers {
  return {
    ...Object.fromEntries(
      Object.entries(validApplication)
        .filter(([key]) => key.startsWith('college_'))
        .map(([key, value]) => [key.replace(/^college_/, `college_${instance}_`), value]),
    ),
    [`college_${instance}_name`]: name,
    [`college_${instance}_city`]: city,
  };
}

/**
 * Every answer of `answers` that depends on today (years, the entry term) given a fixed value and label: what an
 * application saved when they were offered holds. Today's options may no longer offer them, so they are stored as
 * saved then (`storeAsSavedBefore`), not through a save, which takes only choices offered now.
 */
function fixedDates(answers: Answers): Answers {
  const fixed: Answers = { entry_term: 'FALL-2027', entry_term_desc: 'Fall 2027' };
  for (const key of Object.keys(answers).filter((candidate) => candidate.endsWith('_year'))) {
    const year = String(2020 + (key.length % 7));
    Object.assign(fixed, { [key]: year, [`${key}_desc`]: year });
  }
  return fixed;
}

const richAnswersOfToday: Answers = {
  ...validApplication,
  ...college(2, 'Mt. Hood Community College', 'Gresham'),
  ...college(3, 'Clackamas Community College', 'Oregon City'),
  ...college(4, 'Chemeketa Community College', 'Salem'),
  race_asian: true,
  support_grandparent: true,
  employment_2: 'Tutor, Portland Public Library',
  employment_2_hours: '1-10',
  education_comment: 'I typed <script>alert("x")</script> and <b>bold</b> here & meant it.\nA second line.',
  conviction: 'Y',
  conviction_comment: 'A parking fine, 2021. <img src="http://127.0.0.1:9/tracker.png">',
};

/** The answers that depend on today, fixed (see fixedDates). */
export const richDatedAnswers: Answers = fixedDates(richAnswersOfToday);

/** The rich application as the PDF shows it: the answers a save takes today, and the dated ones fixed. */
export const richAnswers: Answers = { ...richAnswersOfToday, ...richDatedAnswers };

/** The rich application as a client saves it today: its dated answers those of validApplication, offered today. */
export const richAnswersToSave: Answers = richAnswersOfToday;

/**
 * What the applications' service of any build offers to fill one in, its input as its adapters read it (its own types
 * are not imported: builds differ).
 */
interface Applications {
  save(student: unknown, answers: Answers): Promise<{ id: string }>;
  setAddAnother(student: unknown, input: { buttonId: string; numComponents: number }): Promise<unknown>;
  setTab(student: unknown, input: { group: TabGroup; chosenTab: string }): Promise<unknown>;
  submit(student: unknown): Promise<{ id: string }>;
}

/**
 * The student's rich application, answered and submitted; its id. The instances open first: the server keeps no hidden
 * answer. The dated answers are written by `storeAsSavedBefore` (into the application's answers, as a save made when
 * they were offered would have left them) before the submission.
 */
export async function submitRichApplication(
  applications: Applications,
  student: unknown,
  storeAsSavedBefore: (applicationId: string, answers: Answers) => Promise<void>,
): Promise<string> {
  await applications.setAddAnother(student, { buttonId: 'college', numComponents: 4 });
  await applications.setAddAnother(student, { buttonId: 'employment', numComponents: 2 });
  await applications.setTab(student, { group: tabGroupOf('transcript')!, chosenTab: 'upload' });
  const { id } = await applications.save(student, richAnswersToSave);
  await storeAsSavedBefore(id, richDatedAnswers);
  return (await applications.submit(student)).id;
}

export type DocumentType = 'png' | 'pdf' | 'docx';

/** Three documents as students send them: a scan (PNG), a PDF of several pages, a Word file. */
export async function richDocuments(): Promise<{ type: DocumentType; bytes: Buffer; fileName: string }[]> {
  const sentence = 'The student completed the course with distinction and is in good standing. ';
  return [
    {
      type: 'png',
      fileName: 'scan.png',
      bytes: pngImage({ width: 850, height: 1100, paint: (x, y) => [200 + (x % 50), 200 + (y % 50), 220] }),
    },
    { type: 'pdf', fileName: 'record.pdf', bytes: await pdfDocument({ pages: 4, lines: 40 }) },
    {
      type: 'docx',
      fileName: 'transcript.docx',
      bytes: await docxDocument({
        heading: 'Unofficial Transcript',
        paragraphs: Array.from({ length: 30 }, (_, i) => `${i + 1}. ${sentence.repeat(3)}`),
        table: [
          ['Term', 'Course', 'Credits', 'Grade'],
          ...Array.from({ length: 20 }, (_, i) => [`Term ${1 + (i % 4)}`, `Course ${100 + i}`, '3', 'A']),
        ],
      }),
    },
  ];
}

/** What a PDF says: its pages' text without their running heads, the heads, its bookmarks, whether it is tagged. */
export interface PdfContent {
  pages: number;
  bookmarks: string[];
  tagged: boolean;
  /** Every page's text in the order it was drawn, a line each, spaces collapsed, but the running heads. */
  body: string[];
  /** Each page's running heads, header and footer: drawn last on every page, by Chromium and by pdf-lib alike. */
  heads: string[][];
}

export async function pdfContent(pdf: Uint8Array): Promise<PdfContent> {
  const document = await PDFDocument.load(pdf);
  const pages = (await pdfText(pdf, 'raw'))
    .split('\f')
    .slice(0, document.getPageCount())
    .map((page) =>
      page
        .split('\n')
        .map((line) => line.trim().replace(/\s+/g, ' '))
        .filter(Boolean),
    );
  return {
    pages: document.getPageCount(),
    bookmarks: outlineTitles(document),
    tagged: document.catalog.has(PDFName.of('StructTreeRoot')),
    body: pages.flatMap((lines) => lines.slice(0, -2)),
    heads: pages.map((lines) => lines.slice(-2)),
  };
}

/** The words of some text, a word broken over two lines at its hyphen made whole again: what reads the same however it wraps. */
export function wordsOf(text: string): string[] {
  return text.replace(/-\s+/g, '-').split(/\s+/).filter(Boolean);
}
