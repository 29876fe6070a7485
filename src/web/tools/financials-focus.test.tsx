// @vitest-environment jsdom
/**
 * The financial model can arrive before its report's code (a busy machine: the code is fetched when
 * Generate is pressed, and the offline model streams in a second). Focus must go from Stop to the
 * model's heading in one step, never to the page while the code is on its way: in the browser it sat
 * on the page for some 50 frames (tests/e2e/generation-focus.spec.ts, in a loaded CI run).
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, expect, it, vi } from 'vitest';
import { allowSlowScreens, findToast, preloadScreens, stubFetchPerTest } from '../../../tests/support/web/screen-test';
import { pieces } from '../../../tests/support/web/sse-fetch';
import '../../../tests/support/web/jsdom-gaps';
import { renderToolScreen, serveWorkspace } from '../../../tests/support/web/workspace-fetch';
import { offlineResult } from '../../../tests/support/fixtures';
import FinancialsView from './financials-view';

/** The report's code, held until the test lets it arrive. */
const reportCode = vi.hoisted(() => {
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  return { arrived, arrive };
});
vi.mock('./financials/model-report', async (importOriginal) => {
  await reportCode.arrived;
  return importOriginal();
});

allowSlowScreens();
// Everything the report loads once it shows, but the report itself: a load still on its way when the
// file ends fails the run ("after the environment was torn down", a loaded CI run).
preloadScreens(
  () => import('./financials/model-editing'),
  () => import('./financials/cash-runway-panel'),
  () => import('@/web/components/ui/sonner-toaster'),
);
const fetch = stubFetchPerTest();
beforeEach(() => {
  serveWorkspace(fetch);
});

/** What had focus after every change of the page and every focus move: 'page' when nothing did. */
function watchFocus() {
  const seen: string[] = [];
  const sample = () => {
    const active = document.activeElement;
    seen.push(
      !active || active === document.body || !active.isConnected
        ? 'page'
        : `${active.tagName.toLowerCase()} ${active.textContent?.trim() ?? ''}`,
    );
  };
  const observer = new MutationObserver(sample);
  observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
  document.addEventListener('focusin', sample);
  document.addEventListener('focusout', () => queueMicrotask(sample));
  return {
    seen,
    stop: () => {
      observer.disconnect();
      document.removeEventListener('focusin', sample);
    },
  };
}

it('goes from Stop to the model’s heading when the model arrives before the report’s code, never to the page', async () => {
  const user = userEvent.setup();
  await renderToolScreen(<FinancialsView />);
  await user.selectOptions(screen.getByLabelText('Pricing Model', { exact: true }), 'Subscription');
  await user.selectOptions(screen.getByLabelText('Customer Type', { exact: true }), 'B2B - Small Business');
  await user.click(screen.getByLabelText('Major Costs', { exact: true }));
  await user.paste('Salaries, Office rent');
  const held = fetch.hold('/api/generate/financials');
  await user.click(screen.getByRole('button', { name: 'Generate Financial Model' }));
  const stream = await held;
  await waitFor(() => expect(screen.getByRole('button', { name: 'Stop' })).toHaveFocus());

  const focus = watchFocus();
  for (const piece of pieces(offlineResult('financials'), 4)) stream.delta(piece);
  stream.done(offlineResult('financials')).end();
  await findToast('Model Generated', 'Successfully generated your financial model.', 'success');
  const heading = screen.getByRole('heading', { level: 2, name: 'Financial Model' });
  await waitFor(() => expect(heading).toHaveFocus());
  // The report is still on its way: its assumptions stand in for it.
  expect(screen.queryByRole('tablist', { name: 'Financial model sections' })).not.toBeInTheDocument();

  reportCode.arrive();
  expect(await screen.findByRole('tablist', { name: 'Financial model sections' })).toBeInTheDocument();
  expect(heading).toHaveFocus();
  focus.stop();
  expect(focus.seen).not.toContain('page');
  expect(focus.seen.at(-1)).toBe('h2 Financial Model');
});
