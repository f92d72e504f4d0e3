// The masked inputs: phone (999) 999-9999 with its SMS opt-in, ssn 999-99-9999, and dates stored only when they exist; the mask loading on first focus.
import type { DateQuestion, PhoneQuestion, SsnQuestion } from '@transfer/form';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { noteVisitorAnswersCarried } from '../../session/ssn-not-carried';
import { renderFormNodes } from '../../test/formNodes';
import { ssnNotCarriedNote } from './SsnWidget';

// The mask loads on a field's first focus; loaded here once, so that it attaches at once as in a browser that has it.
beforeAll(async () => {
  await import('./pattern-mask');
});

const phone: PhoneQuestion = {
  kind: 'phone',
  key: 'fixture_phone',
  label: 'Cell Phone',
  smsOptIn: { key: 'fixture_sms', label: 'Text me updates' },
};
const ssn: SsnQuestion = { kind: 'ssn', key: 'fixture_ssn', label: 'Social Security Number' };
const birthDate: DateQuestion = { kind: 'date', key: 'fixture_date', label: 'Date of Birth' };

async function input(name: string): Promise<HTMLInputElement> {
  return (await screen.findByRole('textbox', { name })) as HTMLInputElement;
}

describe('PhoneWidget', () => {
  it('formats the digits as the student types them', async () => {
    const page = renderFormNodes([phone]);
    const field = await input('Cell Phone');
    await userEvent.type(field, '212');
    expect(field.value).toBe('(212');
    await userEvent.type(field, '5551234');

    expect(field.value).toBe('(212) 555-1234');
    expect(page.state().answers.fixture_phone).toBe('(212) 555-1234');
    expect(field.id).toBe('fixture_phone');
  });

  it('ignores letters and digits past the tenth', async () => {
    renderFormNodes([phone]);
    const field = await input('Cell Phone');
    await userEvent.type(field, '21a2-555x12349999');
    expect(field.value).toBe('(212) 555-1234');
  });

  it('formats a pasted number', async () => {
    const page = renderFormNodes([phone]);
    const field = await input('Cell Phone');
    await userEvent.click(field);
    await userEvent.paste('212.555.1234');

    expect(field.value).toBe('(212) 555-1234');
    expect(page.state().answers.fixture_phone).toBe('(212) 555-1234');
  });

  it('deletes digits and the punctuation before them', async () => {
    const page = renderFormNodes([phone], { state: { answers: { fixture_phone: '(212) 555-1234' } } });
    const field = await input('Cell Phone');
    await userEvent.type(field, '{backspace}{backspace}{backspace}{backspace}');
    expect(field.value).toBe('(212) 555-');
    await userEvent.type(field, '{backspace}');
    expect(field.value).toBe('(212) 55');
    expect(page.state().answers.fixture_phone).toBe('(212) 55');

    await userEvent.clear(field);
    expect(page.state().answers.fixture_phone).toBe('');
  });

  it('offers the SMS opt-in beside it, answered true or false under its own key', async () => {
    const page = renderFormNodes([phone]);
    const optIn = await screen.findByRole('checkbox', { name: 'Text me updates' });
    expect(optIn.id).toBe('fixture_sms');

    await userEvent.click(optIn);
    expect(page.state().answers.fixture_sms).toBe(true);
    await userEvent.click(optIn);
    expect(page.state().answers.fixture_sms).toBe(false);
  });

  it('has no opt-in when the question offers none', async () => {
    renderFormNodes([{ kind: 'phone', key: 'fixture_home', label: 'Home Phone' }]);
    await input('Home Phone');
    expect(screen.queryByRole('checkbox')).toBeNull();
  });
});

describe('MaskedField', () => {
  it('takes what is autofilled (or typed) before the mask has loaded, and formats it as the mask attaches', async () => {
    const page = renderFormNodes([phone]);
    const field = await input('Cell Phone');
    fireEvent.change(field, { target: { value: '2125551234' } });
    expect(page.state().answers.fixture_phone).toBe('2125551234');

    await waitFor(() => expect(field.value).toBe('(212) 555-1234'));
    expect(page.state().answers.fixture_phone).toBe('(212) 555-1234');
  });
});

describe('SsnWidget', () => {
  it('formats 3-2-4 digits with dashes, typed or pasted', async () => {
    const page = renderFormNodes([ssn]);
    const field = await input('Social Security Number');
    await userEvent.type(field, '123456789');
    expect(field.value).toBe('123-45-6789');
    expect(page.state().answers.fixture_ssn).toBe('123-45-6789');

    await userEvent.clear(field);
    await userEvent.paste('987 65 4321');
    expect(field.value).toBe('987-65-4321');
  });
});

describe("SsnWidget after signing in with a visitor's answers", () => {
  afterEach(() => noteVisitorAnswersCarried(false));

  it('asks for the SSN again, tied to the field, and keeps the note while the student types', async () => {
    noteVisitorAnswersCarried(true);
    renderFormNodes([ssn]);
    const field = await input('Social Security Number');
    const note = screen.getByText(ssnNotCarriedNote);
    expect(field.getAttribute('aria-describedby')?.split(' ')).toContain(note.id);
    await userEvent.type(field, '123');
    expect(screen.getByText(ssnNotCarriedNote)).toBeTruthy();
  });

  it('says nothing when the SSN is given already, to a visitor, or when no answers were carried', async () => {
    noteVisitorAnswersCarried(true);
    renderFormNodes([ssn], { state: { answers: { fixture_ssn: '123-45-6789' } } });
    await input('Social Security Number');
    expect(screen.queryByText(ssnNotCarriedNote)).toBeNull();
    cleanup();
    renderFormNodes([ssn], { isSignedIn: false });
    await input('Social Security Number');
    expect(screen.queryByText(ssnNotCarriedNote)).toBeNull();
    cleanup();
    noteVisitorAnswersCarried(false);
    renderFormNodes([ssn]);
    await input('Social Security Number');
    expect(screen.queryByText(ssnNotCarriedNote)).toBeNull();
  });
});

describe('DateWidget', () => {
  it('stores YYYY-MM-DD once the typed date is complete and real', async () => {
    const page = renderFormNodes([birthDate]);
    const field = await input('Date of Birth');
    await userEvent.type(field, '0229200');
    expect(field.value).toBe('02/29/200');
    expect(page.state().answers.fixture_date).toBeUndefined();

    await userEvent.type(field, '4');
    expect(page.state().answers.fixture_date).toBe('2004-02-29');
  });

  it("stores '' for a day the month does not have (2025-02-30), and while the date is incomplete", async () => {
    const page = renderFormNodes([birthDate], { state: { answers: { fixture_date: '2004-02-29' } } });
    const field = await input('Date of Birth');
    expect(field.value).toBe('02/29/2004');

    await userEvent.type(field, '{backspace}');
    expect(page.state().answers.fixture_date).toBe('');
    await userEvent.clear(field);
    await userEvent.type(field, '02302025');

    expect(field.value).toBe('02/30/2025');
    expect(page.state().answers.fixture_date).toBe('');
  });

  it('shows a date set from outside, and empties when the answer is cleared from outside', async () => {
    const page = renderFormNodes([birthDate]);
    const field = await input('Date of Birth');
    page.setAnswers({ fixture_date: '2000-12-31' });
    expect(field.value).toBe('12/31/2000');

    page.setAnswers({ fixture_date: '' });
    expect(field.value).toBe('');
  });

  it('keeps an invalid date the student typed on screen while its answer stays empty', async () => {
    renderFormNodes([birthDate]);
    const field = await input('Date of Birth');
    await userEvent.type(field, '13012000');

    expect(field.value).toBe('13/01/2000');
    expect(field.getAttribute('aria-describedby')).toContain(screen.getByText('MM/DD/YYYY').id);
  });
});
