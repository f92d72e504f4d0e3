// The build's server-side entry (scripts/prerender-shells.mjs): renders each form page's shell, for a visitor and for a student, to static HTML.
import { formPages, type FormPageId } from '@transfer/form';
import { renderToStaticMarkup } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { PageShell, type ShellAudience } from './PageShell';

export { shellElementId, shellPlaceholders } from './PageShell';

export interface RenderedShell {
  page: FormPageId;
  path: string;
  title: string;
  audience: ShellAudience;
  html: string;
}

export function renderShells(): RenderedShell[] {
  return formPages.flatMap((page) =>
    (['visitor', 'student'] as const).map((audience) => ({
      page: page.id,
      path: page.path,
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
