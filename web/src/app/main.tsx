import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { i18nReady } from '../shared/i18n';
import { syncDocumentWithLanguage } from '../shared/i18n/sync-document';
import { sendGuardCallsAhead } from './guard/guard-loader';
// Already run by index.html; imported so the two entries share the modules they both use in one file.
import './preload-route';
import { leadsToGuard, ROUTER_BASENAME, routes } from './routes/route-table';
import './global.css';

const queryClient = new QueryClient({
  // The request layer already toasts and reports failures; a retry would only repeat them.
  defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
});

// Before the router starts, which requests the page's code: the guard's first calls then lead the queue.
if (leadsToGuard(location.pathname, ROUTER_BASENAME)) sendGuardCallsAhead();
const router = createBrowserRouter(routes, { basename: ROUTER_BASENAME });

syncDocumentWithLanguage();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// The router's guard is already loading; the page renders once the stored language's texts are in.
void i18nReady.then(() =>
  createRoot(container).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  ),
);
