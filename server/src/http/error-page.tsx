// An error answered to a browser's page request (a visitor at /graphql, an address no route knows): a small HTML page
// with its language, a title and the message, instead of JSON the browser would show as a bare, untitled text.
import { STATUS_CODES } from 'node:http';
import { renderToStaticMarkup } from 'react-dom/server';

export function errorPage(status: number, message: string): string {
  const title = STATUS_CODES[status] ?? 'Error';
  const markup = renderToStaticMarkup(
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{title}</title>
      </head>
      <body>
        <main>
          <h1>{title}</h1>
          <p>{message}</p>
        </main>
      </body>
    </html>,
  );
  return `<!doctype html>${markup}`;
}
