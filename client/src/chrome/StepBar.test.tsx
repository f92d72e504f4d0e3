// The step bar's numbered links, its current step and its history-replacing navigation.
import { formPages } from '@transfer/form';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ServerError } from '../relay/errors';
import { AppRelayEnvironment } from '../relay/AppRelayEnvironment';
import { renderInRouter } from '../test/app';
import { createTestEnvironment } from '../test/relay';
import { AppShell } from './AppShell';
import { DialogErrorBoundary } from './ErrorBoundaries';
import { StepBar } from './StepBar';

function renderStepBarAt(path: string, onNavigate?: (path: string) => Promise<void>) {
  const { route } = renderInRouter(
    <AppRelayEnvironment createEnvironment={createTestEnvironment}>
      <Routes>
        <Route element={<AppShell />}>
          {formPages.map((page) => (
            <Route
              key={page.id}
              path={page.path}
              element={
                <DialogErrorBoundary>
                  <StepBar currentPageId={page.id} onNavigate={onNavigate} />
                </DialogErrorBoundary>
              }
            />
          ))}
        </Route>
      </Routes>
    </AppRelayEnvironment>,
    ['/about', path],
  );
  return route;
}

describe('StepBar', () => {
  it('links to the three form pages, numbered, and marks the current one', async () => {
    renderStepBarAt('/education');
    const steps = within(await screen.findByRole('navigation', { name: 'Application steps' }));
    const links = steps.getAllByRole('link');

    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['1Step 1: Your Information', '/about'],
      ['2Step 2: Your Education', '/education'],
      ['3Step 3: Submit', '/final-steps'],
    ]);
    expect(links.map((link) => link.getAttribute('aria-current'))).toEqual([null, 'step', null]);
    expect(steps.getByRole('link', { name: 'Step 2: Your Education' })).toBe(links[1]);
  });

  it('replaces the history entry when it navigates', async () => {
    const route = renderStepBarAt('/education');
    await userEvent.click(await screen.findByRole('link', { name: 'Step 3: Submit' }));

    expect(route.location.pathname).toBe('/final-steps');
    expect(route.historyAction).toBe('REPLACE');
    expect(screen.getByRole('link', { name: 'Step 3: Submit' }).getAttribute('aria-current')).toBe('step');
  });

  it('hands a click or Enter on a step to onNavigate instead of navigating itself', async () => {
    const onNavigate = vi.fn(async () => {});
    const route = renderStepBarAt('/education', onNavigate);
    await userEvent.click(await screen.findByRole('link', { name: 'Step 3: Submit' }));
    screen.getByRole('link', { name: 'Step 1: Your Information' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(onNavigate.mock.calls).toEqual([['/final-steps'], ['/about']]);
    expect(route.location.pathname).toBe('/education');
  });

  it('shows a failure of onNavigate in the error boundary around it', async () => {
    renderStepBarAt('/education', async () => {
      throw new ServerError('Your answers could not be saved.');
    });
    await userEvent.click(await screen.findByRole('link', { name: 'Step 3: Submit' }));
    expect((await screen.findByRole('alertdialog', { name: 'Unexpected Error' })).textContent).toContain(
      'Your answers could not be saved.',
    );
  });
});
