// The caller's review form: the review form's questions on the student form's widgets, a change saved as a draft once the reader pauses, and a submission the server finds incomplete showing its messages under their fields, the focus on the first.
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Environment, Network, RecordSource, Store, type Variables } from 'relay-runtime';
import { serverErrorOf } from '../relay/errors';
import { RelayEnvironmentProvider } from '../relay/hooks';
import { autosaveDelayMs, incompleteMessage, ReviewForm } from './ReviewForm';

/** A Relay environment whose server saves drafts and finds every submission without a comment. */
function reviewServer() {
  const calls: { name: string; variables: Variables }[] = [];
  const network = Network.create((operation, variables) => {
    calls.push({ name: operation.name, variables });
    if (operation.name === 'ReviewFormSaveMutation') return { data: { saveReviewDraft: { savedAt: '2026-04-01T10:00:00.000Z' } } };
    throw serverErrorOf({
      message: 'The review is not complete: review_comment.',
      extensions: { code: 'BAD_USER_INPUT', fields: { review_comment: 'This field is required.' } },
    });
  });
  return { calls, environment: new Environment({ network, store: new Store(new RecordSource()) }) };
}

function renderForm() {
  const server = reviewServer();
  render(
    <RelayEnvironmentProvider environment={server.environment}>
      <ReviewForm
        applicationId="application-1"
        answers={{ personal_qualities: '3', personal_qualities_desc: 'Average' }}
        savedAt={null}
        onSubmitted={() => {}}
      />
    </RelayEnvironmentProvider>,
  );
  return server;
}

describe('the review form', () => {
  it('renders each criterion as a radio group of labelled points, the draft as saved, and saves a change once the reader pauses', async () => {
    const { calls } = renderForm();
    const academic = await screen.findByRole('radiogroup', { name: /Academic record/ });
    const points = ['Weak', 'Below average', 'Average', 'Strong', 'Outstanding'];
    expect(within(academic).getAllByRole('radio')).toEqual(points.map((point) => within(academic).getByRole('radio', { name: point })));
    const personal = screen.getByRole('radiogroup', { name: /Personal qualities/ });
    expect((within(personal).getByRole('radio', { name: 'Average' }) as HTMLInputElement).checked).toBe(true);

    fireEvent.click(within(academic).getByRole('radio', { name: 'Strong' }));
    expect(calls).toEqual([]);
    await waitFor(() => expect(calls.map((call) => call.name)).toEqual(['ReviewFormSaveMutation']), { timeout: autosaveDelayMs * 4 });
    expect(calls[0].variables).toEqual({
      applicationId: 'application-1',
      answers: { academic_record: '4', academic_record_desc: 'Strong' },
    });
    await waitFor(() => expect(screen.getByText(/^Draft saved/)).toBeTruthy());
  });

  it("shows the server's messages under their fields when the review is not complete, and moves the focus to the first", async () => {
    const { calls } = renderForm();
    await screen.findByRole('radiogroup', { name: /Academic record/ });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Submit review' })));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(incompleteMessage));
    expect(calls.map((call) => call.name)).toEqual(['ReviewFormSubmitMutation']);
    const comment = screen.getByRole('textbox', { name: /Comment/ });
    expect(comment.getAttribute('aria-invalid')).toBe('true');
    const described = (comment.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);
    expect(described).toContain('This field is required.');
    expect(document.activeElement).toBe(comment);
  });
});
