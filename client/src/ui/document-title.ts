// Names the document after the screen: writes the one <title> the page was served with (React's own <title> would add a second).
import { useLayoutEffect } from 'react';

export function useDocumentTitle(title: string): void {
  useLayoutEffect(() => {
    document.title = title;
  }, [title]);
}
