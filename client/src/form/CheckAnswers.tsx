// The Submit page's summary of the answers (GOV.UK's check-answers pattern): each earlier step read-only, in the
// rendering of the staff's view and the PDF (the SSN masked, as in the student's own copy), each answer with a 'Change'
// link that lands on its question.
import { formPages, pageDefinition, type Answers, type FormPageId, type FormState } from '@transfer/form';
import { ReadOnlySections, type ChangeLink, type ViewDocument } from '@transfer/form/view';
import { useSyncExternalStore } from 'react';
import { Link } from 'react-aria-components';
import { useFormSession } from './form-session';
import type { DocumentAnswer } from './widgets/context';
import './CheckAnswers.css';

/** The steps summarised: every one before Submit, whose own questions follow the summary. */
const summarisedPages = formPages.filter((page) => page.id !== 'final-steps');

/** Each page's 'Change' link, made once: /{page}#{question} focuses the question on arrival (field-focus.ts). */
const changeLinks = Object.fromEntries(
  summarisedPages.map((page) => {
    const ChangeOnPage: ChangeLink = ({ questionId, label }) => (
      <Link className="check-answers__change" href={`${page.path}#${questionId}`}>
        Change<span className="visually-hidden"> {label}</span>
      </Link>
    );
    return [page.id, ChangeOnPage];
  }),
) as Record<FormPageId, ChangeLink>;

/** The uploaded documents as the rendering names them. */
function viewDocuments(documents: Readonly<Record<string, DocumentAnswer>>): Record<string, ViewDocument> {
  return Object.fromEntries(
    Object.entries(documents)
      .filter(([, document]) => document.fileName)
      .map(([key, document]) => [key, { file_name: document.fileName!, file_size: document.fileSize ?? 0 }]),
  );
}

export interface CheckAnswersProps {
  /** Every page's answers, with the add-another counts and tab choices. */
  state: FormState;
  documents?: Readonly<Record<string, DocumentAnswer>>;
}

export function CheckAnswers({ state, documents = {} }: CheckAnswersProps) {
  const shownDocuments = viewDocuments(documents);
  return (
    <section className="check-answers" aria-labelledby="check-answers-title">
      <h2 id="check-answers-title">Check your answers</h2>
      <p className="check-answers__intro">Review your answers before you submit. Choose Change to correct one.</p>
      {summarisedPages.map((page) => (
        <section key={page.id} className="check-answers__step" aria-labelledby={`check-answers-${page.id}`}>
          <h3 id={`check-answers-${page.id}`}>
            Step {page.step}: {page.title}
          </h3>
          <ReadOnlySections
            sections={pageDefinition(page.id).sections}
            state={state}
            documents={shownDocuments}
            ssn="masked"
            choices="chosen"
            changeLink={changeLinks[page.id]}
            headingLevel={4}
          />
        </section>
      ))}
    </section>
  );
}

/** A student's summary: every page's answers as the server holds them, with the edits not saved yet over them. */
export function StudentCheckAnswers({
  saved,
  addAnother,
  tabs,
  documents,
}: { saved: Answers } & Omit<FormState, 'answers'> & Pick<CheckAnswersProps, 'documents'>) {
  const { drafts } = useFormSession();
  const edits = useSyncExternalStore(drafts.subscribe, drafts.all);
  return <CheckAnswers state={{ answers: { ...saved, ...edits }, addAnother, tabs }} documents={documents} />;
}

/** A visitor's summary: the answers kept in this browser (every tab group on its default tab, as on the pages). */
export function VisitorCheckAnswers() {
  const { visitor } = useFormSession();
  const { answers, addAnother } = useSyncExternalStore(visitor.subscribe, visitor.getSnapshot);
  return <CheckAnswers state={{ answers, addAnother }} />;
}
