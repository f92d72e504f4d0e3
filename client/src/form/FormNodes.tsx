// Renders a page of the form definition: its sections, and each list of nodes in order, showing only what its conditions allow.
import {
  answersAfterChange,
  assertNever,
  isVisible,
  textDefaultMaxLength,
  visibilityReads,
  type FormNode,
  type Section,
} from '@transfer/form';
import { memo, startTransition, Suspense, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { FormNodesContext, useFormValue, type FormNodesContextValue, type FormNodesEnvironment } from './widgets/context';
import { NodeViewsContext, type NodeViews } from './widgets/node-views';
import { optionListsIn, prepareCollections } from './widgets/option-collections';
import { preloadWidgets, sectionWidgetsLoading, widgetFor } from './widgets/registry';
import './FormNodes.css';

export type { DocumentAnswer, FormNodesEnvironment } from './widgets/context';

/** Option labels longer than this (country names) need a wide column to be read whole. */
const longOptionLabel = 24;

/** How much of a row a node takes: the whole row, or a column (a wide or a narrow one inside address and school blocks). */
function widthOf(node: FormNode): 'full' | 'wide' | 'narrow' {
  switch (node.kind) {
    case 'text':
    case 'email':
      return (node.maxLength ?? textDefaultMaxLength) > textDefaultMaxLength ? 'wide' : 'narrow';
    case 'select':
      return node.options.some((option) => option.label.length > longOptionLabel) ? 'wide' : 'narrow';
    case 'phone':
      return node.smsOptIn ? 'full' : 'narrow';
    case 'date':
    case 'ssn':
      return 'narrow';
    case 'textarea':
    case 'radio':
    case 'checkbox':
    case 'confirmation':
    case 'file':
    case 'address':
    case 'school':
    case 'monthYear':
    case 'checkGroup':
    case 'group':
    case 'addAnother':
    case 'tabs':
    case 'dateWindowAlert':
    case 'content':
      return 'full';
    default:
      return assertNever(node);
  }
}

/** Whether a node or section shows, re-rendering only when an answer its conditions read changes. */
const useIsVisible = (node: FormNode | Section) => useFormValue(visibilityReads(node), (view) => isVisible(node, view.state));

/** One node: nothing while its condition fails, else its widget, loaded on first use (or the widget given as children). */
const NodeView = memo(function NodeView({ node, children }: { node: FormNode; children?: ReactNode }) {
  if (!useIsVisible(node)) return null;
  const Widget = widgetFor(node);
  return (
    <div className="form-node" data-width={widthOf(node)}>
      {/* eslint-disable-next-line react-hooks/static-components -- widgetFor reads a module-level table: nothing is created */}
      <Suspense fallback={null}>{children ?? <Widget node={node} />}</Suspense>
    </div>
  );
});

/** A list of nodes in order, laid out in rows; used by the page and by the widgets that hold nodes. */
const NodeList = memo(function NodeList({ nodes }: { nodes: readonly FormNode[] }) {
  return (
    <div className="form-nodes">
      {nodes.map((node) => (
        <NodeView key={'key' in node ? node.key : node.id} node={node} />
      ))}
    </div>
  );
});

/** What the widgets holding nodes render them with: the same for every page. */
const nodeViews: NodeViews = { NodeView, NodeList, widgetFor };

/**
 * Hands the widgets one context object for the life of the page: the answers and errors are in the page's store, which
 * notifies per key, and the callbacks call the latest ones given, so that a keystroke re-renders only what reads its key.
 */
function FormNodesProvider({ children, ...environment }: FormNodesEnvironment & { children: ReactNode }) {
  const { page, store, isSignedIn, documents } = environment;
  const latest = useRef(environment);
  useLayoutEffect(() => {
    latest.current = environment;
  });
  const [uploadingKeys, setUploadingKeys] = useState<ReadonlySet<string>>(new Set());
  const setUploading = useCallback((key: string, isUploading: boolean) => {
    setUploadingKeys((current) => {
      const next = new Set(current);
      if (isUploading) next.add(key);
      else next.delete(key);
      return next;
    });
  }, []);
  const context = useMemo<FormNodesContextValue>(
    () => ({
      page,
      isSignedIn,
      documents,
      store,
      // Every change goes through the form's rules, so the answers it makes stale (dependent selects, hidden fields) clear with it.
      change: (patch) => latest.current.onAnswers(answersAfterChange(store.get().state, patch)),
      onError: (message, cause) => latest.current.onError(message, cause),
      onRecovered: (cause) => latest.current.onRecovered(cause),
      uploadingKeys,
      setUploading,
    }),
    [page, isSignedIn, documents, store, uploadingKeys, setUploading],
  );
  return (
    <NodeViewsContext value={nodeViews}>
      <FormNodesContext value={context}>{children}</FormNodesContext>
    </NodeViewsContext>
  );
}

/** A page's section, a titled <section> with its first `shown` nodes; nothing while its condition fails. */
const SectionView = memo(function SectionView({ section, shown }: { section: Section; shown: number }) {
  const nodes = useMemo(() => (shown < section.nodes.length ? section.nodes.slice(0, shown) : section.nodes), [section, shown]);
  if (!useIsVisible(section)) return null;
  return (
    <section id={section.id} className="form-section" aria-labelledby={`${section.id}-title`}>
      <h2 id={`${section.id}-title`}>{section.title}</h2>
      {section.description && <p className="form-section__description">{section.description}</p>}
      <NodeList nodes={nodes} />
    </section>
  );
});

export interface FormNodesProps extends FormNodesEnvironment {
  nodes: readonly FormNode[];
}

/** Renders `nodes` in order with the given answers; every change reaches `onAnswers` as one patch. */
export function FormNodes({ nodes, ...environment }: FormNodesProps) {
  useEffect(() => void preloadWidgets(nodes), [nodes]);
  return (
    <FormNodesProvider {...environment}>
      <NodeList nodes={nodes} />
    </FormNodesProvider>
  );
}

export interface PageSectionsProps extends FormNodesEnvironment {
  sections: readonly Section[];
}

/**
 * A page's questions are costly to mount (every field, every select): its first section shows before the browser
 * first paints the page, then the rest come a few nodes at a time, each few rendered in a transition and committed on
 * its own, so that the top of the page shows without waiting and no commit holds the browser for long (50 ms at 4x CPU).
 */
const nodesPerCommit = 3;

/** How many of `total` nodes show: `first` at once, then `nodesPerCommit` more after each commit. */
function useNodesShown(total: number, first: number): number {
  const [shown, setShown] = useState(first);
  useEffect(() => {
    if (shown < total) startTransition(() => setShown(shown + nodesPerCommit));
  }, [shown, total]);
  return Math.min(shown, total);
}

/**
 * A page's sections, each a titled <section>; a section whose condition fails is not rendered. The page waits for its
 * widgets' code (a suspension, behind the spinner or the page shell) so that no question pops in after it shows; until
 * the deferred sections come, a screen's height is kept for them, so that the buttons and the footer do not show and
 * then move down.
 */
export function PageSections({ sections, ...environment }: PageSectionsProps) {
  // Thrown, as Relay throws a query's promise: React's `use` would hold a test's act() until it is awaited.
  const widgetsLoading = sectionWidgetsLoading(sections);
  if (widgetsLoading) throw widgetsLoading;
  const nodeCounts = sections.map((section) => section.nodes.length);
  const total = nodeCounts.reduce((sum, count) => sum + count, 0);
  const shownNodes = useNodesShown(total, nodeCounts[0] ?? 0);
  const isWhole = shownNodes === total;
  // Once the page is whole and the browser idle, the lists its selects open are built, so that no press waits for one.
  // Browsers without idle callbacks (Safari) build a list as its select is pointed at, or pressed.
  useEffect(() => {
    if (!isWhole || typeof requestIdleCallback !== 'function') return;
    const idle = requestIdleCallback(() => prepareCollections(optionListsIn(sections.flatMap((section) => section.nodes))));
    return () => cancelIdleCallback(idle);
  }, [isWhole, sections]);
  return (
    <FormNodesProvider {...environment}>
      <p className="form-sections__legend">
        Questions marked with an asterisk (<span className="field__required">*</span>) are required.
      </p>
      {sections.map((section, index) => {
        const before = nodeCounts.slice(0, index).reduce((sum, count) => sum + count, 0);
        const shown = Math.min(section.nodes.length, shownNodes - before);
        return shown > 0 && <SectionView key={section.id} section={section} shown={shown} />;
      })}
      {!isWhole && <div className="form-sections__pending" />}
    </FormNodesProvider>
  );
}
