// The Submit page's summary: the earlier steps' answers read-only, the SSN masked, each with a Change link to its question.
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CheckAnswers } from './CheckAnswers';

describe('CheckAnswers', () => {
  it('shows each earlier step under its title, every answer with a Change link to its question', () => {
    render(
      <CheckAnswers
        state={{
          answers: { first_name: 'Maria', ssn: '123-45-6789', college_name: 'Portland Community College' },
          addAnother: { college: 1 },
        }}
        documents={{ college_transcript: { status: 'COMPLETED', fileName: 'transcript.pdf', fileSize: 12_700 } }}
      />,
    );
    const summary = screen.getByRole('region', { name: 'Check your answers' });
    expect(
      within(summary)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Step 1: Your Information', 'Step 2: Your Education']);
    // Nothing of the Submit step, whose questions follow.
    expect(within(summary).queryByText(/Legal Questions/)).toBeNull();

    const firstName = within(summary).getByRole('link', { name: 'Change First/Given Name' });
    expect(firstName.getAttribute('href')).toBe('/about#first_name');
    expect(within(summary).getByRole('link', { name: 'Change Name of College or University' }).getAttribute('href')).toBe(
      '/education#college_name',
    );
    expect(within(summary).getByText('Portland Community College')).toBeTruthy();
    expect(within(summary).getByText('transcript.pdf (12 KB)')).toBeTruthy();

    // As in the student's own PDF copy.
    expect(within(summary).getByText('***-**-6789')).toBeTruthy();
    expect(within(summary).queryByText('123-45-6789')).toBeNull();
    // A section left empty says so once, and links its first question.
    const enrollment = within(summary).getByRole('region', { name: 'Enrollment' });
    expect(within(enrollment).getByText(/Not answered/)).toBeTruthy();
    expect(within(enrollment).getAllByRole('link')).toHaveLength(1);
  });

  it('names what was chosen, not every option with its mark; a choice not made is a dash', () => {
    render(<CheckAnswers state={{ answers: { first_name: 'Maria', gender: 'F' } }} documents={{}} />);
    const summary = screen.getByRole('region', { name: 'Check your answers' });
    const rowOf = (label: string | RegExp) =>
      within(summary)
        .getAllByText(label)
        .find((element) => element.tagName === 'DT')!
        .closest('div')!;
    const gender = rowOf('Gender');
    expect(within(gender).getByText('Female')).toBeTruthy();
    expect(within(gender).queryByText('Male')).toBeNull();
    expect(within(summary).queryAllByRole('img', { name: /Selected|Not selected/ })).toHaveLength(0);
    const firstGen = rowOf(/first-generation/);
    expect(within(firstGen).getByRole('img', { name: 'Not answered' })).toBeTruthy();
  });
});
