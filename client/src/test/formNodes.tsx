// Renders form nodes for component tests with the page's part, and the server's, played in memory: answers, add-another counts, tabs and documents kept in state, and the widgets' own calls answered by a Relay network that calls the test's handlers.
import {
  answerKeysOf,
  nodesIn,
  questionsIn,
  type AddAnother,
  type Answers,
  type FormNode,
  type FormState,
  type Section,
  type TabGroup,
} from '@transfer/form';
import { act, render } from '@testing-library/react';
import { Suspense, useState } from 'react';
import { Environment, Network, RecordSource, Store } from 'relay-runtime';
import { Drafts } from '../form/drafts';
import { FormNodes, PageSections, type DocumentAnswer, type FormNodesEnvironment } from '../form/FormNodes';
import { FormSession, FormSessionContext } from '../form/form-session';
import { VisitorState } from '../form/visitor-state';
import { FormStore, pageView } from '../form/widgets/form-store';
import { RelayEnvironmentProvider } from '../relay/hooks';

interface ServerHandlers {
  /** The server receiving an add-another's save (the new count is one more); a rejection fails the save. */
  onAddAnother?(buttonId: string): Promise<void>;
  /** The server removing the last instance of an add-another (numbered from 1); a rejection fails it. */
  onRemoveInstance?(buttonId: string, instance: number): Promise<void>;
  /**
   * The server receiving a tab choice; a rejection fails it (with the error itself: a ServerError's code, CONFLICT,
   * is what the server's refusal while a file converts carries). Accepted, it removes the documents of the tabs left.
   */
  onTabChange?(tabId: string, tab: string): Promise<void>;
  /** The server asked for an upload target; a rejection fails it. */
  onUploadTarget?(answerKey: string): Promise<void>;
  /** The server starting a conversion: the document it answers (UNPROCESSED by default); a rejection fails it. */
  onStartConversion?(answerKey: string, fileKey: string, fileName: string): Promise<DocumentAnswer | void>;
  /** The server deleting a document; a rejection fails it. */
  onDeleteDocument?(answerKey: string): Promise<void>;
}

/** Where the harness's upload target is, and the key it gives the file. */
export const uploadTarget = { url: '/fixture-upload', fields: { key: 'uploads/fixture-file-key', policy: 'fixture-policy' } };

type Options = Partial<Omit<FormNodesEnvironment, 'store' | 'onAnswers'>> & {
  state?: Partial<FormState>;
  /** Answer key -> message, shown under the field. */
  errors?: Readonly<Record<string, string>>;
} & ServerHandlers;

export interface RenderedFormNodes {
  /** The state as last rendered. */
  state(): FormState;
  /** Every patch FormNodes sent, in order. */
  patches: Answers[];
  /** Changes answers from outside the nodes, as a page does when it loads or clears them. */
  setAnswers(patch: Answers): void;
  /** The documents the server holds, by answer key: the page shows them once a documents query or mutation answers. */
  serverDocuments: Record<string, DocumentAnswer>;
}

const applicationId = 'fixture-application';

function renderWith(
  content: (environment: FormNodesEnvironment) => React.ReactNode,
  nodes: readonly FormNode[],
  options: Options,
): RenderedFormNodes {
  const {
    onAddAnother,
    onRemoveInstance,
    onTabChange,
    onUploadTarget,
    onStartConversion,
    onDeleteDocument,
    state: initialState,
    errors = {},
    ...given
  } = options;
  const patches: Answers[] = [];
  const isSignedIn = given.isSignedIn ?? true;
  // The page's state, in its store as a page keeps it (FormPage's useFollowingStore).
  let latest: FormState = { answers: {}, ...initialState };
  const store = new FormStore(pageView(latest, errors, isSignedIn));
  const setPageState = (update: (current: FormState) => FormState) => {
    latest = update(latest);
    store.set(pageView(latest, errors, isSignedIn));
  };
  const serverDocuments: Record<string, DocumentAnswer> = { ...given.documents };
  let setPageDocuments: (documents: Record<string, DocumentAnswer>) => void = () => {};
  // What the server answers for the documents, and the page taking them in as the Relay store would.
  const documentsAnswered = () => {
    act(() => setPageDocuments({ ...serverDocuments }));
    return Object.entries(serverDocuments).map(([answerKey, document]) => documentRecord(answerKey, document));
  };

  // The saves the widgets send themselves: the handler plays the server, and the page takes in what it answers.
  const network = Network.create(async (operation, variables) => {
    if (operation.name === 'applicationMutationsSetAddAnotherMutation') {
      const buttonId = String(variables.buttonId);
      await onAddAnother?.(buttonId);
      const addAnother = { ...latest.addAnother, [buttonId]: Number(variables.numComponents) };
      act(() => setPageState((current) => ({ ...current, addAnother })));
      return { data: { setAddAnother: { id: applicationId, addAnother } } };
    }
    if (operation.name === 'applicationMutationsRemoveAddAnotherMutation') {
      const buttonId = String(variables.buttonId);
      const instance = Number(variables.instance);
      await onRemoveInstance?.(buttonId, instance);
      const cleared = Object.fromEntries(instanceAnswerKeys(nodes, buttonId, instance).map((key) => [key, '']));
      const addAnother = { ...latest.addAnother, [buttonId]: instance - 1 };
      act(() => setPageState((current) => ({ ...current, answers: { ...current.answers, ...cleared }, addAnother })));
      const application = { id: applicationId, answers: latest.answers, addAnother, tabs: latest.tabs ?? {} };
      return { data: { removeAddAnother: application } };
    }
    if (operation.name === 'applicationMutationsSetTabMutation') {
      const tabId = String(variables.tabId);
      const chosenTab = String(variables.chosenTab);
      await onTabChange?.(tabId, chosenTab);
      for (const key of fileKeysLeftBehind(nodes, tabId, chosenTab)) delete serverDocuments[key];
      const tabs = { ...latest.tabs, [tabId]: chosenTab };
      act(() => setPageState((current) => ({ ...current, tabs })));
      const application = { id: applicationId, answers: latest.answers, addAnother: latest.addAnother ?? {}, tabs };
      return { data: { setTab: { ...application, documents: documentsAnswered() } } };
    }
    if (operation.name === 'documentAnswersUploadTargetMutation') {
      await onUploadTarget?.(String(variables.answerKey));
      return { data: { createUploadTarget: uploadTarget } };
    }
    if (operation.name === 'documentAnswersStartConversionMutation') {
      const answerKey = String(variables.answerKey);
      const fileName = String(variables.fileName);
      const started = await onStartConversion?.(answerKey, String(variables.fileKey), fileName);
      serverDocuments[answerKey] = started ?? { status: 'UNPROCESSED', fileName, fileSize: 1000 };
      documentsAnswered();
      return { data: { startConversion: documentRecord(answerKey, serverDocuments[answerKey]) } };
    }
    if (operation.name === 'documentAnswersDeleteMutation') {
      const answerKey = String(variables.answerKey);
      await onDeleteDocument?.(answerKey);
      delete serverDocuments[answerKey];
      return { data: { deleteDocument: { id: applicationId, documents: documentsAnswered() } } };
    }
    if (operation.name === 'documentAnswersQuery') {
      return { data: { profile: { application: { id: applicationId, documents: documentsAnswered() } } } };
    }
    throw new Error(`unexpected operation ${operation.name}`);
  });
  const relayEnvironment = new Environment({ network, store: new Store(new RecordSource()) });
  const session = new FormSession(
    new Drafts(
      async () => {},
      () => {},
    ),
    new VisitorState(),
  );

  function Page() {
    const [documents, setDocuments] = useState(given.documents);
    setPageDocuments = setDocuments;
    const page = content({
      page: 'about',
      isSignedIn,
      onError: () => {},
      onRecovered: () => {},
      ...given,
      documents,
      store,
      onAnswers(patch) {
        patches.push(patch);
        setPageState((current) => ({ ...current, answers: { ...current.answers, ...patch } }));
      },
    });
    // A page waits for its widgets' code (PageSections), as it does under the app's Suspense boundary.
    return <Suspense fallback={null}>{page}</Suspense>;
  }

  render(
    <RelayEnvironmentProvider environment={relayEnvironment}>
      <FormSessionContext value={session}>
        <Page />
      </FormSessionContext>
    </RelayEnvironmentProvider>,
  );
  return {
    state: () => latest,
    patches,
    setAnswers: (patch) => act(() => setPageState((current) => ({ ...current, answers: { ...current.answers, ...patch } }))),
    serverDocuments,
  };
}

/** A document as the GraphQL schema spells it. */
function documentRecord(answerKey: string, { status, fileName = '', fileSize = 0, message }: DocumentAnswer) {
  return { id: `document-${answerKey}`, answerKey, fileName, fileSize, status, message: message ?? null };
}

export function renderFormNodes(nodes: readonly FormNode[], options: Options = {}): RenderedFormNodes {
  return renderWith((environment) => <FormNodes nodes={nodes} {...environment} />, nodes, options);
}

export function renderPageSections(sections: readonly Section[], options: Options = {}): RenderedFormNodes {
  const nodes = sections.flatMap((section) => section.nodes);
  return renderWith((environment) => <PageSections sections={sections} {...environment} />, nodes, options);
}

/** The answer keys of instance `instance` (from 1) of the add-another `buttonId`: what the server clears as it removes it. */
function instanceAnswerKeys(nodes: readonly FormNode[], buttonId: string, instance: number): string[] {
  const block = nodesIn(nodes).find((node): node is AddAnother => node.kind === 'addAnother' && node.buttonId === buttonId);
  return questionsIn(block?.instances[instance - 1] ?? []).flatMap(answerKeysOf);
}

/** The file questions of every tab but the chosen one of the group `tabId`: what the server removes the documents of. */
function fileKeysLeftBehind(nodes: readonly FormNode[], tabId: string, chosenTab: string): string[] {
  const group = nodesIn(nodes).find((node): node is TabGroup => node.kind === 'tabs' && node.tabId === tabId);
  const left = (group?.tabs ?? []).filter((tab) => tab.id !== chosenTab);
  return questionsIn(left.flatMap((tab) => tab.nodes)).flatMap((question) => (question.kind === 'file' ? [question.key] : []));
}
