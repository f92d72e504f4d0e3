// What a change re-renders, measured with React's Profiler around every widget of the real "Your Information" page: the field changed, the nodes whose conditions or options read it, and the nodes holding those; nothing else.
import {
  nodesIn,
  optionReads,
  pageDefinition,
  visibilityReads,
  type Answers,
  type FormNode,
} from '@transfer/form';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Profiler, type ComponentType } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderPageSections } from '../test/formNodes';

const nodeId = (node: FormNode) => ('key' in node ? node.key : node.id);

/** The ids of the widgets that committed since the last `takeRendered()`. */
const rendered = new Set<string>();
function takeRendered(): string[] {
  const ids = [...rendered].sort();
  rendered.clear();
  return ids;
}

// Every widget rendered inside a Profiler named after its node.
vi.mock('./widgets/registry', async (importOriginal) => {
  const original = await importOriginal<typeof import('./widgets/registry')>();
  const profiled = new WeakMap<FormNode, ComponentType<{ node: FormNode }>>();
  return {
    ...original,
    widgetFor(node: FormNode) {
      let Widget = profiled.get(node);
      if (!Widget) {
        const Original = original.widgetFor(node);
        Widget = (props) => (
          <Profiler id={nodeId(node)} onRender={(id) => rendered.add(id)}>
            <Original {...props} />
          </Profiler>
        );
        profiled.set(node, Widget);
      }
      return Widget;
    },
  };
});

const { sections } = pageDefinition('about');
const pageNodes = nodesIn(sections.flatMap((section) => section.nodes));

/**
 * What a change of `key` may re-render: the question holding it, the nodes whose conditions or options read it, and
 * (since a Profiler reports the updates of everything inside it) the nodes that hold one of those.
 */
function touchedBy(key: string): string[] {
  const readers = pageNodes.filter(
    (node) =>
      ('key' in node && node.key === key) ||
      visibilityReads(node).includes(key) ||
      ((node.kind === 'select' || node.kind === 'radio') && optionReads(node).includes(key)),
  );
  const holders = pageNodes.filter((node) => readers.some((reader) => nodesIn([node]).includes(reader)));
  return [...new Set(holders.map(nodeId))].sort();
}

/** The page's widgets load on first use, each compiled by Vite in the test: slow on a busy machine. */
const loadingAllowance = 120_000;

async function renderAbout(answers: Answers = {}) {
  const page = renderPageSections(sections, { state: { answers } });
  // Every section is there (the later ones come in a deferred render) and every widget has loaded.
  await screen.findByRole('region', { name: sections.at(-1)!.title }, { timeout: 90_000 });
  await waitFor(() => expect(document.querySelectorAll('.form-node:empty')).toHaveLength(0), { timeout: 90_000 });
  takeRendered();
  return page;
}

// The form's citizenship statuses (definition/choices.ts).
const [usCitizen, international] = ['US', 'INTL'];

const shownIds = () => [...document.querySelectorAll('.form-node')].length;

describe('a change re-renders', () => {
  it('typing into First Name: that field only', async () => {
    await renderAbout();
    expect(shownIds()).toBeGreaterThan(50);
    const firstName = screen.getByRole('textbox', { name: /First\/Given Name/ });
    await userEvent.type(firstName, 'Ada');
    expect((firstName as HTMLInputElement).value).toBe('Ada');
    expect(takeRendered()).toEqual(['first_name']);
  }, loadingAllowance);

  it('an answer that conditions read: that field, the nodes depending on it and the groups holding them', async () => {
    const page = await renderAbout({ citizenship_type: usCitizen });
    page.setAnswers({ citizenship_type: international });
    await screen.findByText('Visa Status', undefined, { timeout: 30_000 });
    const ids = takeRendered();
    const expected = touchedBy('citizenship_type');
    expect(ids).toContain('citizenship_type');
    expect(ids).toContain('visa');
    for (const id of ids) expect(expected).toContain(id);
    expect(ids.length).toBeLessThan(10);
  }, loadingAllowance);
});
