// The admins' decision: none recorded without a choice, the version read sent, a conflict shown as the server words it (and the review read again), and a send-back without a reason refused under its field.
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Environment, Network, RecordSource, Store, type Variables } from 'relay-runtime';
import { serverErrorOf } from '../relay/errors';
import { RelayEnvironmentProvider } from '../relay/hooks';
import { chooseDecisionMessage, ReviewDecision } from './ReviewDecision';
import type { ApplicationReview } from './ReviewPanel';

const conflict = 'provost@example.edu recorded a decision at 2026-04-01T10:00:00.000Z.';
const noReason = 'Say why the application goes back a stage.';

const review = {
  applicationId: 'application-1',
  stage: 'ready_for_decision',
  version: 7,
  decision: null,
} as unknown as ApplicationReview;

/** The server: every decision a conflict, every send-back without its reason. */
function renderDecision() {
  const calls: { name: string; variables: Variables }[] = [];
  const network = Network.create((operation, variables) => {
    calls.push({ name: operation.name, variables });
    const message = operation.name === 'ReviewDecisionRecordMutation' ? conflict : noReason;
    throw serverErrorOf({ message, extensions: { code: message === conflict ? 'CONFLICT' : 'BAD_USER_INPUT' } });
  });
  const refresh = vi.fn();
  render(
    <RelayEnvironmentProvider environment={new Environment({ network, store: new Store(new RecordSource()) })}>
      <ReviewDecision review={review} onDone={() => {}} refresh={refresh} />
    </RelayEnvironmentProvider>,
  );
  return { calls, refresh };
}

describe('the decision', () => {
  it('asks for a choice, sends the version read, and shows a conflict as the server words it', async () => {
    const { calls, refresh } = renderDecision();
    fireEvent.click(screen.getByRole('button', { name: 'Record decision' }));
    const group = screen.getByRole('radiogroup', { name: 'Decision to record' });
    expect(group.textContent).toContain(chooseDecisionMessage);
    expect(calls).toEqual([]);

    fireEvent.click(within(group).getByRole('radio', { name: 'Admit' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Note' }), { target: { value: 'Welcome.' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Record decision' })));
    expect(calls).toEqual([
      {
        name: 'ReviewDecisionRecordMutation',
        variables: { applicationId: 'application-1', decision: 'admit', expectedVersion: 7, note: 'Welcome.' },
      },
    ]);
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(conflict));
    expect(refresh).toHaveBeenCalledOnce();
  });

  it('sends the application back only with a reason, the server’s message under the field', async () => {
    renderDecision();
    fireEvent.click(screen.getByRole('button', { name: 'Send back to In review…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send back to In review' });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Send back' })));
    const reason = within(dialog).getByRole('textbox', { name: /Reason/ });
    await waitFor(() => expect(reason.getAttribute('aria-invalid')).toBe('true'));
    const described = (reason.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);
    expect(described).toContain(noReason);
  });
});
