// The look of every application page without its data or behaviour: the header (institution, application title, the account control), the navigation, and the titled main panel; shared by the live layout and the prerendered page shell.
import type { ReactNode } from 'react';
import { AppHeader } from './AppHeader';
import './ApplicationLayout.css';

interface ApplicationFrameProps {
  institutionName: string;
  applicationTitle: string;
  /** The page's title, its h1. */
  title: string;
  accountControl: ReactNode;
  navigation?: ReactNode;
  /** The main landmark's id, the skip link's target; the prerendered shell has none, so the app's stays unique. */
  mainId?: string;
  children?: ReactNode;
}

export function ApplicationFrame({
  institutionName,
  applicationTitle,
  title,
  accountControl,
  navigation,
  mainId,
  children,
}: ApplicationFrameProps) {
  return (
    <>
      <AppHeader
        institutionName={institutionName}
        applicationTitle={applicationTitle}
        sideControl={accountControl}
        navigation={navigation}
      />
      <main id={mainId} className="app-main" tabIndex={mainId ? -1 : undefined}>
        <div className="app-main__panel">
          <h1>{title}</h1>
          {children}
        </div>
      </main>
    </>
  );
}
