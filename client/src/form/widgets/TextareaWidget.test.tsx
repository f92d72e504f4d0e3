// The textarea's character counter: shown as the student types, stopped at the limit, announced politely once typing pauses.
import type { TextareaQuestion } from '@transfer/form';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderFormNodes } from '../../test/formNodes';

const explanation: TextareaQuestion = {
  kind: 'textarea',
  key: 'fixture_explanation',
  label: 'Please explain',
  maxLength: 10,
};

afterEach(() => {
  vi.useRealTimers();
});

describe('TextareaWidget', () => {
  it('counts down to the limit and takes no character past it', async () => {
    const page = renderFormNodes([explanation]);
    const textarea = await screen.findByRole('textbox', { name: 'Please explain' });
    expect(screen.getByText('10 characters remaining')).toBeTruthy();

    await userEvent.type(textarea, 'abcdefghi');
    expect(screen.getByText('1 character remaining')).toBeTruthy();

    await userEvent.type(textarea, 'jklm');
    expect(page.state().answers.fixture_explanation).toBe('abcdefghij');
    expect(screen.getByText('0 characters remaining')).toBeTruthy();
    expect(textarea.getAttribute('aria-describedby')).toContain(screen.getByText('0 characters remaining').parentElement!.id);
  });

  it('defaults to 1500 characters', async () => {
    renderFormNodes([{ kind: 'textarea', key: 'essay', label: 'Essay' }]);
    expect(await screen.findByText('1500 characters remaining')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Essay' }).getAttribute('maxlength')).toBe('1500');
  });

  it('announces the count a second after the student stops typing, not on every keystroke', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderFormNodes([explanation]);
    const textarea = await screen.findByRole('textbox', { name: 'Please explain' });
    const liveRegion = document.querySelector('[aria-live="polite"]')!;

    await user.type(textarea, 'abc');
    expect(liveRegion.textContent).toBe('');
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(liveRegion.textContent).toBe('7 characters remaining');
  });
});
