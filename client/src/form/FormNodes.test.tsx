// The renderer of a page: sections and nodes shown only while their conditions hold, date windows, confirmations, and every real page of the form.
import { formDefinition, isVisible, nodesIn, type FormNode, type FormState, type PageDefinition, type Section } from '@transfer/form';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderFormNodes, renderPageSections } from '../test/formNodes';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const hasSchool: FormNode = {
  kind: 'radio',
  key: 'fixture_has_school',
  label: 'Did you attend a school?',
  options: [
    { value: 'Y', label: 'Yes' },
    { value: 'N', label: 'No' },
  ],
};

const sections: Section[] = [
  { id: 'fixture-first', title: 'First Things', description: 'About you.', nodes: [hasSchool] },
  {
    id: 'fixture-school',
    title: 'Your School',
    condition: { valueKey: 'fixture_has_school', operator: 'equals', target: 'Y' },
    nodes: [{ kind: 'text', key: 'fixture_school_name', label: 'School name' }],
  },
];

describe('PageSections', () => {
  it('renders each section with its heading and description, and a hidden section not at all', async () => {
    renderPageSections(sections);
    const first = await screen.findByRole('region', { name: 'First Things' });
    expect(first.id).toBe('fixture-first');
    expect(screen.getByText('About you.')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Your School' })).toBeNull();

    await userEvent.click(await screen.findByRole('radio', { name: 'Yes' }));
    expect(await screen.findByRole('region', { name: 'Your School' })).toBeTruthy();
    expect(await screen.findByRole('textbox', { name: 'School name' })).toBeTruthy();

    await userEvent.click(screen.getByRole('radio', { name: 'No' }));
    expect(screen.queryByRole('region', { name: 'Your School' })).toBeNull();
  });

  it('explains the required mark in words', async () => {
    renderPageSections(sections);
    expect((await screen.findByText(/Questions marked with an asterisk/)).textContent).toBe(
      'Questions marked with an asterisk (*) are required.',
    );
  });
});

describe('FormNodes', () => {
  it('reveals the nodes conditioned on a confirmation button once it is pressed', async () => {
    const page = renderFormNodes([
      { kind: 'confirmation', key: 'fixture_read', label: 'Show me the steps', variant: 'button' },
      {
        kind: 'content',
        id: 'fixture-steps',
        text: 'Step one.\n\nStep two.',
        condition: { valueKey: 'fixture_read', operator: 'answered' },
      },
    ]);
    const button = await screen.findByRole('button', { name: 'Show me the steps' });
    expect(button.id).toBe('fixture_read');
    expect(screen.queryByText('Step one.')).toBeNull();

    await userEvent.click(button);
    expect(page.state().answers.fixture_read).toBe(true);
    expect((await screen.findByText('Step one.')).tagName).toBe('P');
    expect(screen.getByText('Step two.').tagName).toBe('P');
  });

  it('reveals the nodes conditioned on a confirmation checkbox while it is checked', async () => {
    renderFormNodes([
      { kind: 'confirmation', key: 'fixture_ack', label: 'I have read this', variant: 'checkbox' },
      {
        kind: 'content',
        id: 'fixture-more',
        text: 'More to read.',
        condition: { valueKey: 'fixture_ack', operator: 'equals', target: true },
      },
    ]);
    await userEvent.click(await screen.findByRole('checkbox', { name: 'I have read this' }));
    expect(await screen.findByText('More to read.')).toBeTruthy();
    await userEvent.click(screen.getByRole('checkbox', { name: 'I have read this' }));
    expect(screen.queryByText('More to read.')).toBeNull();
  });

  it.each([
    ['2025-09-30', false],
    ['2025-10-01', true],
    ['2026-03-01', true],
    ['2026-03-02', false],
  ])('on %s, shows a date-window alert from 2025-10-01 to 2026-03-01: %s', async (localDate, shown) => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(`${localDate}T23:30:00`));
    renderFormNodes([
      {
        kind: 'dateWindowAlert',
        id: 'fixture-deadline',
        start: '2025-10-01',
        end: '2026-03-01',
        severity: 'warning',
        content: 'Apply by March 1.',
      },
      { kind: 'content', id: 'fixture-after', text: 'Rendered.' },
    ]);
    await screen.findByText('Rendered.');

    if (shown) expect((await screen.findByRole('note')).querySelector('p')!.textContent).toBe('Warning: Apply by March 1.');
    else expect(screen.queryByText('Apply by March 1.')).toBeNull();
  });

  it('renders a group under its heading', async () => {
    renderFormNodes([
      {
        kind: 'group',
        id: 'fixture-group',
        label: 'Visa',
        nodes: [{ kind: 'text', key: 'fixture_visa', label: 'Visa type' }],
      },
    ]);
    expect(await screen.findByRole('group', { name: 'Visa' })).toBeTruthy();
    expect(await screen.findByRole('textbox', { name: 'Visa type' })).toBeTruthy();
  });
});

describe('the real form', () => {
  /** Opens every add-another to its maximum, so that each instance renders. */
  function everyInstance(page: PageDefinition): FormState {
    const repeaters = nodesIn(page.sections.flatMap((section) => section.nodes)).filter((node) => node.kind === 'addAnother');
    return { answers: {}, addAnother: Object.fromEntries(repeaters.map((node) => [node.buttonId, node.max])) };
  }

  it.each(formDefinition.flatMap((page) => [true, false].map((isSignedIn) => [page.id, isSignedIn, page] as const)))(
    'renders every visible node of %s (signed in: %s), each element carrying its key or id',
    async (_, isSignedIn, page) => {
      const errors = vi.spyOn(console, 'error');
      const state = everyInstance(page);
      renderPageSections(page.sections, { state, isSignedIn });
      const visible = nodesIn(page.sections.flatMap((section) => section.nodes)).filter((node) => isVisible(node, state));
      const ids = visible.map((node) => ('key' in node ? node.key : node.id));

      await waitFor(() => expect(ids.filter((id) => document.getElementById(id) === null)).toEqual([]), {
        timeout: 5000,
      });
      expect(new Set(ids).size).toBe(ids.length);
      expect(errors).not.toHaveBeenCalled();
    },
    10_000,
  );
});
