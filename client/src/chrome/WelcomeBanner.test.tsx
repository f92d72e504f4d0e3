// The welcome banner's four variants and its visibility rule (docs/product.md §1.5).
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { WelcomeBanner, welcomeVariant, type WelcomeBannerState } from './WelcomeBanner';

const visitor: WelcomeBannerState = { webStatus: null, isLoggedIn: false, numLogins: 1, hasChangedPage: false };
const student: WelcomeBannerState = { webStatus: 'started', isLoggedIn: true, numLogins: 1, hasChangedPage: false };

describe('welcomeVariant', () => {
  it.each<[string, WelcomeBannerState, ReturnType<typeof welcomeVariant>]>([
    ['a visitor', visitor, 'visitor'],
    ['a visitor after a page change', { ...visitor, hasChangedPage: true }, 'visitor'],
    ['a first login', student, 'firstLogin'],
    ['a second login', { ...student, numLogins: 2 }, 'returning'],
    ['a tenth login', { ...student, numLogins: 10 }, 'returning'],
    ['a student after the first page change', { ...student, hasChangedPage: true }, null],
    ['a student while validating', { ...student, webStatus: 'validating' }, null],
    ['a submitted application', { ...student, webStatus: 'submitted', hasChangedPage: true }, 'submitted'],
    ['a signed-in student whose status is not set yet', { ...student, webStatus: null }, 'firstLogin'],
  ])('for %s is %s', (_, state, variant) => {
    expect(welcomeVariant(state)).toBe(variant);
  });
});

describe('WelcomeBanner', () => {
  const partner = { institutionName: 'Lakemont State University', admissionsEmail: 'admissions@lakemont.example' };

  it('invites a visitor to preview, create an account or log in', () => {
    render(<WelcomeBanner {...partner} {...visitor} />);
    const banner = screen.getByRole('region', { name: 'Welcome to the Lakemont State University transfer application' });
    expect(banner.querySelector('a[href="/signup"]')).toBeTruthy();
    expect(banner.querySelector('a[href="/login"]')).toBeTruthy();
  });

  it('congratulates a first login and reminds a returning student', () => {
    const { rerender } = render(<WelcomeBanner {...partner} {...student} />);
    expect(screen.getByRole('heading', { name: 'Congratulations on creating your account!' })).toBeTruthy();
    rerender(<WelcomeBanner {...partner} {...student} numLogins={3} />);
    expect(screen.getByRole('heading', { name: 'Welcome back!' })).toBeTruthy();
  });

  it('lists the steps to complete once submitted', () => {
    render(<WelcomeBanner {...partner} {...student} webStatus="submitted" />);
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'admissions@lakemont.example' }).getAttribute('href')).toBe(
      'mailto:admissions@lakemont.example',
    );
  });

  it('renders nothing while validating', () => {
    const { container } = render(<WelcomeBanner {...partner} {...student} webStatus="validating" />);
    expect(container.innerHTML).toBe('');
  });
});
