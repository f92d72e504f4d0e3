// The university's header band: its name and the application's title, a control at the side (the account, or the way back to the form), and the navigation under it.
import type { ReactNode } from 'react';
import './ApplicationLayout.css';

interface AppHeaderProps {
  institutionName: string;
  applicationTitle: string;
  /** At the side of the names: the account control, or on the account screens the way back to the form. */
  sideControl: ReactNode;
  navigation?: ReactNode;
}

export function AppHeader({ institutionName, applicationTitle, sideControl, navigation }: AppHeaderProps) {
  return (
    <header className="app-header">
      <div className="app-header__brand">
        <div>
          {/* A space keeps the band's height while the names load. */}
          <p className="app-header__institution">{institutionName || '\u00a0'}</p>
          <p className="app-header__title">{applicationTitle || '\u00a0'}</p>
        </div>
        {sideControl}
      </div>
      {navigation}
    </header>
  );
}
