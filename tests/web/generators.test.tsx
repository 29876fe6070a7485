// @vitest-environment jsdom
/**
 * What every generator screen does the same way, once per tool in the registry (a new tool is
 * covered the moment it is listed): Missing Information, the busy state, the error toast and Stop,
 * with the texts each tool's definition fixes. The tools' own tests (src/web/tools/*-view.test.tsx)
 * keep what differs: how each renders its result.
 */
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { tools, type ToolId } from '@/core/tools/listings';
import { toolDefinitions } from '@/core/tools/registry';
import { MISSING_INFORMATION, ERROR_TITLE } from '@/web/generator/texts';
import { PROVIDER_REFUSED } from '@/core/stream/protocol';
import { views } from '@/web/routes';
import { offlineOutput, offlineResult, sampleInputs } from '../support/fixtures';
import { allowSlowScreens, findToast, stubFetchPerTest } from '../support/web/screen-test';
import { pieces } from '../support/web/sse-fetch';
import '../support/web/jsdom-gaps';
import { renderToolScreen, serveWorkspace } from '../support/web/workspace-fetch';

allowSlowScreens();
const fetch = stubFetchPerTest();
beforeEach(() => {
  serveWorkspace(fetch);
});

const table = tools.map(({ id }) => [id, toolDefinitions[id]] as const);

/** The tool's screen, with its form's fields and buttons found by the labels its definition gives them. */
async function setup(id: ToolId) {
  const { fields, texts } = toolDefinitions[id];
  const user = userEvent.setup();
  const View = (await views[id]()).default;
  await renderToolScreen(<View />);
  const specs = Object.entries(fields);
  const field = (label: string, kind: string) =>
    screen.getByRole(kind === 'select' ? 'combobox' : 'textbox', { name: label });
  /** Fills every field from `values`; a field left out stays empty (a select unchosen). */
  async function fill(values: Record<string, string>) {
    for (const [key, { label, kind }] of specs) {
      const value = values[key];
      if (kind === 'select') {
        if (value) await user.selectOptions(field(label, kind), value);
        continue;
      }
      await user.clear(field(label, kind));
      if (value) await user.paste(value);
    }
  }
  const values = () =>
    Object.fromEntries(specs.map(([key, { label, kind }]) => [key, (field(label, kind) as HTMLInputElement).value]));
  const submit = () => screen.getByRole('button', { name: texts.submit });
  return { user, fill, values, submit };
}

/**
 * What the tool's screen says (its heading, form and result: the smallest part of the page holding
 * the heading and the form), toasts and other panels left out: the same before a generation and
 * after one that left nothing on screen.
 */
function shown(): string {
  let part = screen.getByRole('heading', { level: 1 }) as HTMLElement;
  while (part.parentElement && !part.querySelector('form')) part = part.parentElement;
  return part.textContent ?? '';
}

describe.each(table)('the %s generator', (id, { fields, texts }) => {
  const PATH = `/api/generate/${id}`;
  const inputs: Record<string, string> = sampleInputs[id];
  const document = JSON.stringify(offlineOutput(id));

  /** Submits the sample inputs and streams half the document: what the screen showed before, and the held stream. */
  async function halfStreamed() {
    const screenParts = await setup(id);
    const { user, fill, submit } = screenParts;
    const held = fetch.hold(PATH);
    await fill(inputs);
    const before = shown();
    await user.click(submit());
    const stream = await held;
    const busy = shown();
    stream.delta(document.slice(0, Math.floor(document.length / 2)));
    await waitFor(() => expect(shown()).not.toBe(busy));
    return { ...screenParts, stream, before };
  }

  // A form of optional fields alone (the Investor Review's focus) has nothing missing.
  const required = Object.entries(fields).filter(([, spec]) => !spec.optional);
  describe.runIf(required.length > 0)(MISSING_INFORMATION, () => {
    const blanks = [
      ['nothing filled', {}],
      ...required.map(([key, { label, kind }]) => [
        kind === 'select' ? `no ${label} chosen` : `only whitespace in ${label}`,
        { ...inputs, [key]: kind === 'select' ? '' : '  \n  ' },
      ]),
    ] as [string, Record<string, string>][];

    it.each(blanks)('with %s: warns, calls nothing, and is not busy', async (_, values) => {
      const { user, fill, submit } = await setup(id);
      await fill(values);
      await user.click(submit());
      await findToast(MISSING_INFORMATION, texts.missing, 'error');
      expect(fetch.callsTo(PATH)).toHaveLength(0);
      expect(submit()).toBeEnabled();
      if (texts.busy) expect(screen.queryByText(texts.busy)).not.toBeInTheDocument();
    });
  });

  it('posts the inputs and shows the busy state until the result is there', async () => {
    const { user, fill, submit } = await setup(id);
    const held = fetch.hold(PATH);
    await fill(inputs);
    await user.click(submit());
    const stream = await held;

    expect(fetch.callsTo(PATH)).toHaveLength(1);
    expect(fetch.callsTo(PATH)[0]?.url).toBe(PATH);
    expect(fetch.callsTo(PATH)[0]?.method).toBe('POST');
    expect(fetch.callsTo(PATH)[0]?.body).toEqual({ inputs });
    const busy = await screen.findByRole('button', { name: texts.submitting });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');
    expect(busy.querySelector('svg.animate-spin')).not.toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent(texts.busy ?? texts.submitting);
    expect(screen.getByRole('button', { name: 'Stop' })).toBeEnabled();

    const [first = '', ...rest] = pieces(document, 4);
    stream.delta(first);
    expect(screen.getByRole('button', { name: texts.submitting })).toBeDisabled();
    for (const piece of rest) stream.delta(piece);
    stream.done(offlineResult(id)).end();
    await findToast(texts.success.title, texts.success.description, 'success');
  });

  it('shows the error toast on failure, logs the server’s text, keeps the inputs and leaves nothing streamed', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { submit, values, stream, before } = await halfStreamed();
    stream.error('Upstream said no').end();

    await findToast(ERROR_TITLE, texts.error, 'error');
    expect(consoleError).toHaveBeenCalledWith('Upstream said no');
    await waitFor(() => expect(submit()).toBeEnabled());
    await waitFor(() => expect(shown()).toBe(before));
    expect(values()).toEqual(inputs);
  });

  it.each([
    ['a refused key', PROVIDER_REFUSED.key],
    ['a rate limit', PROVIDER_REFUSED.rateLimited('45 seconds')],
  ])('titles the toast with the tool’s error and says what to do for %s', async (_, refusal) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { submit, values, stream } = await halfStreamed();
    stream.error(refusal).end();

    await findToast(texts.error, refusal, 'error');
    expect(screen.queryByText(ERROR_TITLE, { selector: '[data-title]' })).not.toBeInTheDocument();
    await waitFor(() => expect(submit()).toBeEnabled());
    expect(values()).toEqual(inputs);
  });

  it('Stop ends the wait at once: the request is aborted, nothing streamed stays, the inputs stay, and no retry or error follows', async () => {
    const { user, submit, values, before } = await halfStreamed();

    // Fake time from here (moving with real time, for the clicks), so what a timer would do after Stop can be run at once below.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await user.click(screen.getByRole('button', { name: 'Stop' }));
    expect(fetch.callsTo(PATH)[0]?.signal?.aborted).toBe(true);
    expect(screen.queryByRole('button', { name: 'Stop' })).not.toBeInTheDocument();
    if (texts.busy) expect(screen.queryByText(texts.busy)).not.toBeInTheDocument();
    expect(shown()).toBe(before);
    expect(values()).toEqual(inputs);
    await waitFor(() => expect(submit()).toHaveFocus());
    // No retry, and no error toast: the founder chose to stop. Four seconds pass, with all a retry's
    // backoff or a late failure would start; less than a toast's five, so a toast raised in them still shows.
    await act(() => vi.advanceTimersByTimeAsync(4000));
    expect(fetch.callsTo(PATH)).toHaveLength(1);
    expect(screen.queryByText(texts.error)).not.toBeInTheDocument();
  });
});
