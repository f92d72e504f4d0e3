// The account screens' frame: the university's names above the card, the way back to the form, and the footer.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Environment, Network, Observable, RecordSource, Store } from 'relay-runtime';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../test/app';
import { stubServer } from '../test/fetch';
import { partnerResponse } from '../test/relay';
import { backToFormText } from './AuthLayout';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('AuthLayout', () => {
  it.each(['/signup', '/confirm', '/login', '/forgot', '/reset'])(
    'frames %s with the university’s names, a link back to the form and the footer',
    async (path) => {
      stubServer({});
      renderApp(path, { data: { partner: { ...partnerResponse, id: 'partner' } } });
      const [banner] = await screen.findAllByRole('banner');
      expect(await within(banner).findByText(partnerResponse.name)).toBeTruthy();
      expect(within(banner).getByText(partnerResponse.applicationTitle)).toBeTruthy();
      expect(within(banner).getByRole('link', { name: backToFormText }).getAttribute('href')).toBe('/about');
      expect(within((await screen.findAllByRole('contentinfo')).at(-1)!).getByText(partnerResponse.name)).toBeTruthy();
      expect(screen.getByRole('main').querySelector('h1')).toBeTruthy();
    },
  );

  it('still shows the card, framed without names, when they cannot be read', async () => {
    stubServer({});
    const failing = () =>
      new Environment({
        network: Network.create(() => Observable.create((sink) => sink.error(new Error('offline')))),
        store: new Store(new RecordSource()),
      });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderApp('/login', { createEnvironment: failing });
    expect(await screen.findByRole('heading', { level: 1, name: 'Log In' })).toBeTruthy();
    expect(within(screen.getAllByRole('banner')[0]).getByRole('link', { name: backToFormText })).toBeTruthy();
  });

  it('takes a visitor back to the form’s preview', async () => {
    stubServer({});
    const { route } = renderApp('/signup', { data: { partner: { ...partnerResponse, id: 'partner' } } });
    await userEvent.click(await screen.findByRole('link', { name: backToFormText }));
    expect(route.location.pathname).toBe('/about');
  });
});
