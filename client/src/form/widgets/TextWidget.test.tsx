// Text and email questions: the answer key as id, the 45-character default, the required mark (under a condition too), and the hint and error tied to the input.
import type { TextQuestion } from '@transfer/form';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderFormNodes } from '../../test/formNodes';

const firstName: TextQuestion = {
  kind: 'text',
  key: 'first_name',
  label: 'First Name',
  required: true,
  hint: 'As on your passport.',
};

describe('TextWidget', () => {
  it('stores what the student types under its key, and its input has the key as id', async () => {
    const page = renderFormNodes([firstName]);
    const input = await screen.findByRole('textbox', { name: /First Name/ });
    await userEvent.type(input, 'Ada');

    expect(input.id).toBe('first_name');
    expect(page.state().answers).toEqual({ first_name: 'Ada' });
  });

  it('takes at most 45 characters by default, and the maxLength a question gives', async () => {
    renderFormNodes([firstName, { kind: 'text', key: 'zip', label: 'ZIP', maxLength: 5 }]);
    const name = await screen.findByRole('textbox', { name: /First Name/ });
    const zip = screen.getByRole('textbox', { name: 'ZIP' });
    await userEvent.type(name, 'x'.repeat(50));
    await userEvent.type(zip, '123456789');

    expect((name as HTMLInputElement).value).toBe('x'.repeat(45));
    expect((zip as HTMLInputElement).value).toBe('12345');
  });

  it('marks a required question with an asterisk hidden from screen readers, and aria-required', async () => {
    renderFormNodes([firstName]);
    const input = await screen.findByRole('textbox', { name: 'First Name' });

    expect(input.getAttribute('aria-required')).toBe('true');
    expect(screen.getByText('*').getAttribute('aria-hidden')).toBe('true');
  });

  it('marks a question required under a condition only while the condition holds', async () => {
    const city: TextQuestion = {
      kind: 'text',
      key: 'city',
      label: 'City',
      required: true,
      requiredWhen: { valueKey: 'mailing_addr_same_as_perm_addr', operator: 'equals', target: true },
    };
    const page = renderFormNodes([city]);
    const input = await screen.findByRole('textbox', { name: 'City' });
    expect(input.hasAttribute('aria-required')).toBe(false);
    expect(screen.queryByText('*')).toBeNull();

    page.setAnswers({ mailing_addr_same_as_perm_addr: true });
    await waitFor(() => expect(input.getAttribute('aria-required')).toBe('true'));
    expect(screen.getByText('*')).toBeTruthy();
  });

  it('ties its hint and its error to the input', async () => {
    renderFormNodes([firstName], { errors: { first_name: 'First name is required.' } });
    const input = await screen.findByRole('textbox', { name: /First Name/ });
    const describedBy = (input.getAttribute('aria-describedby') ?? '').split(' ');

    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy).toContain(screen.getByText('First name is required.').id);
    expect(describedBy).toContain(screen.getByText('As on your passport.').id);
  });

  it('renders an email question as an email input', async () => {
    renderFormNodes([{ kind: 'email', key: 'email_address', label: 'Email' }]);
    expect((await screen.findByRole('textbox', { name: 'Email' })).getAttribute('type')).toBe('email');
  });
});
