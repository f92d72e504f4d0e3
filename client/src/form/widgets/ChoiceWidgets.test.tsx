// Selects, radio groups, check groups, checkboxes and month/year pairs: values with their _desc, the blank option, type-ahead, ids and errors.
import {
  formDefinition,
  nodesIn,
  type AddressBlock,
  type ChoiceQuestion,
  type CheckGroup,
  type MonthYearNode,
} from '@transfer/form';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderFormNodes } from '../../test/formNodes';

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
});
