// The add-another repeater: instances by count, the button calling the page, gone at the maximum (never past 10), its failure message, and removing the last one added after a confirmation.
import type { AddAnother, FormNode } from '@transfer/form';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderFormNodes } from '../../test/formNodes';

function jobs(max: number): AddAnother {
  const instance = (index: number): readonly FormNode[] => [
    { kind: 'text', key: index === 0 ? 'fixture_job' : `fixture_job_${index + 1}`, label: 'Employer' },
  ];
  return {
    kind: 'addAnother',
    id: 'fixture-jobs',
    buttonId: 'fixture_job',
    buttonLabel: 'Add another job',
    max,
    instances: Array.from({ length: max }, (_, index) => instance(index)),
  };
}

describe('AddAnotherWidget', () => {
  it('shows one instance by default, and as many as the count says', async () => {
    renderFormNodes([jobs(4)], { state: { addAnother: { fixture_job: 3 } } });
    await screen.findByRole('group', { name: 'Job 3' });

    expect(screen.getAllByRole('textbox', { name: 'Employer' }).map((input) => input.id)).toEqual([
      'fixture_job',
      'fixture_job_2',
      'fixture_job_3',
    ]);
  });

  it('adds an instance through the page, moves focus to it, and hides the button at the maximum', async () => {
    const onAddAnother = vi.fn(async () => {});
    renderFormNodes([jobs(2)], { onAddAnother });
    await userEvent.click(await screen.findByRole('button', { name: /Add another job/ }));

    expect(onAddAnother).toHaveBeenCalledWith('fixture_job');
    expect(await screen.findByRole('group', { name: 'Job 2' })).toBeTruthy();
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Job 2'));
    expect(screen.queryByRole('button', { name: /Add another job/ })).toBeNull();
  });

  it('never shows more than 10 instances', async () => {
    renderFormNodes([jobs(12)], { state: { addAnother: { fixture_job: 9 } } });
    await userEvent.click(await screen.findByRole('button', { name: /Add another job/ }));

    expect(await screen.findAllByRole('textbox', { name: 'Employer' })).toHaveLength(10);
    expect(screen.queryByRole('button', { name: /Add another job/ })).toBeNull();
  });

  it("reports a failure as 'Error adding another {id}'", async () => {
    const onError = vi.fn();
    renderFormNodes([jobs(4)], { onError, onAddAnother: async () => Promise.reject(new Error('offline')) });
    await userEvent.click(await screen.findByRole('button', { name: /Add another job/ }));

    await waitFor(() => expect(onError).toHaveBeenCalledWith('Error adding another fixture_job'));
    expect(screen.getAllByRole('textbox', { name: 'Employer' })).toHaveLength(1);
  });

  it('removes the last one added after a confirmation: the server clears it, and focus goes to the one now last', async () => {
    const onRemoveInstance = vi.fn(async () => {});
    const rendered = renderFormNodes([jobs(4)], {
      state: { addAnother: { fixture_job: 3 }, answers: { fixture_job_2: 'Library', fixture_job_3: 'Cafe' } },
      onRemoveInstance,
    });
    await screen.findByRole('group', { name: 'Job 3' });
    // Only the last one added can go, and never the first.
    expect(screen.getAllByRole('button', { name: /^Remove/ }).map((button) => button.textContent)).toEqual(['Remove Job 3']);

    await userEvent.click(screen.getByRole('button', { name: 'Remove Job 3' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove Job 3?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onRemoveInstance).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Remove Job 3' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remove Job 3' }));
    expect(onRemoveInstance).toHaveBeenCalledWith('fixture_job', 3);
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Job 3' })).toBeNull());
    expect(rendered.state()).toMatchObject({ addAnother: { fixture_job: 2 }, answers: { fixture_job_2: 'Library', fixture_job_3: '' } });
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Job 2'));
    expect(screen.getByRole('button', { name: 'Remove Job 2' })).toBeTruthy();
  });
});
