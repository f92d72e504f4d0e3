// What a change re-renders, measured with React's Profiler around every widget of the real "Your Information" page and around the page's chrome: the field changed, the nodes whose conditions or options read it, and the nodes holding those; nothing else, and nothing of the page above them.
import { nodesIn, optionReads, pageDefinition, visibilityReads, type Answers, type FormNode } from '@transfer/form';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Profiler, type ComponentType } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRelayEnvironment } from '../relay/environment';
import { renderApp } from '../test/app';
import { stubApplicationServer, type ApplicationFixture } from '../test/application-server';
import { clearCookies } from '../test/fetch';
import { renderPageSections } from '../test/formNodes';

const nodeId = (node: FormNode) => ('key' in node ? node.key : node.id);

/** The ids of the widgets and parts of the page that committed since the last `takeRendered()`. */
const { rendered, profiled, profiledExport } = vi.hoisted(() => {
  const rendered = new Set<string>();
  /** `Component` rendered inside a Profiler named `id`, which reports every commit of it or of anything inside it. */
  function profiled<P extends object>(id: string, Component: ComponentType<P>): ComponentType<P> {
    return function Profiled(props: P) {
      return (
        <Profiler id={id} onRender={() => rendered.add(id)}>
          <Component {...props} />
        </Profiler>
      );
    };
  }
  /** A module with its component `name` profiled under that name. */
  const profiledExport = (module: Record<string, unknown>, name: string) => ({
    ...module,
    [name]: profiled(name, module[name] as ComponentType<object>),
  });
  return { rendered, profiled, profiledExport };
});
function takeRendered(): string[] {
  const ids = [...rendered].sort();
  rendered.clear();
  return ids;
}

// The page's parts around and beside the fields: the page renders them all again whenever it renders (none is memoized).
vi.mock('../chrome/StepBar', async (importOriginal) => profiledExport(await importOriginal(), 'StepBar'));
vi.mock('../chrome/WelcomeBanner', async (importOriginal) => profiledExport(await importOriginal(), 'WelcomeBanner'));
vi.mock('../chrome/AccountPopover', async (importOriginal) => profiledExport(await importOriginal(), 'AccountPopover'));
vi.mock('../chrome/Footer', async (importOriginal) => profiledExport(await importOriginal(), 'Footer'));
vi.mock('./PageButtons', async (importOriginal) => profiledExport(await importOriginal(), 'PageButtons'));

// Every widget rendered inside a Profiler named after its node.
vi.mock('./widgets/registry', async (importOriginal) => {
  const original = await importOriginal<typeof import('./widgets/registry')>();
  const profiledWidgets = new WeakMap<FormNode, ComponentType<{ node: FormNode }>>();
  return {
    ...original,
    widgetFor(node: FormNode) {
      let Widget = profiledWidgets.get(node);
      if (!Widget) {
        Widget = profiled(nodeId(node), original.widgetFor(node));
        profiledWidgets.set(node, Widget);
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

/** Every node is there (after the first section they come a few at a time) and every widget has loaded. */
async function wholePage() {
  await screen.findByRole('region', { name: sections.at(-1)!.title }, { timeout: 90_000 });
  await waitFor(() => expect(document.querySelector('.form-sections__pending')).toBeNull(), { timeout: 90_000 });
  await waitFor(() => expect(document.querySelectorAll('.form-node:empty')).toHaveLength(0), { timeout: 90_000 });
}

async function renderAbout(answers: Answers = {}) {
  const page = renderPageSections(sections, { state: { answers } });
  await wholePage();
  takeRendered();
  return page;
}

// The form's citizenship statuses (definition/choices.ts).
const [usCitizen, international] = ['US', 'INTL'];

const shownIds = () => [...document.querySelectorAll('.form-node')].length;

describe('a change re-renders', () => {
  it(
    'typing into First Name: that field only',
    async () => {
      await renderAbout();
      expect(shownIds()).toBeGreaterThan(50);
      const firstName = screen.getByRole('textbox', { name: /First\/Given Name/ });
      await userEvent.type(firstName, 'Ada');
      expect((firstName as HTMLInputElement).value).toBe('Ada');
      expect(takeRendered()).toEqual(['first_name']);
    },
    loadingAllowance,
  );

  it(
    'an answer that conditions read: that field, the nodes depending on it and the groups holding them',
    async () => {
      const page = await renderAbout({ citizenship_type: usCitizen });
      page.setAnswers({ citizenship_type: international });
      await screen.findByText('Visa Status', undefined, { timeout: 30_000 });
      const ids = takeRendered();
      const expected = touchedBy('citizenship_type');
      expect(ids).toContain('citizenship_type');
      expect(ids).toContain('visa');
      for (const id of ids) expect(expected).toContain(id);
      expect(ids.length).toBeLessThan(10);
    },
    loadingAllowance,
  );
});

describe('a keystroke on the page', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    clearCookies();
    localStorage.clear();
  });

  it.each<[string, ApplicationFixture]>([
    ['a visitor', { signedIn: false }],
    ['a signed-in student', {}],
    // Its errors are checked again at each keystroke; the page renders only when they change (not here: Ada is a name).
    ['a student whose application is validating', { webStatus: 'validating', answers: { first_name: 'A' } }],
  ])(
    'renders the field typed into, and nothing of the page: not the frame, the step bar, the banner (%s)',
    async (_, fixture) => {
      const server = stubApplicationServer(fixture);
      renderApp('/about', { createEnvironment: createRelayEnvironment });
      await wholePage();
      expect(takeRendered()).toEqual(expect.arrayContaining(['AccountPopover', 'Footer', 'PageButtons', 'StepBar']));
      // A student's page saves it as the last page as it shows, and takes in the answer.
      if (fixture.signedIn !== false) await waitFor(() => expect(server.state.lastPage).toBe('/about'));
      await new Promise((settled) => setTimeout(settled, 200));
      takeRendered();

      const firstName = screen.getByRole('textbox', { name: /First\/Given Name/ });
      await userEvent.type(firstName, 'da');
      expect((firstName as HTMLInputElement).value).toMatch(/da$/);
      expect(takeRendered()).toEqual(['first_name']);
    },
    loadingAllowance,
  );
});
