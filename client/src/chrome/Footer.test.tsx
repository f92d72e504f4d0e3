// The footer's institution details from the partner query, and its Help modal.
import { defaultPartner } from '@transfer/form';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { graphql, RelayEnvironmentProvider, useLazyLoadQuery } from '../relay/hooks';
import { describe, expect, it } from 'vitest';
import { createTestEnvironment, partnerResponse } from '../test/relay';
import type { FooterTestQuery } from './__generated__/FooterTestQuery.graphql';
import { Footer } from './Footer';

function FooterOfQuery() {
  const data = useLazyLoadQuery<FooterTestQuery>(
    graphql`
      query FooterTestQuery {
        partner {
          ...Footer_partner
        }
      }
    `,
    {},
  );
  return <Footer partner={data.partner} />;
}

function renderFooter() {
  render(
    <RelayEnvironmentProvider environment={createTestEnvironment({ partner: partnerResponse })}>
      <Suspense fallback={null}>
        <FooterOfQuery />
      </Suspense>
    </RelayEnvironmentProvider>,
  );
}

describe('Footer', () => {
  it("shows the partner's name and address", async () => {
    renderFooter();
    const footer = within(await screen.findByRole('contentinfo'));

    expect(footer.getByText(defaultPartner.name)).toBeTruthy();
    expect(footer.getByText(defaultPartner.addresses[0].line_1, { exact: false })).toBeTruthy();
  });

  it('opens the Help modal with the technical help email', async () => {
    renderFooter();
    await userEvent.click(await screen.findByRole('button', { name: 'Help' }));
    const help = within(await screen.findByRole('dialog', { name: 'Help' }));

    expect(help.getByRole('link', { name: defaultPartner.help_email }).getAttribute('href')).toBe(`mailto:${defaultPartner.help_email}`);
    expect(help.getByRole('link', { name: 'Download a free PDF reader' }).getAttribute('href')).toBe(defaultPartner.reader_url);
  });

  it('opens the Privacy modal with links to browser cookie help', async () => {
    renderFooter();
    await userEvent.click(await screen.findByRole('button', { name: 'Privacy' }));
    const privacy = within(await screen.findByRole('dialog', { name: 'Privacy and Cookies' }));

    expect(privacy.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Google Chrome',
      'Mozilla Firefox',
      'Apple Safari',
      'Microsoft Edge',
    ]);
  });
});
