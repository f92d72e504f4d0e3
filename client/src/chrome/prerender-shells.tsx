// The build's server-side entry (scripts/prerender-shells.mjs): renders each form page's shell, for a visitor and for a student, to static HTML.
import { formPages, shellAudiences, shellFile, type ShellAudience } from '@transfer/form';
import { renderToStaticMarkup } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { PageShell } from './PageShell';

export { shellElementId } from './PageShell';
export { shellPlaceholders } from '@transfer/form';

export interface RenderedShell {
  /** Where the shell goes, under the built client's folder. */
  file: string;
  title: string;
  audience: ShellAudience;
  html: string;
}

export function renderShells(): RenderedShell[] {
  return formPages.flatMap((page) =>
    shellAudiences.map((audience) => ({
      file: shellFile(page.id, audience),
      title: page.title,
      audience,
      html: renderToStaticMarkup(
        <StaticRouter location={page.path}>
          <PageShell page={page} audience={audience} />
        </StaticRouter>,
      ),
    })),
  );
}
