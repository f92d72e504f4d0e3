// Prerenders each form page's shell at build time (client/src/chrome/prerender-shells.tsx, through a Vite SSR build) into client/dist/shells/<page>.<audience>.html: index.html with the shell drawn in, the app's container hidden, and the critical CSS inline.
import { mkdtempSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';

const clientDir = path.resolve(import.meta.dirname, '..', 'client');
const entry = path.join(clientDir, 'src', 'chrome', 'prerender-shells.tsx');

/** Every file under `dir` whose name matches `pattern`. */
function filesIn(dir, pattern) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && pattern.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** Builds the shells' module for Node (libraries left to node_modules), with the CSS its components import in one file. */
async function buildShellModule(outDir) {
  await build({
    configFile: path.join(clientDir, 'vite.config.ts'),
    logLevel: 'warn',
    build: {
      ssr: entry,
      outDir,
      emptyOutDir: true,
      ssrEmitAssets: true,
      cssCodeSplit: false,
      rolldownOptions: { input: entry, output: { codeSplitting: false } },
    },
  });
  const [module] = filesIn(outDir, /^prerender-shells\.m?js$/);
  const css = filesIn(outDir, /\.css$/).map((file) => readFileSync(file, 'utf8'));
  return { ...(await import(pathToFileURL(module).href)), css: css.join('') };
}

/**
 * index.html as a shell page: its title, the entry's CSS (with what it shares with the staff entry, in the order
 * linked) and the shell's inline instead of linked, the shell before the hidden app.
 */
function shellPage(indexHtml, distDir, shell, shellCss, { shellElementId, shellPlaceholders }) {
  const links = [...indexHtml.matchAll(/<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"[^>]*>/g)];
  if (links.length === 0) throw new Error('prerender-shells: index.html links no entry stylesheet');
  const critical = links.map(([, href]) => readFileSync(path.join(distDir, href), 'utf8')).join('') + shellCss;
  const replaced = (html, pattern, replacement) => {
    if (!pattern.test(html)) throw new Error(`prerender-shells: index.html has no ${pattern}`);
    return html.replace(pattern, () => replacement);
  };
  let html = replaced(indexHtml, /<title>[^<]*<\/title>/, `<title>${shell.title} | ${shellPlaceholders.applicationTitle}</title>`);
  const [[first], ...others] = links;
  html = html.replace(first, () => `<style>${critical}</style>`);
  for (const [link] of others) html = html.replace(link, '');
  // A picture of the page until the app takes its place: kept from assistive technology and from focus and clicks
  // (inert), which it could not answer, so that nothing is read or pressed twice.
  const shellElement = `<div id="${shellElementId}" aria-hidden="true" inert>${shell.html}</div>`;
  return replaced(html, /<div id="root"><\/div>/, `${shellElement}<div id="root" hidden></div>`);
}

export async function prerenderShells(distDir) {
  // Inside the project, so that the built module finds the libraries it leaves to node_modules.
  const cacheDir = path.join(clientDir, 'node_modules', '.cache');
  mkdirSync(cacheDir, { recursive: true });
  const outDir = mkdtempSync(path.join(cacheDir, 'shells-'));
  try {
    const shells = await buildShellModule(outDir);
    const indexHtml = readFileSync(path.join(distDir, 'index.html'), 'utf8');
    mkdirSync(path.join(distDir, 'shells'), { recursive: true });
    for (const shell of shells.renderShells()) {
      writeFileSync(path.join(distDir, shell.file), shellPage(indexHtml, distDir, shell, shells.css, shells));
    }
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}
