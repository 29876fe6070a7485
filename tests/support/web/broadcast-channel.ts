/**
 * An in-memory BroadcastChannel for component tests (jsdom has none): a message posted on one
 * channel reaches every other open channel of the same name, a copy, a microtask later, as the
 * browser delivers it asynchronously. Install it for a test with `installBroadcastChannel()`.
 */
import { act } from '@testing-library/react';
import { beforeEach } from 'vitest';

class MemoryBroadcastChannel extends EventTarget implements BroadcastChannel {
  static open = new Set<MemoryBroadcastChannel>();
  private closed = false;
  onmessage: BroadcastChannel['onmessage'] = null;
  onmessageerror: BroadcastChannel['onmessageerror'] = null;

  constructor(readonly name: string) {
    super();
    MemoryBroadcastChannel.open.add(this);
  }

  postMessage(message: unknown): void {
    if (this.closed) throw new DOMException('The channel is closed.', 'InvalidStateError');
    const data: unknown = structuredClone(message);
    for (const other of MemoryBroadcastChannel.open) {
      if (other === this || other.name !== this.name) continue;
      // Delivered in act: what a listener sets is rendered before the test looks.
      void Promise.resolve().then(() =>
        act(() => {
          if (!other.closed) other.dispatchEvent(new MessageEvent('message', { data }));
        }),
      );
    }
  }

  close(): void {
    this.closed = true;
    MemoryBroadcastChannel.open.delete(this);
  }
}

/** Gives every test of the file the in-memory BroadcastChannel (the file's jsdom has none to restore). */
export function installBroadcastChannel(): void {
  beforeEach(() => {
    // Each test starts with no channel open; one a test left open hears nothing more.
    MemoryBroadcastChannel.open.clear();
    globalThis.BroadcastChannel = MemoryBroadcastChannel;
  });
}
