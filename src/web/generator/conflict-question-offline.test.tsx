// @vitest-environment jsdom
/**
 * The question before a result leaves is fetched after the page (conflict-question.tsx): when its
 * code cannot be fetched, the result does not leave unasked; the founder is told, and may try again.
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { modelFact } from '../../../tests/support/venture-facts';
import { allowSlowScreens, catchDownloads, stubFetchPerTest } from '../../../tests/support/web/screen-test';
import '../../../tests/support/web/jsdom-gaps';
import { conflictingPlan } from '../../../tests/support/web/conflicting-plan';
import { renderToolScreen, serveWorkspace } from '../../../tests/support/web/workspace-fetch';
import BusinessPlanView from '@/web/tools/business-plan-view';
import { QUESTION_FAILED } from './conflict-question';

// The network is down for the question's code.
vi.mock('./conflict-question-dialog', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

allowSlowScreens();
const fetch = stubFetchPerTest();

it('downloads nothing when the question cannot be loaded, says so, and keeps focus on Download', async () => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  const downloads = catchDownloads('blob:plan-txt');
  serveWorkspace(fetch, { documents: [conflictingPlan()], facts: [modelFact('price', 24)] });
  const user = userEvent.setup();
  await renderToolScreen(<BusinessPlanView />);
  const download = await screen.findByRole('button', { name: 'Download Plan' });

  await user.click(download);
  const toast = await screen.findByText(QUESTION_FAILED, { selector: '[data-title]' });
  expect(toast.closest('[data-sonner-toast]')).toHaveAttribute('data-type', 'error');
  expect(downloads.saved).toEqual([]);
  expect(download).toHaveFocus();
});
