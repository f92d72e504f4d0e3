// The Privacy modal: what cookies this site uses, and where each browser explains how to manage them.
import { Link } from 'react-aria-components';
import { FooterModal } from './FooterModal';

const cookieHelpPages = [
  { browser: 'Google Chrome', url: 'https://support.google.com/chrome/answer/95647' },
  {
    browser: 'Mozilla Firefox',
    url: 'https://support.mozilla.org/kb/cookies-information-websites-store-on-your-computer',
  },
  { browser: 'Apple Safari', url: 'https://support.apple.com/guide/safari/manage-cookies-sfri11471/mac' },
  {
    browser: 'Microsoft Edge',
    url: 'https://support.microsoft.com/microsoft-edge/delete-cookies-in-microsoft-edge-63947406-40ac-c3b8-57b9-2a946a29ae09',
  },
];

export function PrivacyModal() {
  return (
    <FooterModal label="Privacy" title="Privacy and Cookies">
      <p>
        This site uses cookies to keep you signed in and to remember your place while you work on your application. It does not use cookies
        for advertising or tracking.
      </p>
      <p>
        If your browser blocks cookies, you will not be able to sign in. To learn how to allow, block or delete cookies, see your
        browser&apos;s help:
      </p>
      <ul>
        {cookieHelpPages.map(({ browser, url }) => (
          <li key={browser}>
            <Link href={url} target="_blank" rel="noopener noreferrer">
              {browser}
            </Link>
          </li>
        ))}
      </ul>
    </FooterModal>
  );
}
