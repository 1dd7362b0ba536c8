// After `vite build`: renders the public pages (in every interface language) and the signed-in
// skeleton to HTML with the SSR build of `src/prerender.tsx`, and inlines the stylesheet into
// every page, so the first paint waits for no request and no script (ADR 171). Writes
// dist/pages/<language>/<page>.html and dist/pages/pages.json, which the server reads.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';

const root = import.meta.dirname;
const dist = path.join(root, 'dist');
const ssrOut = path.join(root, 'dist-ssr');

await build({
  root,
  logLevel: 'warn',
  build: { ssr: 'src/prerender.tsx', outDir: ssrOut, emptyOutDir: true, sourcemap: false },
});

// Some of the app's modules set up browser things as they load (the cross-tab auth channel): Node
// has what they use on its global object.
globalThis.window ??= globalThis;
const {
  renderPage,
  renderShell,
  renderLessonFirstScreen,
  renderDashboardFirstScreen,
  firstScreenSlots,
  dashboardSlots,
  prerenderedPages,
  plainPagePrefixes,
  interfaceLanguages,
  firstScreens,
  signedInRequests,
  signedInFrameModule,
} = await import(pathToFileURL(path.join(ssrOut, 'prerender.js')).href);

// The stylesheet goes inline: a render-blocking request less on a slow phone network.
let template = readFileSync(path.join(dist, 'index.html'), 'utf8');
template = template.replace(
  /<link rel="stylesheet"[^>]*href="([^"]+)"[^>]*>/,
  (_, href) => `<style>${readFileSync(path.join(dist, href), 'utf8').trim()}</style>`,
);
if (!template.includes('<style>')) throw new Error('index.html names no stylesheet to inline');

// So does the theme script, which must run before the first paint: the CSP allows it by its hash,
// which the server reads from pages.json (ADR 285).
const themeFile = path.join(dist, 'theme-init.js');
const themeScript = readFileSync(themeFile, 'utf8').trim();
const themeTag = '<script src="/theme-init.js"></script>';
if (!template.includes(themeTag)) throw new Error('index.html names no theme script to inline');
template = template.replace(themeTag, () => `<script>${themeScript}</script>`);
rmSync(themeFile);
const inlineScriptHashes = [
  `'sha256-${createHash('sha256').update(themeScript).digest('base64')}'`,
];
writeFileSync(path.join(dist, 'index.html'), template);

// The signed-in frame's first question is the session: asked while the scripts download rather
// than after they have run (the app's fetch, same URL and credentials, takes this answer).
const sessionPreload =
  '<link rel="preload" href="/api/auth/get-session" as="fetch" crossorigin="anonymous" />';

// The signed-out pages are a chunk of their own (ADR 285): a pre-rendered public page preloads it,
// and the chunks it imports, beside the entry, so the app can hydrate the page as soon as it runs.
const manifestFile = path.join(dist, '.vite', 'manifest.json');
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
rmSync(path.join(dist, '.vite'), { recursive: true });
/** The chunks of the modules `keys` and of those they import, but the entry's and `known`. */
function chunksOf(keys, known = new Set()) {
  const files = new Set();
  const collect = (key) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the build has no chunk for ${key}`);
    if (chunk.isEntry || files.has(chunk.file) || known.has(chunk.file)) return;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) collect(imported);
  };
  for (const key of keys) collect(key);
  return files;
}
const modulePreloads = (files) =>
  [...files]
    .filter((file) => !template.includes(`/${file}"`))
    .map((file) =>
      // A stylesheet is only fetched early: the app adds it when its chunk loads, as it did.
      file.endsWith('.css')
        ? `<link rel="preload" as="style" crossorigin href="/${file}">`
        : `<link rel="modulepreload" crossorigin href="/${file}">`,
    )
    .join('');
const publicPreloads = modulePreloads(chunksOf(['src/app/public-screens.ts']));
// A signed-in page renders the signed-in frame, and a first screen of `firstScreens` its screen
// and its texts: their chunks download beside the entry instead of after it has run.
const frameChunks = chunksOf([signedInFrameModule]);
// A part's texts come in English too, the fallback of the other languages.
const screenChunks = (screen, language) =>
  chunksOf(
    [
      ...screen.modules,
      ...screen.localeParts.flatMap((part) =>
        [...new Set(['en', language])].map((each) => `src/locales/${part}.${each}.ts`),
      ),
    ],
    frameChunks,
  );

const escapeText = (text) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/** The template with `markup` in #root, the page's language and, for a public page, its title. */
function page(markup, { language, kind, title }) {
  let html = template
    .replace('<html lang="en">', `<html lang="${language}" data-prerendered="${kind}">`)
    .replace(
      '<div id="root"></div>',
      `<div id="root" data-prerendered="${kind}" data-language="${language}">${markup}</div>`,
    );
  if (title) html = html.replace(/<title>[^<]*<\/title>/, `<title>${escapeText(title)}</title>`);
  if (!html.includes(`data-language="${language}"`)) throw new Error('index.html has no #root');
  return html;
}

for (const language of interfaceLanguages) {
  const folder = path.join(dist, 'pages', language);
  mkdirSync(folder, { recursive: true });
  for (const [pathname, { name }] of Object.entries(prerenderedPages)) {
    const { html, title } = await renderPage(pathname, language);
    writeFileSync(
      path.join(folder, `${name}.html`),
      page(html, { language, kind: 'public', title }).replace(
        '</head>',
        `${publicPreloads}</head>`,
      ),
    );
  }
  const shell = page(await renderShell(language), { language, kind: 'shell' });
  const shellPreloads = `${sessionPreload}${modulePreloads(frameChunks)}`;
  writeFileSync(
    path.join(folder, 'shell.html'),
    shell.replace('</head>', `${shellPreloads}</head>`),
  );
  for (const screen of firstScreens) {
    const chunks = screenChunks(screen, language);
    // The screen's own styles go inline too: the server may draw the screen into the page
    // (ADR 313), and they must apply before any script runs.
    const styles = [...chunks]
      .filter((file) => file.endsWith('.css'))
      .map((file) => `<style>${readFileSync(path.join(dist, file), 'utf8').trim()}</style>`)
      .join('');
    writeFileSync(
      path.join(folder, `${screen.page}.html`),
      shell.replace('</head>', `${shellPreloads}${styles}${modulePreloads(chunks)}</head>`),
    );
  }
  // The first screens the server draws for a signed-in reader, with slots it fills in (ADR 313,
  // ADR 317).
  writeFileSync(
    path.join(folder, 'first-screen-lesson.html'),
    await renderLessonFirstScreen(language),
  );
  const dashboard = await renderDashboardFirstScreen(language);
  writeFileSync(path.join(folder, 'first-screen-dashboard.html'), dashboard.html);
  writeFileSync(path.join(folder, 'first-screen-dashboard.json'), JSON.stringify(dashboard.parts));
}
writeFileSync(
  path.join(dist, 'pages', 'pages.json'),
  `${JSON.stringify(
    {
      languages: interfaceLanguages,
      pages: Object.fromEntries(
        Object.entries(prerenderedPages).map(([pathname, { name }]) => [pathname, name]),
      ),
      plain: plainPagePrefixes,
      signedInRequests,
      firstScreens: firstScreens.map(({ path, page, requests, drawn }) => ({
        path,
        page,
        requests,
        ...(drawn ? { drawn } : {}),
      })),
      firstScreenSlots,
      dashboardSlots,
      inlineScriptHashes,
    },
    null,
    2,
  )}\n`,
);
rmSync(ssrOut, { recursive: true, force: true });
// The auth channel the app's modules opened would keep Node running.
process.exit(0);
