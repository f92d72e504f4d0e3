// The read-only rendering of the form definition, one for staff's service view, the PDF and the student's check-your-answers summary: every visible question as a label and its answer in text, choices as [X] or [ ], no control of any kind (a 'Change' link beside each answer in the summary).
import {
  answerKeysOf,
  assertNever,
  choiceLabel,
  choiceOptions,
  chosenTab,
  fileSizeText,
  instanceTitle,
  isShortList,
  isVisible,
  maskedSsn,
  nodesIn,
  questionsIn,
  shownInstanceCount,
  typedDateOf,
  type AddAnother,
  type Answers,
  type CheckGroup,
  type ChoiceQuestion,
  type FormNode,
  type FormState,
  type MonthYearNode,
  type Question,
  type Section,
  type TabGroup,
} from '../index';
import { createContext, useContext, type ComponentType, type ReactNode } from 'react';

/** A document uploaded for a file question, as the document answer names it (docs/product.md §10.2): its file's name and size (bytes). */
export interface ViewDocument {
  file_name: string;
  file_size: number;
}

/** A link to the question whose element id is `questionId`, named by its label: the summary's 'Change'. */
export type ChangeLink = ComponentType<{ questionId: string; label: string }>;

export interface ReadOnlyValue {
  state: FormState;
  /** Answer key -> the document uploaded for that file question. */
  documents: Readonly<Record<string, ViewDocument>>;
  /** The SSN whole (staff's view and copy), or all but its last four digits hidden (the student's own copies). */
  ssn?: 'whole' | 'masked';
  /** Given, each answer has a link to its question beside it. */
  changeLink?: ChangeLink;
  /** `all` (the view and the PDF): every option marked [X] or [ ]; `chosen` (the summary): the chosen ones' labels only. */
  choices?: 'all' | 'chosen';
}

const ReadOnlyContext = createContext<ReadOnlyValue>({ state: { answers: {} }, documents: {} });

type HeadingLevel = 2 | 3 | 4 | 5 | 6;

/** The level of the next heading down: a block's, under its section's (h2 in the view, h4 in the summary under its step). */
const HeadingLevelContext = createContext<HeadingLevel>(3);

const below = (level: HeadingLevel): HeadingLevel => Math.min(level + 1, 6) as HeadingLevel;

/** Whether no visible question under `nodes` holds an answer: nothing typed, chosen, checked or uploaded (a tab group always shows its tab). */
function isUnanswered(nodes: readonly FormNode[], { state, documents }: ReadOnlyValue): boolean {
  if (nodesIn(nodes).some((node) => node.kind === 'tabs' && isVisible(node, state))) return false;
  return questionsIn(nodes)
    .filter((question) => isVisible(question, state))
    .every(
      (question) => !documents[question.key] && answerKeysOf(question).every((key) => ['', false, undefined].includes(state.answers[key])),
    );
}

/** Said once for a section or block left wholly empty, instead of a dash for each of its questions; the summary links its first question. */
function Unanswered({ nodes }: { nodes: readonly FormNode[] }) {
  const { state, changeLink: Change } = useContext(ReadOnlyContext);
  const first = Change && questionsIn(nodes).find((question) => isVisible(question, state));
  return (
    <p className="service-unanswered">
      Not answered
      {first && (
        <>
          {' '}
          <Change questionId={first.key} label={first.label} />
        </>
      )}
    </p>
  );
}

/** [X] or [ ], named for assistive technology as what it means. */
function Mark({ isSelected }: { isSelected: boolean }) {
  return (
    <span className="service-mark" role="img" aria-label={isSelected ? 'Selected' : 'Not selected'}>
      {isSelected ? '[X]' : '[ ]'}
    </span>
  );
}

function NotAnswered() {
  return (
    <span className="service-empty" role="img" aria-label="Not answered">
      —
    </span>
  );
}

interface RowProps {
  label: string;
  /** The element id of the question the answer belongs to: where its 'Change' link leads. */
  target: string;
  children: ReactNode;
  wide?: boolean;
}

/** One label and its answer; the answer's text as typed, or a dash when there is none; in the summary, a link to change it. */
function Row({ label, target, children, wide }: RowProps) {
  const { changeLink: Change } = useContext(ReadOnlyContext);
  const isEmpty = children === '' || children === null || children === undefined || children === false;
  return (
    <div className="service-field" data-wide={wide || undefined}>
      <dt>{label}</dt>
      <dd>{isEmpty ? <NotAnswered /> : children}</dd>
      {Change && (
        <dd className="service-change">
          <Change questionId={target} label={label} />
        </dd>
      )}
    </div>
  );
}

/** Checked options, one [X] or [ ] before each label, a few short ones on one line; in the summary, the chosen labels alone (a dash for none). */
function Marks({ options }: { options: readonly { label: string; isSelected: boolean }[] }) {
  const { choices = 'all' } = useContext(ReadOnlyContext);
  if (choices === 'chosen') {
    const chosen = options.filter((option) => option.isSelected).map((option) => option.label);
    return chosen.length > 0 ? chosen.join(', ') : <NotAnswered />;
  }
  const inline = isShortList(options.map((option) => ({ value: option.label, label: option.label })));
  return (
    <ul className="service-marks" data-inline={inline || undefined}>
      {options.map((option) => (
        <li key={option.label}>
          <Mark isSelected={option.isSelected} /> {option.label}
        </li>
      ))}
    </ul>
  );
}

const text = (answers: Answers, key: string): string => {
  const value = answers[key];
  return typeof value === 'string' ? value : '';
};

function radioRow(question: ChoiceQuestion, answers: Answers) {
  const value = text(answers, question.key);
  const options = choiceOptions(question, answers) ?? [];
  const marks = options.map((option) => ({ label: option.label, isSelected: option.value === value }));
  // An answer no option names any more (a list since changed) still shows, by its label.
  const unlisted = value !== '' && !options.some((option) => option.value === value);
  if (unlisted) marks.push({ label: choiceLabel(question, answers), isSelected: true });
  return (
    <Row key={question.key} label={question.label} target={question.key}>
      <Marks options={marks} />
    </Row>
  );
}

/** The rows of a leaf question (a phone with its text-message opt-in has two). */
function questionRows(question: Question, { state: { answers }, documents, ssn }: ReadOnlyValue): ReactNode[] {
  const { key, label } = question;
  switch (question.kind) {
    case 'radio':
      return [radioRow(question, answers)];
    case 'select':
      return [
        <Row key={key} label={label} target={key}>
          {choiceLabel(question, answers)}
        </Row>,
      ];
    case 'checkbox':
      return [
        <Row key={key} label={label} target={key}>
          <Mark isSelected={answers[key] === true} />
        </Row>,
      ];
    case 'confirmation':
      // A confirmation button is a button: hidden, like every other. Its checkbox is an answer.
      return question.variant === 'checkbox'
        ? [
            <Row key={key} label={label} target={key}>
              <Mark isSelected={answers[key] === true} />
            </Row>,
          ]
        : [];
    case 'date':
      return [
        <Row key={key} label={label} target={key}>
          {typedDateOf(text(answers, key)) || text(answers, key)}
        </Row>,
      ];
    case 'file': {
      const document = documents[key];
      return [
        <Row key={key} label={label} target={key}>
          {document && `${document.file_name} (${fileSizeText(document.file_size)})`}
        </Row>,
      ];
    }
    case 'phone':
      return [
        <Row key={key} label={label} target={key}>
          {text(answers, key)}
        </Row>,
        ...(question.smsOptIn
          ? [
              <Row key={question.smsOptIn.key} label={question.smsOptIn.label} target={question.smsOptIn.key}>
                <Mark isSelected={answers[question.smsOptIn.key] === true} />
              </Row>,
            ]
          : []),
      ];
    case 'ssn':
      return [
        <Row key={key} label={label} target={key}>
          {ssn === 'masked' ? maskedSsn(text(answers, key)) : text(answers, key)}
        </Row>,
      ];
    case 'textarea':
      return [
        <Row key={key} label={label} target={key} wide>
          {text(answers, key) && <span className="service-long-text">{text(answers, key)}</span>}
        </Row>,
      ];
    case 'text':
    case 'email':
      return [
        <Row key={key} label={label} target={key}>
          {text(answers, key)}
        </Row>,
      ];
    default:
      return assertNever(question);
  }
}

function monthYearRow(node: MonthYearNode, answers: Answers) {
  const when = [choiceLabel(node.month, answers), choiceLabel(node.year, answers)].filter(Boolean).join(' ');
  return (
    <Row key={node.id} label={node.label ?? node.month.label} target={node.id}>
      {when}
    </Row>
  );
}

function checkGroupRow(node: CheckGroup, value: ReadOnlyValue) {
  const shown = node.questions.filter((question) => isVisible(question, value.state));
  return (
    <Row key={node.id} label={node.label} target={node.id}>
      <Marks options={shown.map((question) => ({ label: question.label, isSelected: value.state.answers[question.key] === true }))} />
    </Row>
  );
}

/** Questions under a heading of their own (an address, a school, a college); the student's hints are left out. */
function Block({ id, title, nodes }: { id: string; title?: string; nodes: readonly FormNode[] }) {
  const value = useContext(ReadOnlyContext);
  const level = useContext(HeadingLevelContext);
  if (!title) return <ReadOnlyNodeList nodes={nodes} />;
  const headingId = `${id}-heading`;
  const Heading = `h${level}` as const;
  return (
    <div className="service-block" role="group" aria-labelledby={headingId}>
      <Heading id={headingId}>{title}</Heading>
      <HeadingLevelContext value={below(level)}>
        {isUnanswered(nodes, value) ? <Unanswered nodes={nodes} /> : <ReadOnlyNodeList nodes={nodes} />}
      </HeadingLevelContext>
    </div>
  );
}

function AddAnotherBlock({ node }: { node: AddAnother }) {
  const { state } = useContext(ReadOnlyContext);
  return node.instances
    .slice(0, shownInstanceCount(node, state))
    .map((instance, index) => <Block key={index} id={`${node.id}-${index}`} title={instanceTitle(node, index)} nodes={instance} />);
}

/** Only the chosen tab: its name as the group's answer, then its questions. */
function TabsBlock({ node }: { node: TabGroup }) {
  const { state } = useContext(ReadOnlyContext);
  const tab = chosenTab(node, state);
  return (
    <>
      <dl className="service-fields">
        <Row label={node.label ?? node.tabId} target={node.id}>
          {tab?.label}
        </Row>
      </dl>
      {tab && <ReadOnlyNodeList nodes={tab.nodes} />}
    </>
  );
}

/** What a node shows as: rows of a definition list, a block of its own, or nothing (guidance and notices are the student's, not the record's). */
function shownAs(node: FormNode, value: ReadOnlyValue): { rows: ReactNode[] } | { block: ReactNode } | null {
  switch (node.kind) {
    case 'content':
    case 'dateWindowAlert':
      return null;
    case 'monthYear':
      return { rows: [monthYearRow(node, value.state.answers)] };
    case 'checkGroup':
      return { rows: [checkGroupRow(node, value)] };
    case 'address':
    case 'school':
      return { block: <Block key={node.id} id={node.id} title={node.label} nodes={node.questions} /> };
    case 'group':
      return { block: <Block key={node.id} id={node.id} title={node.label} nodes={node.nodes} /> };
    case 'addAnother':
      return { block: <AddAnotherBlock key={node.id} node={node} /> };
    case 'tabs':
      return { block: <TabsBlock key={node.id} node={node} /> };
    case 'text':
    case 'email':
    case 'textarea':
    case 'date':
    case 'phone':
    case 'ssn':
    case 'select':
    case 'radio':
    case 'checkbox':
    case 'confirmation':
    case 'file':
      return { rows: questionRows(node, value) };
    default:
      return assertNever(node);
  }
}

/** The visible nodes in form order: runs of answers as one definition list each, blocks between them. */
function ReadOnlyNodeList({ nodes }: { nodes: readonly FormNode[] }) {
  const value = useContext(ReadOnlyContext);
  const parts: ReactNode[] = [];
  let rows: ReactNode[] = [];
  const closeRows = () => {
    if (rows.length > 0)
      parts.push(
        <dl key={`rows-${parts.length}`} className="service-fields">
          {rows}
        </dl>,
      );
    rows = [];
  };
  for (const node of nodes) {
    if (!isVisible(node, value.state)) continue;
    const shown = shownAs(node, value);
    if (!shown) continue;
    if ('rows' in shown) {
      rows.push(...shown.rows);
    } else {
      closeRows();
      parts.push(shown.block);
    }
  }
  closeRows();
  return parts;
}

export interface ReadOnlySectionsProps extends ReadOnlyValue {
  sections: readonly Section[];
  /** The sections' headings' level: 2 under the view's page title, 4 under the summary's step. */
  headingLevel?: 2 | 4;
}

/** A page's visible sections, each a titled <section> of its answers. */
export function ReadOnlySections({ sections, headingLevel = 2, ...value }: ReadOnlySectionsProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <ReadOnlyContext value={value}>
      <HeadingLevelContext value={below(headingLevel)}>
        {sections
          .filter((section) => isVisible(section, value.state))
          .map((section) => (
            <section key={section.id} className="service-section" aria-labelledby={`${section.id}-title`}>
              <Heading id={`${section.id}-title`}>{section.title}</Heading>
              {isUnanswered(section.nodes, value) ? <Unanswered nodes={section.nodes} /> : <ReadOnlyNodeList nodes={section.nodes} />}
            </section>
          ))}
      </HeadingLevelContext>
    </ReadOnlyContext>
  );
}
