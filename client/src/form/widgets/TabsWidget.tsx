// Tabs whose choice is kept per tab id: a visitor stays on the default tab; a student switches in one request (the server clears the tab left and removes its file), asked first when a file would go, refused while an upload in that tab is still running.
import { otherTabsAnswerKeys, questionsIn, uploadInProgressMessages, type TabGroup } from '@transfer/form';
import { useState } from 'react';
import { Button, Tab, TabList, TabPanel, Tabs, type Key } from 'react-aria-components';
import { ServerError } from '../../relay/errors';
import { useRelayEnvironment } from '../../relay/hooks';
import { saveTab } from '../application-mutations';
import { refreshDocuments } from '../document-answers';
import { useFormSession } from '../form-session';
import { isUploadPending, useFormNodes, useFormValue } from './context';
import { DeleteFileDialog } from './DeleteFileDialog';
import { chosenTabId } from './display';
import { useNodeViews } from './node-views';
import { Modal } from '../../ui/Modal';
import './TabsWidget.css';

const visitorTabsExplanation = 'Create an account or sign in to choose another option.';

export default function TabsWidget({ node }: { node: TabGroup }) {
  const nodes = useFormNodes();
  const { NodeList } = useNodeViews();
  const { page, isSignedIn, documents, onError, onRecovered } = nodes;
  const failureCause = `tabs:${node.tabId}`;
  const environment = useRelayEnvironment();
  const session = useFormSession();
  const [isWaitDialogOpen, setWaitDialogOpen] = useState(false);
  /** The tab chosen while a file of the tab left awaits the student's yes, and that file's name. */
  const [confirming, setConfirming] = useState<{ tab: string; fileName: string }>();
  const chosen = useFormValue([], ({ state }) => chosenTabId(node, state));
  const explanationId = `${node.id}-tabs-explanation`;

  function choose(key: Key) {
    const tab = String(key);
    // A visitor's other tabs are disabled: a visitor cannot keep a choice (docs/product.md §3.7).
    if (tab === chosen || !isSignedIn) return;
    const left = node.tabs.find((candidate) => candidate.id === chosen);
    const fileKeys = questionsIn(left?.nodes ?? []).flatMap((question) => (question.kind === 'file' ? [question.key] : []));
    // The server refuses this too; asking first spares a request.
    if (fileKeys.some((key) => isUploadPending(nodes, key))) {
      setWaitDialogOpen(true);
      return;
    }
    const uploaded = fileKeys.map((key) => documents?.[key]).find((document) => document?.status === 'COMPLETED');
    if (uploaded) setConfirming({ tab, fileName: uploaded.fileName ?? '' });
    else void switchTo(tab);
  }

  async function switchTo(tab: string) {
    setConfirming(undefined);
    try {
      // docs/product.md §3.7: the server clears the answers and removes the file of the tab left, with the choice, at once.
      await saveTab(environment, page, node.tabId, tab);
      session.drafts.discard(page, otherTabsAnswerKeys(node.tabId, tab));
      onRecovered(failureCause);
    } catch (error) {
      if (error instanceof ServerError && error.code === 'CONFLICT') setWaitDialogOpen(true);
      else onError(`Error handling tabs for ${node.tabId}`, failureCause);
      // docs/product.md §3.7: after a failure the documents are read again, so that the tab shows what the server holds.
      void refreshDocuments(environment).catch(() => {});
    }
  }

  return (
    <div id={node.id} className="tabs-field">
      {node.label && <h3 className="tabs-field__label">{node.label}</h3>}
      {node.hint && <p className="field__hint">{node.hint}</p>}
      {!isSignedIn && (
        <p id={explanationId} className="field__hint">
          {visitorTabsExplanation}
        </p>
      )}
      {/* Manual activation: arrowing across tabs must not clear the answers of the tab left. */}
      <Tabs
        className="tabs"
        selectedKey={chosen}
        onSelectionChange={choose}
        keyboardActivation="manual"
        disabledKeys={isSignedIn ? [] : node.tabs.map((tab) => tab.id).filter((id) => id !== node.defaultTab)}
      >
        <TabList className="tabs__list" aria-label={node.label ?? node.tabId}>
          {node.tabs.map((tab) => (
            <Tab key={tab.id} id={tab.id} className="tabs__tab" aria-describedby={isSignedIn ? undefined : explanationId}>
              {tab.label}
            </Tab>
          ))}
        </TabList>
        {node.tabs.map((tab) => (
          <TabPanel key={tab.id} id={tab.id} className="tabs__panel">
            <NodeList nodes={tab.nodes} />
          </TabPanel>
        ))}
      </Tabs>
      <DeleteFileDialog
        fileName={confirming?.fileName}
        onCancel={() => setConfirming(undefined)}
        onConfirm={() => void switchTo(confirming!.tab)}
      />
      <Modal
        role="alertdialog"
        title={uploadInProgressMessages.title}
        isOpen={isWaitDialogOpen}
        onOpenChange={setWaitDialogOpen}
        actions={
          <Button className="button" slot="close">
            OK
          </Button>
        }
      >
        <p>{uploadInProgressMessages.message}</p>
      </Modal>
    </div>
  );
}
