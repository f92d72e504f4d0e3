// The read-only rendering of the form definition for service mode: every visible question as a label and its answer in text, choices as [X] or [ ], no control of any kind.
import {
  answerKeysOf,
  choiceLabel,
  choiceOptions,
  chosenTab,
  fileSizeText,
  instanceTitle,
  isShortList,
  isVisible,
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
} from '@transfer/form';
import { createContext, useContext, type ReactNode } from 'react';

/** A document uploaded for a file question, as SPEC's document_answer names it: its file's name and size (bytes). */
export interface ViewDocument {
  file_name: string;
  file_size: number;
}

interface ServiceNodesValue {
  state: FormState;
  /** Answer key -> the document uploaded for that file question. */
  documents: Readonly<Record<string, ViewDocument>>;
}

const ServiceNodesContext = createContext<ServiceNodesValue>({ state: { answers: {} }, documents: {} });

/** How deep blocks are nested: a block's heading is h3, one inside it (a college's school) h4. */
const BlockDepthContext = createContext(0);

/** Whether no visible question under `nodes` holds an answer: nothing typed, chosen, checked or uploaded (a tab group always shows its tab). */
function isUnanswered(nodes: readonly FormNode[], { state, documents }: ServiceNodesValue): boolean {
  if (nodesIn(nodes).some((node) => node.kind === 'tabs' && isVisible(node, state))) return false;
  return questionsIn(nodes)
    .filter((question) => isVisible(question, state))
    .every(
      (question) =>
        !documents[question.key] &&
        answerKeysOf(question).every((key) => ['', false, undefined].includes(state.answers[key])),
    );
}

/** Said once for a section or block left wholly empty, instead of a dash for each of its questions. */
function Unanswered() {
  return <p className="service-unanswered">Not answered</p>;
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

/** One label and its answer; the answer's text as typed, or a dash when there is none. */
function Row({ label, children, wide }: { label: string; children: ReactNode; wide?: boolean }) {
  const isEmpty = children === '' || children === null || children === undefined || children === false;
  return (
    <div className="service-field" data-wide={wide || undefined}>
      <dt>{label}</dt>
      <dd>{isEmpty ? <NotAnswered /> : children}</dd>
    </div>
  );
}

/** Checked options, one [X] or [ ] before each label; a few short ones on one line. */
function Marks({ options }: { options: readonly { label: string; isSelected: boolean }[] }) {
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
    <Row key={question.key} label={question.label}>
      <Marks options={marks} />
    </Row>
  );
}

/** The rows of a leaf question (a phone with its text-message opt-in has two). */
function questionRows(question: Question, { state: { answers }, documents }: ServiceNodesValue): ReactNode[] {
  const { key, label } = question;
  switch (question.kind) {
    case 'radio':
      return [radioRow(question, answers)];
    case 'select':
      return [<Row key={key} label={label}>{choiceLabel(question, answers)}</Row>];
    case 'checkbox':
      return [
        <Row key={key} label={label}>
          <Mark isSelected={answers[key] === true} />
        </Row>,
      ];
    case 'confirmation':
      // A confirmation button is a button: hidden, like every other. Its checkbox is an answer.
      return question.variant === 'checkbox'
        ? [
            <Row key={key} label={label}>
              <Mark isSelected={answers[key] === true} />
            </Row>,
          ]
        : [];
    case 'date':
      return [<Row key={key} label={label}>{typedDateOf(text(answers, key)) || text(answers, key)}</Row>];
    case 'file': {
      const document = documents[key];
      return [
        <Row key={key} label={label}>
          {document && `${document.file_name} (${fileSizeText(document.file_size)})`}
        </Row>,
      ];
    }
    case 'phone':
      return [
        <Row key={key} label={label}>{text(answers, key)}</Row>,
        ...(question.smsOptIn
          ? [
              <Row key={question.smsOptIn.key} label={question.smsOptIn.label}>
                <Mark isSelected={answers[question.smsOptIn.key] === true} />
              </Row>,
            ]
          : []),
      ];
    case 'textarea':
      return [
        <Row key={key} label={label} wide>
          {text(answers, key) && <span className="service-long-text">{text(answers, key)}</span>}
        </Row>,
      ];
    default:
      return [<Row key={key} label={label}>{text(answers, key)}</Row>];
  }
}

function monthYearRow(node: MonthYearNode, answers: Answers) {
  const when = [choiceLabel(node.month, answers), choiceLabel(node.year, answers)].filter(Boolean).join(' ');
  return (
    <Row key={node.id} label={node.label ?? node.month.label}>
      {when}
    </Row>
  );
}

function checkGroupRow(node: CheckGroup, value: ServiceNodesValue) {
  const shown = node.questions.filter((question) => isVisible(question, value.state));
  return (
    <Row key={node.id} label={node.label}>
      <Marks options={shown.map((question) => ({ label: question.label, isSelected: value.state.answers[question.key] === true }))} />
    </Row>
  );
}

/** Questions under a heading of their own (an address, a school, a college); the student's hints are left out. */
function Block({ id, title, nodes }: { id: string; title?: string; nodes: readonly FormNode[] }) {
  const value = useContext(ServiceNodesContext);
  const depth = useContext(BlockDepthContext);
  if (!title) return <ServiceNodeList nodes={nodes} />;
  const headingId = `${id}-heading`;
  const Heading = depth === 0 ? 'h3' : 'h4';
  return (
    <div className="service-block" role="group" aria-labelledby={headingId}>
      <Heading id={headingId}>{title}</Heading>
      <BlockDepthContext value={depth + 1}>
        {isUnanswered(nodes, value) ? <Unanswered /> : <ServiceNodeList nodes={nodes} />}
      </BlockDepthContext>
    </div>
  );
}

function AddAnotherBlock({ node }: { node: AddAnother }) {
  const { state } = useContext(ServiceNodesContext);
  return node.instances.slice(0, shownInstanceCount(node, state)).map((instance, index) => (
    <Block key={index} id={`${node.id}-${index}`} title={instanceTitle(node, index)} nodes={instance} />
  ));
}

/** Only the chosen tab: its name as the group's answer, then its questions. */
function TabsBlock({ node }: { node: TabGroup }) {
  const { state } = useContext(ServiceNodesContext);
  const tab = chosenTab(node, state);
  return (
    <>
      <dl className="service-fields">
        <Row label={node.label ?? node.tabId}>{tab?.label}</Row>
      </dl>
      {tab && <ServiceNodeList nodes={tab.nodes} />}
    </>
  );
}

/** What a node shows as: rows of a definition list, a block of its own, or nothing (guidance and notices are the student's, not the record's). */
function shownAs(node: FormNode, value: ServiceNodesValue): { rows: ReactNode[] } | { block: ReactNode } | null {
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
    default:
      return { rows: questionRows(node, value) };
  }
}

/** The visible nodes in form order: runs of answers as one definition list each, blocks between them. */
export function ServiceNodeList({ nodes }: { nodes: readonly FormNode[] }) {
  const value = useContext(ServiceNodesContext);
  const parts: ReactNode[] = [];
  let rows: ReactNode[] = [];
  const closeRows = () => {
    if (rows.length > 0) parts.push(<dl key={`rows-${parts.length}`} className="service-fields">{rows}</dl>);
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

export interface ServiceSectionsProps extends ServiceNodesValue {
  sections: readonly Section[];
}

/** A page's visible sections, each a titled <section> of its answers. */
export function ServiceSections({ sections, ...value }: ServiceSectionsProps) {
  return (
    <ServiceNodesContext value={value}>
      {sections
        .filter((section) => isVisible(section, value.state))
        .map((section) => (
          <section key={section.id} className="service-section" aria-labelledby={`${section.id}-title`}>
            <h2 id={`${section.id}-title`}>{section.title}</h2>
            {isUnanswered(section.nodes, value) ? <Unanswered /> : <ServiceNodeList nodes={section.nodes} />}
          </section>
        ))}
    </ServiceNodesContext>
  );
}
