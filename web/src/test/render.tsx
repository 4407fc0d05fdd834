import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter, useLocation } from 'react-router';

/** Shows where the app is, as the address bar would. */
function AddressBar() {
  const { pathname } = useLocation();
  return <output aria-label="address">{pathname}</output>;
}

/**
 * Renders a component inside what the app gives every page (a router at `path`, a query client
 * that does not retry, as the app's) and a user to drive it. `path()` reads where the app went.
 */
export function renderInApp(ui: ReactElement, { path = '/' }: { path?: string } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  // No pause between keys: the forms react to each change, not to typing speed.
  const user = userEvent.setup({ delay: null });
  const tree = (
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        {ui}
        <AddressBar />
      </MemoryRouter>
    </QueryClientProvider>
  );
  const view = render(tree);
  const address = () => view.getByRole('status', { name: 'address' }).textContent;
  /**
   * Runs the effects React still owes a render it made outside `act` (after a server answer or a lazy
   * import), as a browser has long done by the time a person can click. antd-mobile's checkbox and radio
   * start listening for clicks in one, so a click sent before it runs is lost. React runs a render's
   * pending effects before it starts the next one, so rendering the same tree again runs them, and no more.
   */
  const flushEffects = () => view.rerender(tree);
  return { ...view, user, queryClient, address, flushEffects };
}

/** A label as antd shows it on a button: two Chinese characters get a space between them ("保 存"). */
export function buttonLabel(text: string): RegExp {
  const escaped = Array.from(text, (character) => character.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${escaped.join(' ?')}$`);
}
