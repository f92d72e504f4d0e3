// Selects, radio groups, check groups, checkboxes and month/year pairs: values with their _desc, the blank option, type-ahead, ids and errors.
import {
  formDefinition,
  nodesIn,
  type AddressBlock,
  type ChoiceQuestion,
  type CheckGroup,
  type MonthYearNode,
  type Option,
} from '@transfer/form';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { focusField } from '../field-focus';
import { renderFormNodes } from '../../test/formNodes';
import { prepareCollections, useSharedCollection } from './option-collections';

const colours: ChoiceQuestion = {
  kind: 'select',
  key: 'fixture_colour',
  label: 'Colour',
  required: true,
  options: [
    { value: 'R', label: 'Red' },
    { value: 'RO', label: 'Rose' },
    { value: 'B', label: 'Blue' },
  ],
};

/** The height happy-dom (which lays nothing out) gives every element: the open list shows the rows that fit. */
let viewHeight = 20_000;

// react-aria's virtualizer takes the sizes as given when HTMLElement.prototype has them as its own properties.
beforeEach(() => {
  viewHeight = 20_000;
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => viewHeight });
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 400 });
});

afterEach(() => {
  vi.useRealTimers();
  delete (HTMLElement.prototype as { clientHeight?: number }).clientHeight;
  delete (HTMLElement.prototype as { clientWidth?: number }).clientWidth;
});

const primaryAddress = () =>
  nodesIn(formDefinition.flatMap((page) => page.sections.flatMap((section) => section.nodes))).find(
    (node): node is AddressBlock => node.kind === 'address' && node.prefix === '',
  )!;

describe('SelectWidget', () => {
  it("lists the blank '--' option first, then the question's options", async () => {
    renderFormNodes([colours]);
    const button = await screen.findByRole('button', { name: '-- Colour (required)' });
    expect(button.id).toBe('fixture_colour');
    expect(button.textContent).toContain('--');

    await userEvent.click(button);
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['--', 'Red', 'Rose', 'Blue']);
  });

  it('stores the value and its label at _desc, and clears both with the blank option', async () => {
    const page = renderFormNodes([colours]);
    await userEvent.click(await screen.findByRole('button', { name: /Colour/ }));
    await userEvent.click(screen.getByRole('option', { name: 'Blue' }));
    expect(page.state().answers).toMatchObject({ fixture_colour: 'B', fixture_colour_desc: 'Blue' });

    await userEvent.click(screen.getByRole('button', { name: /Colour/ }));
    await userEvent.click(screen.getByRole('option', { name: '--' }));
    expect(page.state().answers).toMatchObject({ fixture_colour: '', fixture_colour_desc: '' });
  });

  it('selects by typing on the closed select, the typed letters resetting after a second', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const page = renderFormNodes([colours]);
    await screen.findByRole('button', { name: /Colour/ });
    await user.tab();

    await user.keyboard('ro');
    expect(page.state().answers.fixture_colour).toBe('RO');

    await act(() => vi.advanceTimersByTimeAsync(1000));
    await user.keyboard('b');
    expect(page.state().answers).toMatchObject({ fixture_colour: 'B', fixture_colour_desc: 'Blue' });
  });

  it('ties its error to the button and marks it invalid', async () => {
    renderFormNodes([colours], { errors: { fixture_colour: 'Please choose a colour.' } });
    const button = await screen.findByRole('button', { name: /Colour/ });
    expect(button.getAttribute('aria-describedby')).toContain(screen.getByText('Please choose a colour.').id);
    expect(button.closest('[data-invalid]')).not.toBeNull();
  });

  it('clears a dependent state select and its _desc when the country changes (the real address block)', async () => {
    const page = renderFormNodes([primaryAddress()], {
      state: {
        answers: {
          country: 'USA',
          country_desc: 'United States of America',
          state: 'New York',
          state_desc: 'New York',
        },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: /Country$/ }));
    // The open list is virtualized: Canada, far down, is reached by typing, as on a phone.
    await userEvent.keyboard('Cana');
    await userEvent.click(await screen.findByRole('option', { name: 'Canada' }));

    expect(page.state().answers).toMatchObject({ country: 'CAN', country_desc: 'Canada', state: '', state_desc: '' });
    expect(page.patches.at(-1)).toMatchObject({ country: 'CAN', state: '', state_desc: '' });
  });
});

describe('a long select list', () => {
  // That only the rows in view are rendered is seen in Chromium (bench:interaction); happy-dom renders them all.
  it('renders no list while closed, and the blank first once open, each option with its place in the whole list', async () => {
    viewHeight = 320;
    renderFormNodes([primaryAddress()]);
    const country = await screen.findByRole('button', { name: /Country$/ });
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    await userEvent.click(country);
    const shown = screen.getAllByRole('option');
    expect(shown[0].textContent).toBe('--');
    expect(shown.length).toBeGreaterThan(3);
    // Every option is still announced with its place in the whole list.
    expect(screen.getByRole('listbox').getAttribute('aria-labelledby')).toBeTruthy();
    expect(Number(shown[1].getAttribute('aria-setsize') ?? '0')).toBeGreaterThan(200);
  });
});

describe("an option list's collection", () => {
  const flavours = [
    { value: 'V', label: 'Vanilla' },
    { value: 'C', label: 'Chocolate' },
  ];
  const flavour = (key: string): ChoiceQuestion => ({ kind: 'select', key, label: key, options: flavours });

  /** What a select offering `options` would open, once built by anyone: the labels of its collection. */
  function SharedLabels({ options }: { options: readonly Option[] }) {
    const collection = useSharedCollection(options, true);
    return <p data-testid="shared">{collection ? [...collection].map((node) => node.textValue).join(',') : 'none'}</p>;
  }

  it('is built once ahead of the press, the blank first, and shared by every select offering the list', async () => {
    const ahead = [{ value: 'X', label: 'Ahead' }];
    render(<SharedLabels options={ahead} />);
    expect(screen.getByTestId('shared').textContent).toBe('none');
    act(() => prepareCollections([ahead]));
    await waitFor(() => expect(screen.getByTestId('shared').textContent).toBe('--,Ahead'));
  });

  it('is shared from the first select that built its own (pressed before it was prepared)', async () => {
    const errors = vi.spyOn(console, 'error');
    render(<SharedLabels options={flavours} />);
    renderFormNodes([flavour('fixture_first'), flavour('fixture_second')]);
    await userEvent.click(await screen.findByRole('button', { name: /fixture_first/ }));
    await waitFor(() => expect(screen.getByTestId('shared').textContent).toBe('--,Vanilla,Chocolate'));
    await userEvent.keyboard('{Escape}');

    await userEvent.click(screen.getByRole('button', { name: /fixture_second/ }));
    const shown = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(shown.map((option) => option.textContent)).toEqual(['--', 'Vanilla', 'Chocolate']);
    await userEvent.keyboard('{Escape}');
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });
});

/** What a closed select must not cost: a native <select>, its <option>s, or listbox options. */
const optionElements = () => document.querySelectorAll('select, option, [role="option"]');

describe('a closed select', () => {
  const hinted: ChoiceQuestion = { ...colours, hint: 'The one you like best.' };

  it('has no native select and no option elements, before its first use and after it', async () => {
    const user = userEvent.setup();
    const page = renderFormNodes([primaryAddress(), colours], { state: { answers: { country: 'USA' } } });
    const country = await screen.findByRole('button', { name: /Country$/ });
    // A value given before any use is shown without the list being built.
    expect(country.textContent).toBe('United States of America');
    expect(optionElements()).toHaveLength(0);

    await user.click(country);
    expect(optionElements().length).toBeGreaterThan(0);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(document.activeElement).toBe(country);
    expect(optionElements()).toHaveLength(0);

    // Answers changed from outside (a draft restored, a page loaded) show on a select never opened.
    page.setAnswers({ fixture_colour: 'B', fixture_colour_desc: 'Blue' });
    expect(screen.getByRole('button', { name: /Colour/ }).textContent).toBe('Blue');
    expect(optionElements()).toHaveLength(0);
  });

  const gestures: [string, (user: ReturnType<typeof userEvent.setup>, button: HTMLElement) => Promise<void>][] = [
    ['a click', (user, button) => user.click(button)],
    ['a tap', (user, button) => user.pointer({ keys: '[TouchA]', target: button })],
    ['Enter', (user) => user.keyboard('{Tab}{Enter}')],
    ['Space', (user) => user.keyboard('{Tab}[Space]')],
    ['ArrowDown', (user) => user.keyboard('{Tab}{ArrowDown}')],
    ['ArrowUp', (user) => user.keyboard('{Tab}{ArrowUp}')],
  ];
  it.each(gestures)(
    'opens the whole list at %s on a select never used, the chosen option focused, and gives focus back to the same button',
    async (_, gesture) => {
      const user = userEvent.setup();
      renderFormNodes([colours], { state: { answers: { fixture_colour: 'RO', fixture_colour_desc: 'Rose' } } });
      const button = await screen.findByRole('button', { name: 'Rose Colour (required)' });

      await gesture(user, button);
      const listbox = screen.getByRole('listbox');
      expect(
        within(listbox)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['--', 'Red', 'Rose', 'Blue']);
      expect(document.activeElement).toBe(within(listbox).getByRole('option', { name: 'Rose' }));
      expect(button.getAttribute('aria-expanded')).toBe('true');

      await user.keyboard('{Escape}');
      expect(screen.queryByRole('listbox')).toBeNull();
      expect(document.activeElement).toBe(button);
      expect(button.isConnected).toBe(true);
    },
  );

  it('chooses a far option by typing on a select focused by its label, without opening it', async () => {
    const user = userEvent.setup();
    const page = renderFormNodes([primaryAddress()]);
    const country = await screen.findByRole('button', { name: /Country$/ });

    await user.click(screen.getByText('Country', { selector: '.field__label' }));
    expect(document.activeElement).toBe(country);
    await user.keyboard('Cana');

    expect(page.state().answers).toMatchObject({ country: 'CAN', country_desc: 'Canada' });
    expect(country.textContent).toBe('Canada');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(optionElements()).toHaveLength(0);
  });

  it('is focused by its id as the error summary and #key links do, then typed into and opened', async () => {
    const user = userEvent.setup();
    const page = renderFormNodes([colours]);
    const button = await screen.findByRole('button', { name: /Colour/ });

    expect(await focusField('fixture_colour')).toBe(true);
    expect(document.activeElement).toBe(button);
    await user.keyboard('b');
    expect(page.state().answers).toMatchObject({ fixture_colour: 'B', fixture_colour_desc: 'Blue' });

    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(screen.getByRole('option', { name: 'Blue' }));
  });

  it('ties its label, hint and error to the button, before its first use and after it', async () => {
    const user = userEvent.setup();
    renderFormNodes([hinted], { errors: { fixture_colour: 'Please choose a colour.' } });
    const button = await screen.findByRole('button', { name: '-- Colour (required)' });
    const wiring = () => ({
      describedBy: button.getAttribute('aria-describedby')?.split(' '),
      labelledBy: button.getAttribute('aria-labelledby'),
      invalid: button.closest('.field')?.hasAttribute('data-invalid'),
      required: button.closest('.field')?.hasAttribute('data-required'),
    });
    const before = wiring();
    expect(before.describedBy).toEqual(
      expect.arrayContaining([screen.getByText('The one you like best.').id, screen.getByText('Please choose a colour.').id]),
    );
    expect(before).toMatchObject({ invalid: true, required: true });
    expect(button.getAttribute('aria-haspopup')).toBe('listbox');
    expect(button.getAttribute('aria-expanded')).toBe('false');

    await user.click(screen.getByText('Colour', { selector: '.field__label' }));
    expect(document.activeElement).toBe(button);
    expect(wiring()).toEqual(before);
    // The open list is named by the label.
    await user.keyboard('{Enter}');
    expect(screen.getByRole('listbox', { name: /Colour/ })).toBeTruthy();
  });

  it('goes the whole way by keyboard: Tab in, open, move, choose, and Tab on', async () => {
    const user = userEvent.setup();
    // Started from a chosen option: happy-dom finds no row for the blank option's empty key, so the list itself takes
    // focus there (Chromium focuses '--', tests/e2e).
    const page = renderFormNodes([colours, { kind: 'text', key: 'fixture_after', label: 'After' }], {
      state: { answers: { fixture_colour: 'R', fixture_colour_desc: 'Red' } },
    });
    const button = await screen.findByRole('button', { name: /Colour/ });

    await user.keyboard('{Tab}{ArrowDown}');
    expect(document.activeElement).toBe(screen.getByRole('option', { name: 'Red' }));
    await user.keyboard('{ArrowDown}{Enter}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(document.activeElement).toBe(button);
    expect(page.state().answers).toMatchObject({ fixture_colour: 'RO', fixture_colour_desc: 'Rose' });
    expect(button.textContent).toBe('Rose');
    expect(screen.getByRole('button', { name: 'Rose Colour (required)' })).toBe(button);

    await user.tab();
    expect(document.activeElement).toBe(await screen.findByRole('textbox', { name: 'After' }));
    expect(optionElements()).toHaveLength(0);
  });

  it("lists the options a select has now, after they change with another answer (a state's with the country)", async () => {
    const user = userEvent.setup();
    renderFormNodes([primaryAddress()], {
      state: { answers: { country: 'USA', country_desc: 'United States of America' } },
    });
    await screen.findByRole('button', { name: /Country$/ });
    await user.click(document.getElementById('state')!);
    expect(screen.getByRole('option', { name: 'Alabama' })).toBeTruthy();
    await user.keyboard('{Escape}');

    await user.click(screen.getByText('Country', { selector: '.field__label' }));
    await user.keyboard('Cana');
    await user.click(document.getElementById('state')!);
    expect(screen.queryByRole('option', { name: 'Alabama' })).toBeNull();
    expect(screen.getByRole('option', { name: 'Alberta' })).toBeTruthy();
  });

  it("opens a select with no options of its own on the blank '--' alone", async () => {
    const user = userEvent.setup();
    renderFormNodes([{ ...colours, options: [] }]);
    await user.click(await screen.findByRole('button', { name: /Colour/ }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['--']);
  });
});

describe('RadioWidget', () => {
  const enrollment: ChoiceQuestion = {
    kind: 'radio',
    key: 'fixture_enroll',
    label: 'Enrollment',
    required: true,
    options: [
      { value: 'FT', label: 'Full-time' },
      { value: 'PT', label: 'Part-time' },
    ],
  };

  it('stores the value and its label, and gives its first radio the answer key as id', async () => {
    const page = renderFormNodes([enrollment], { errors: { fixture_enroll: 'Choose one.' } });
    const group = await screen.findByRole('radiogroup', { name: /Enrollment/ });
    const radios = within(group).getAllByRole('radio');
    expect(radios[0].id).toBe('fixture_enroll');
    expect(group.getAttribute('aria-required')).toBe('true');
    expect(group.getAttribute('aria-describedby')).toContain(screen.getByText('Choose one.').id);

    await userEvent.click(screen.getByRole('radio', { name: 'Part-time' }));
    expect(page.state().answers).toMatchObject({ fixture_enroll: 'PT', fixture_enroll_desc: 'Part-time' });
  });

  it('is reached with Tab while unanswered, and answered with the arrow keys', async () => {
    const page = renderFormNodes([enrollment]);
    await screen.findByRole('radio', { name: 'Full-time' });
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Full-time' }));

    await userEvent.keyboard('{ArrowDown}');
    expect(page.state().answers.fixture_enroll).toBe('PT');
  });
});

describe('CheckGroupWidget', () => {
  const support: CheckGroup = {
    kind: 'checkGroup',
    id: 'fixture_support',
    label: 'Who supports you?',
    questions: [
      { kind: 'checkbox', key: 'fixture_mother', label: 'Mother' },
      { kind: 'checkbox', key: 'fixture_coach', label: 'Coach' },
      { kind: 'checkbox', key: 'fixture_friend', label: 'Friend' },
    ],
  };

  it('answers one boolean per option key', async () => {
    const page = renderFormNodes([support]);
    const coach = await screen.findByRole('checkbox', { name: 'Coach' });
    expect(coach.id).toBe('fixture_coach');

    await userEvent.click(coach);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Friend' }));
    expect(page.state().answers).toEqual({ fixture_mother: false, fixture_coach: true, fixture_friend: true });

    await userEvent.click(coach);
    expect(page.state().answers).toEqual({ fixture_mother: false, fixture_coach: false, fixture_friend: true });
  });

  it('checks the boxes whose answers are true', async () => {
    renderFormNodes([support], { state: { answers: { fixture_mother: true } } });
    expect(((await screen.findByRole('checkbox', { name: 'Mother' })) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: 'Coach' }) as HTMLInputElement).checked).toBe(false);
  });
});

describe('CheckboxWidget', () => {
  it('answers true or false, with the key as id and its error tied to it', async () => {
    const page = renderFormNodes([{ kind: 'checkbox', key: 'fixture_agree', label: 'I agree', required: true }], {
      errors: { fixture_agree: 'You must agree.' },
    });
    const checkbox = await screen.findByRole('checkbox', { name: /I agree/ });
    expect(checkbox.id).toBe('fixture_agree');
    expect(checkbox.getAttribute('aria-invalid')).toBe('true');
    expect(checkbox.getAttribute('aria-required')).toBe('true');
    expect(checkbox.getAttribute('aria-describedby')).toBe(screen.getByText('You must agree.').id);

    await userEvent.keyboard('{Tab} ');
    expect(page.state().answers.fixture_agree).toBe(true);
  });
});

describe('MonthYearWidget', () => {
  const attended: MonthYearNode = {
    kind: 'monthYear',
    id: 'fixture_attend',
    label: 'Attended From',
    month: { kind: 'select', key: 'fixture_attend_month', label: 'Month', options: [{ value: '1', label: 'January' }] },
    year: { kind: 'select', key: 'fixture_attend_year', label: 'Year', options: [{ value: '2024', label: '2024' }] },
  };

  it('stores month and year with their labels', async () => {
    const page = renderFormNodes([attended]);
    await userEvent.click(await screen.findByRole('button', { name: /Month/ }));
    await userEvent.click(screen.getByRole('option', { name: 'January' }));
    await userEvent.click(screen.getByRole('button', { name: /Year/ }));
    await userEvent.click(screen.getByRole('option', { name: '2024' }));

    expect(page.state().answers).toEqual({
      fixture_attend_month: '1',
      fixture_attend_month_desc: 'January',
      fixture_attend_year: '2024',
      fixture_attend_year_desc: '2024',
    });
  });

  it("shows the pair's one error once, tied to both selects, both marked invalid", async () => {
    renderFormNodes([attended], { errors: { fixture_attend_month: 'Choose when you started.' } });
    const month = await screen.findByRole('button', { name: /Month/ });
    const year = screen.getByRole('button', { name: /Year/ });
    const error = screen.getByText('Choose when you started.');

    expect(screen.getAllByText('Choose when you started.')).toHaveLength(1);
    for (const select of [month, year]) {
      expect(select.getAttribute('aria-describedby')).toContain(error.id);
      expect(select.closest('[data-invalid]')).not.toBeNull();
    }
    expect(month.id).toBe('fixture_attend_month');
    expect(screen.getByRole('group', { name: 'Attended From' })).toBeTruthy();
  });

  it('marks a pair whose month is required once, on its legend, neither select alone', async () => {
    const required: MonthYearNode = { ...attended, month: { ...attended.month, required: true, requiredMessage: 'Choose a month.' } };
    renderFormNodes([required]);
    const group = await screen.findByRole('group', { name: /^Attended From\s*\(required\)$/ });
    expect(group.querySelector('legend .field__required')).not.toBeNull();
    expect(group.querySelectorAll('.field__required')).toHaveLength(1);
  });
});
