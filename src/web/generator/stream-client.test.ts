import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  compactEvents,
  deltaEvent,
  doneEvent,
  errorEvent,
  jsonResponse,
  networkFailure,
  sseResponse,
  stubFetch,
  successEvents,
} from '../../../tests/support/web/sse-fetch';
import { STOP, streamGeneration } from './stream-client';

const PATH = '/api/generate/ideas';
const inputs = { industry: 'Fintech', targetMarket: 'Freelancers', region: 'Germany' };

const result = {
  ideas: [
    {
      name: 'Ledger Loop',
      description: 'Invoicing for freelancers.',
      revenueStreams: ['Subscriptions'],
      initialInvestment: '$20,000 - $40,000',
    },
    {
      name: 'Tally Café €',
      description: 'Tax set-aside “jars” — automatic.',
      revenueStreams: ['Fees', 'Partnerships'],
      initialInvestment: '$50,000',
    },
  ],
};

function options(onPartial?: (partial: unknown) => void) {
  return { signal: new AbortController().signal, onPartial };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('the test stub’s framing', () => {
  it('is the documented wire format', () => {
    expect(deltaEvent('{"ideas":[')).toBe('event: delta\ndata: "{\\"ideas\\":["\n\n');
    expect(doneEvent({ a: 1 })).toBe('event: done\ndata: {"result":{"a":1}}\n\n');
    expect(errorEvent('x')).toBe('event: error\ndata: {"message":"x"}\n\n');
  });
});

describe('streamGeneration', () => {
  it('posts the inputs as JSON to the tool route and asks for an event stream', async () => {
    const fetch = stubFetch();
    fetch.on(PATH, sseResponse(successEvents(result)));
    const controller = new AbortController();

    await streamGeneration('ideas', inputs, { signal: controller.signal });

    expect(fetch.calls).toHaveLength(1);
    const [call] = fetch.calls;
    expect(call?.url).toBe('/api/generate/ideas');
    expect(call?.method).toBe('POST');
    expect(call?.headers.get('content-type')).toBe('application/json');
    expect(call?.headers.get('accept')).toBe('text/event-stream');
    expect(call?.headers.get('venturekit-stream')).toBe('compact');
    expect(call?.body).toEqual({ inputs });
  });

  it('returns the done event’s result as data', async () => {
    stubFetch().on(PATH, sseResponse(successEvents(result)));
    await expect(streamGeneration('ideas', inputs, options())).resolves.toEqual({ success: true, data: result });
  });

  it('rebuilds the result from the compact stream’s raw text when done leaves it out', async () => {
    const pretty = JSON.stringify(result, null, 2);
    stubFetch().on(PATH, sseResponse(compactEvents(pretty, 7)));
    await expect(streamGeneration('ideas', inputs, options())).resolves.toEqual({ success: true, data: result });
  });

  it('fails to connect when the compact stream’s text is not as long as done says', async () => {
    stubFetch().on(PATH, sseResponse(compactEvents(result, 5, JSON.stringify(result).length + 1)));
    await expect(streamGeneration('ideas', inputs, options())).resolves.toEqual({
      success: false,
      error: 'Failed to connect to AI service',
    });
  });

  it('takes the result from done, not from the deltas', async () => {
    const other = { ideas: [{ name: 'Only in deltas' }] };
    stubFetch().on(PATH, sseResponse([deltaEvent(JSON.stringify(other)), doneEvent(result)]));
    await expect(streamGeneration('ideas', inputs, options())).resolves.toEqual({ success: true, data: result });
  });

  it('returns the server’s message on an error event', async () => {
    stubFetch().on(
      PATH,
      sseResponse([deltaEvent('{"ideas":['), errorEvent('Failed to parse the AI response. Please try again.')]),
    );
    await expect(streamGeneration('ideas', inputs, options())).resolves.toEqual({
      success: false,
      error: 'Failed to parse the AI response. Please try again.',
    });
  });

  it('fails to connect when fetch rejects', async () => {
    stubFetch().on(PATH, networkFailure());
    await expect(streamGeneration('ideas', inputs, options())).resolves.toEqual({
      success: false,
      error: 'Failed to connect to AI service',
    });
  });

  it('fails to connect when the stream ends without done or error', async () => {
    const [, ...rest] = successEvents(result).reverse();
    const withoutDone = rest.reverse();
    stubFetch().on(PATH, sseResponse(withoutDone));
    await expect(streamGeneration('ideas', inputs, options())).resolves.toEqual({
      success: false,
      error: 'Failed to connect to AI service',
    });
  });

  it('fails to connect when the stream ends with nothing at all', async () => {
    stubFetch().on(PATH, sseResponse([]));
    await expect(streamGeneration('ideas', inputs, options())).resolves.toEqual({
      success: false,
      error: 'Failed to connect to AI service',
    });
  });

  it('fails to connect when the connection breaks mid-stream', async () => {
    const fetch = stubFetch();
    const held = fetch.hold(PATH);
    const pending = streamGeneration('ideas', inputs, options());
    (await held).delta('{"ideas":[').fail();
    await expect(pending).resolves.toEqual({ success: false, error: 'Failed to connect to AI service' });
  });

  it('returns the 400 body’s error text', async () => {
    stubFetch().on(PATH, jsonResponse(400, { error: 'industry: is required' }));
    await expect(streamGeneration('ideas', inputs, options())).resolves.toMatchObject({
      success: false,
      error: 'industry: is required',
      status: 400,
      retryAfterSeconds: undefined,
    });
  });

  it.each([429, 503])('passes on Retry-After for a %i, so the screen can say when to try again', async (status) => {
    stubFetch().on(
      PATH,
      () =>
        new Response(JSON.stringify({ error: 'Not now' }), {
          status,
          headers: { 'content-type': 'application/json', 'retry-after': '240' },
        }),
    );
    await expect(streamGeneration('ideas', inputs, options())).resolves.toEqual({
      success: false,
      error: 'Not now',
      status,
      retryAfterSeconds: 240,
    });
  });

  it('still fails, with some text, on an error status without a JSON body', async () => {
    stubFetch().on(PATH, () => new Response('Bad gateway', { status: 502 }));
    const response = await streamGeneration('ideas', inputs, options());
    expect(response.success).toBe(false);
    expect(response.error).toBe('Failed to generate content');
  });

  it('rejects when its signal aborts, and stops reading', async () => {
    const fetch = stubFetch();
    const held = fetch.hold(PATH);
    const controller = new AbortController();
    const pending = streamGeneration('ideas', inputs, { signal: controller.signal });
    const stream = await held;
    stream.delta('{"ideas":[');
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    await stream.finished;
  });

  it('passes growing partial objects to onPartial as deltas arrive', async () => {
    const fetch = stubFetch();
    const held = fetch.hold(PATH);
    const onPartial = vi.fn();
    const pending = streamGeneration('ideas', inputs, options(onPartial));
    const stream = await held;

    stream.delta('{"ideas":[{"name":"Ledger');
    await vi.waitFor(() => expect(onPartial).toHaveBeenLastCalledWith({ ideas: [{ name: 'Ledger' }] }));

    stream.delta(' Loop","description":"Invoicing for');
    await vi.waitFor(() =>
      expect(onPartial).toHaveBeenLastCalledWith({ ideas: [{ name: 'Ledger Loop', description: 'Invoicing for' }] }),
    );

    stream.delta(' freelancers.","revenueStreams":["Subscriptions"]}');
    await vi.waitFor(() =>
      expect(onPartial).toHaveBeenLastCalledWith({
        ideas: [{ name: 'Ledger Loop', description: 'Invoicing for freelancers.', revenueStreams: ['Subscriptions'] }],
      }),
    );

    stream.done(result).end();
    await expect(pending).resolves.toEqual({ success: true, data: result });
  });

  it('parses the partial document at most once per frame (16 ms without requestAnimationFrame)', async () => {
    vi.useFakeTimers();
    const onPartial = vi.fn();
    const document = JSON.stringify(result);
    const fetch = stubFetch();
    const held = fetch.hold(PATH);
    const pending = streamGeneration('ideas', inputs, options(onPartial));
    const stream = await held;

    // Three deltas in one network chunk: one frame, one parse of all of them.
    const cut = document.indexOf('Invoicing') + 'Invo'.length;
    stream.send(
      deltaEvent(document.slice(0, 10)) + deltaEvent(document.slice(10, 30)) + deltaEvent(document.slice(30, cut)),
    );
    await vi.advanceTimersByTimeAsync(15);
    expect(onPartial).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(onPartial).toHaveBeenCalledTimes(1);
    expect(onPartial).toHaveBeenLastCalledWith({ ideas: [{ name: 'Ledger Loop', description: 'Invo' }] });

    stream.done(result).end();
    await expect(pending).resolves.toEqual({ success: true, data: result });
    // No frame is left pending once the stream is over.
    await vi.advanceTimersByTimeAsync(100);
    expect(onPartial).toHaveBeenCalledTimes(1);
  });

  // A whole stream read at each of its 747 split points: 0.3 s on a quiet machine, 5.2 s in a run
  // beside two busy loops, past the 5 s default. That is the test's own work, so it gets room for it.
  it('parses an event split across two network chunks at any byte', { timeout: 30_000 }, async () => {
    const wire = new TextEncoder().encode([...successEvents(result, 3)].join(''));
    for (let at = 1; at < wire.length; at++) {
      stubFetch().on(PATH, sseResponse([wire.slice(0, at), wire.slice(at)]));
      const response = await streamGeneration('ideas', inputs, options());
      expect(response, `split at byte ${at}`).toEqual({ success: true, data: result });
    }
  });

  it('parses a stream delivered one byte at a time', async () => {
    const wire = new TextEncoder().encode(
      [deltaEvent('{"ideas":'), deltaEvent('[]}'), errorEvent('Über-failure “quoted”')].join(''),
    );
    stubFetch().on(PATH, sseResponse(Array.from(wire, (byte) => Uint8Array.of(byte))));
    await expect(streamGeneration('ideas', inputs, options())).resolves.toEqual({
      success: false,
      error: 'Über-failure “quoted”',
    });
  });

  it('accepts CRLF line endings, as the event-stream format allows', async () => {
    const wire = successEvents(result).join('').replaceAll('\n', '\r\n');
    stubFetch().on(PATH, sseResponse([wire]));
    await expect(streamGeneration('ideas', inputs, options())).resolves.toEqual({ success: true, data: result });
  });
});

describe('Stop and leaving (a generation the server goes on with)', () => {
  /** An event stream that stays open until its request is let go, naming the generation as the server does. */
  const namedStream = (call: { signal: AbortSignal | undefined }) =>
    new Response(
      new ReadableStream<Uint8Array>({
        start(controller) {
          call.signal?.addEventListener('abort', () => controller.error(new DOMException('aborted', 'AbortError')));
        },
      }),
      { headers: { 'content-type': 'text/event-stream', 'venturekit-generation': 'gen-1' } },
    );

  it('Stop lets go of the stream and asks the server to stop the generation it named', async () => {
    const fetch = stubFetch();
    fetch.on(PATH, namedStream);
    fetch.on('/api/generations/gen-1/stop', () => new Response(null, { status: 204 }));
    const controller = new AbortController();
    const pending = streamGeneration('ideas', inputs, { signal: controller.signal });
    await vi.waitFor(() => expect(fetch.calls).toHaveLength(1));
    await Promise.resolve();
    controller.abort(STOP);
    await expect(pending).rejects.toBeDefined();
    expect(fetch.calls[0]?.signal?.aborted).toBe(true);
    expect(fetch.callsTo('/api/generations/gen-1/stop')).toMatchObject([{ method: 'POST' }]);
  });

  it('Stop before the server answered waits for the generation’s name, then stops it', async () => {
    const fetch = stubFetch();
    let answer: (response: Response) => void = () => undefined;
    fetch.on(PATH, (call) => new Promise<Response>((resolve) => (answer = () => resolve(namedStream(call)))));
    fetch.on('/api/generations/gen-1/stop', () => new Response(null, { status: 204 }));
    const controller = new AbortController();
    const pending = streamGeneration('ideas', inputs, { signal: controller.signal });
    await vi.waitFor(() => expect(fetch.calls).toHaveLength(1));
    controller.abort(STOP);
    expect(fetch.callsTo('/api/generations/gen-1/stop')).toHaveLength(0);
    answer(new Response());
    await expect(pending).rejects.toBeDefined();
    expect(fetch.callsTo('/api/generations/gen-1/stop')).toHaveLength(1);
  });

  it('leaving the screen only lets go of the stream: the server goes on', async () => {
    const fetch = stubFetch();
    fetch.on(PATH, namedStream);
    const controller = new AbortController();
    const pending = streamGeneration('ideas', inputs, { signal: controller.signal });
    await vi.waitFor(() => expect(fetch.calls).toHaveLength(1));
    controller.abort();
    await expect(pending).rejects.toBeDefined();
    expect(fetch.calls).toHaveLength(1);
  });
});
