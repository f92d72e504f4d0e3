// The page shell a form route's HTML carries before the app runs: the application frame, the step bar, the page's title and, for a visitor, the welcome banner, drawn by the same components the app renders, with the partner's names left as placeholders the server fills.
import { shellPlaceholders, type formPages, type ShellAudience } from '@transfer/form';
import { AccountTriggerContent } from './AccountPopover';
import { ApplicationFrame } from './ApplicationFrame';
import { StepBar } from './StepBar';
import { WelcomeBanner } from './WelcomeBanner';

/** The element the shell is drawn in; the app removes it when it first paints (shell-hand-off.ts). */
export const shellElementId = 'page-shell';

export function PageShell({ page, audience }: { page: (typeof formPages)[number]; audience: ShellAudience }) {
  return (
    <ApplicationFrame
      institutionName={shellPlaceholders.institutionName}
      applicationTitle={shellPlaceholders.applicationTitle}
      title={page.title}
      accountControl={
        <button type="button" className="account-popover__trigger" aria-haspopup="dialog" aria-expanded="false">
          <AccountTriggerContent />
        </button>
      }
      navigation={<StepBar currentPageId={page.id} />}
    >
      {audience === 'visitor' && (
        <WelcomeBanner
          institutionName={shellPlaceholders.institutionName}
          admissionsEmail=""
          webStatus={null}
          isLoggedIn={false}
          numLogins={1}
          hasChangedPage={false}
        />
      )}
    </ApplicationFrame>
  );
}
