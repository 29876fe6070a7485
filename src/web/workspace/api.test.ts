import { afterEach, describe, expect, it, vi } from 'vitest';
import { workspaceApi } from './api';

afterEach(() => vi.unstubAllGlobals());

describe('workspaceApi', () => {
  it('rejects, and never answers with an empty object, when aborted while the body arrives', async () => {
    const controller = new AbortController();
    let reading = () => {};
    const bodyRead = new Promise<void>((resolve) => (reading = resolve));
    // Headers arrive, then the caller moves on (a screen's effect re-runs) before the body has come.
    const body = new ReadableStream<Uint8Array>({
      start(stream) {
        stream.enqueue(new TextEncoder().encode('{"ventureId":"v1","docum'));
        controller.signal.addEventListener('abort', () =>
          stream.error(new DOMException('The operation was aborted.', 'AbortError')),
        );
      },
      // Asked for more once the first piece was taken: the body is being read.
      pull: () => reading(),
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(body, { status: 200, headers: { 'content-type': 'application/json' } })),
    );
    const answer = workspaceApi.toolDocuments('pitch-deck', null, controller.signal);
    await bodyRead;
    controller.abort();
    await expect(answer).rejects.toThrow(/abort/i);
  });
});
