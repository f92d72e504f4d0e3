// Renders form nodes for component tests with the page's part played in memory: answers, add-another counts and tabs kept in state.
import type { Answers, FormNode, FormState, Section } from '@transfer/form';
import { act, configure, render } from '@testing-library/react';
import { useState } from 'react';
import { FormNodes, PageSections, type FormNodesEnvironment } from '../form/FormNodes';

// Each widget loads on first use, and the first load in a test file also compiles the form package: allow for it.
configure({ asyncUtilTimeout: 5000 });

type Options = Partial<Omit<FormNodesEnvironment, 'state' | 'onAnswers'>> & { state?: Partial<FormState> };

export interface RenderedFormNodes {
  /** The state as last rendered. */
  state(): FormState;
  /** Every patch FormNodes sent, in order. */
  patches: Answers[];
  /** Changes answers from outside the nodes, as a page does when it loads or clears them. */
  setAnswers(patch: Answers): void;
}

function renderWith(
  content: (environment: FormNodesEnvironment) => React.ReactNode,
  options: Options,
): RenderedFormNodes {
  const patches: Answers[] = [];
  let latest: FormState = { answers: {} };
  let setPageState: (update: (current: FormState) => FormState) => void = () => {};

  function Page() {
    const [state, setState] = useState<FormState>({ answers: {}, ...options.state });
    latest = state;
    setPageState = setState;
    return content({
      errors: {},
      isSignedIn: true,
      onError: () => {},
      ...options,
      state,
      onAnswers(patch) {
        patches.push(patch);
        setState((current) => ({ ...current, answers: { ...current.answers, ...patch } }));
      },
      async onAddAnother(buttonId) {
        await options.onAddAnother?.(buttonId);
        setState((current) => ({
          ...current,
          addAnother: { ...current.addAnother, [buttonId]: (current.addAnother?.[buttonId] ?? 1) + 1 },
        }));
      },
      async onTabChange(tabId, tab) {
        await options.onTabChange?.(tabId, tab);
        setState((current) => ({ ...current, tabs: { ...current.tabs, [tabId]: tab } }));
      },
    });
  }

  render(<Page />);
  return {
    state: () => latest,
    patches,
    setAnswers: (patch) =>
      act(() => setPageState((current) => ({ ...current, answers: { ...current.answers, ...patch } }))),
  };
}

export function renderFormNodes(nodes: readonly FormNode[], options: Options = {}): RenderedFormNodes {
  return renderWith((environment) => <FormNodes nodes={nodes} {...environment} />, options);
}

export function renderPageSections(sections: readonly Section[], options: Options = {}): RenderedFormNodes {
  return renderWith((environment) => <PageSections sections={sections} {...environment} />, options);
}
