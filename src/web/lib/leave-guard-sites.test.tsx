// @vitest-environment jsdom
/**
 * The leave guard where it is wired (docs/product.md §4, "Nothing is lost"): the browser asks before
 * the page is left while a slide is in its editor, and while the model has a change its autosave has
 * not stored yet; not once they are saved or cancelled. A part edited in place (part-editing.tsx) is
 * covered over every declared part in tests/web/edit-parts.test.tsx, "Your unsaved version" in
 * workspace/versions.test.tsx.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { modelFromEdit } from '@/core/finance/scenarios';
import { offlineResult, sampleAssumptions, sampleInputs } from '../../../tests/support/fixtures';
import { allowSlowScreens, findToast, stubFetchPerTest } from '../../../tests/support/web/screen-test';
import '../../../tests/support/web/jsdom-gaps';
import { renderToolScreen, savedDocument, serveWorkspace } from '../../../tests/support/web/workspace-fetch';
import FinancialsView from '@/web/tools/financials-view';
import PitchDeckView from '@/web/tools/pitch-deck-view';

allowSlowScreens();
const fetch = stubFetchPerTest();

/** A cancelable beforeunload, as the browser sends when the page is left: true when the page asked first. */
function leaving() {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

describe('leaving the page asks first', () => {
  it('while a slide is in its editor, until Save Changes or Cancel', async () => {
    serveWorkspace(fetch, {
      documents: [savedDocument('pitch-deck', sampleInputs['pitch-deck'], offlineResult('pitch-deck'))],
    });
    const user = userEvent.setup();
    await renderToolScreen(<PitchDeckView />);
    await user.click(await screen.findByRole('button', { name: 'Edit Slide' }));
    await screen.findByRole('textbox', { name: 'Slide Title' });
    expect(leaving()).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(leaving()).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Edit Slide' }));
    await user.type(await screen.findByRole('textbox', { name: 'Slide Title' }), ' Today');
    expect(leaving()).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await findToast('Slide Updated', 'Your changes have been saved.', 'success');
    expect(leaving()).toBe(false);
  });

  it('while the model has a change not yet saved, until its autosave stored it', async () => {
    const model = modelFromEdit({ assumptions: sampleAssumptions });
    serveWorkspace(fetch, { documents: [savedDocument('financials', sampleInputs.financials, model)] });
    const user = userEvent.setup();
    await renderToolScreen(<FinancialsView />);
    const price = within(await screen.findByRole('region', { name: 'Assumptions' })).getByRole('spinbutton', {
      name: 'Price per customer',
    });
    expect(leaving()).toBe(false);
    await user.clear(price);
    await user.paste('150');
    await waitFor(() => expect(leaving()).toBe(true));
    await waitFor(() => expect(screen.getByText('All changes saved.')).toBeInTheDocument());
    // The guard goes with the effect after the render that says so (on a loaded machine, a moment later).
    await waitFor(() => expect(leaving()).toBe(false));
  });
});
