import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App, createQueryClient } from './app/app.tsx';
import { matchesPrerendered } from './app/prerendered-pages.ts';
import { createAppRouter } from './app/router.tsx';
import { restoreTypedFields, sendHeldSubmit, typedFields } from './app/typed-fields.ts';
import { loadContractsOnFirstInteraction } from './lib/contracts.ts';
import { captureFirstScreen } from './lib/first-screen.ts';
import { i18n, i18nReady } from './lib/i18n.ts';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

/**
 * A pre-rendered public page in the reader's language is hydrated as it is; in another language
 * (the boot script then hid it) or with other query parameters (a notice, an error), the app
 * renders it anew at once. Any other page starts the router,
 * which shows the skeleton the server sent until the guard has answered.
 */
async function start(container: HTMLElement) {
  const queryClient = createQueryClient();
  const prerendered = container.dataset.prerendered === 'public';
  const hydrationData = prerendered ? { loaderData: { root: null } } : undefined;
  const router = await createAppRouter(queryClient, hydrationData);
  const typed = typedFields(container);
  const app = (
    <StrictMode>
      <App
        queryClient={queryClient}
        router={router}
        guardPending={prerendered}
        onDrawn={() => {
          restoreTypedFields(container, typed);
          // Forms now submit through the app (see theme-init.js); one sent before is sent now.
          document.documentElement.setAttribute('data-app', '');
          sendHeldSubmit(container);
        }}
      />
    </StrictMode>
  );
  const same =
    container.dataset.language === i18n.language &&
    matchesPrerendered(window.location.pathname, window.location.search);
  if (prerendered && same) {
    hydrateRoot(container, app);
  } else {
    createRoot(container).render(app);
  }
  requestAnimationFrame(() => document.documentElement.classList.remove('lang-pending'));
}

// The lesson the server drew into the page is kept before the app replaces the page's markup.
captureFirstScreen(root);
// The first paint waits for the interface language's texts (French is a separate download).
void i18nReady.finally(() => start(root));
// The schemas (and zod) are not needed to show a screen, only to send a form or check an answer.
loadContractsOnFirstInteraction();
