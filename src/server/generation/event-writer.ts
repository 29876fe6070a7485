import type { PassThrough } from 'node:stream';
import { encodeEvent, type GenerationEvent } from '@/core/stream/protocol';
import type { Flow } from '../providers/provider';

/** Sent at once, so the status and headers leave before the model says anything. */
export const ACCEPTED_COMMENT = ': accepted\n\n';
export const HEARTBEAT_COMMENT = ': heartbeat\n\n';

export interface EventWriter {
  send(event: GenerationEvent): void;
  /** Back-pressure from the browser's connection, for the provider. */
  flow: Flow;
  /** Stops the heartbeat; the stream itself is ended by its owner. */
  close(): void;
}

/**
 * Writes a generation's events to `out` (in the compact stream's framing when `compact`, see
 * core/stream/protocol.ts): the accepted comment at once, then events, and an SSE
 * comment after `heartbeatMs` without any other write, so clients and proxies with short idle
 * timeouts keep the connection while the model is silent.
 */
export function eventWriter(out: PassThrough, heartbeatMs: number, { compact = false } = {}): EventWriter {
  let lastWrite = Date.now();
  const write = (chunk: string) => {
    lastWrite = Date.now();
    if (!out.destroyed) out.write(chunk);
  };
  write(ACCEPTED_COMMENT);
  let timer: NodeJS.Timeout | undefined;
  /** Re-arms for the time left since the last write, so a busy stream costs no extra timer per event. */
  const arm = () => {
    timer = setTimeout(
      () => {
        if (Date.now() - lastWrite >= heartbeatMs) write(HEARTBEAT_COMMENT);
        arm();
      },
      Math.max(1, lastWrite + heartbeatMs - Date.now()),
    );
  };
  arm();
  return {
    send: (event) => write(encodeEvent(event, { compact })),
    // While the browser has not taken what was sent, the provider stops reading.
    // A stream destroyed meanwhile (its browser went away, the run goes on) never drains: its close resumes too.
    flow: {
      blocked: () => out.writableNeedDrain,
      whenUnblocked: (resume) => {
        const go = () => {
          out.off('drain', go).off('close', go);
          resume();
        };
        out.once('drain', go).once('close', go);
      },
    },
    close: () => clearTimeout(timer),
  };
}
