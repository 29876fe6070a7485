import { sleep } from '../lib/sleep';
import type { TokenUsage } from '@/core/workspace/schema';
import type { GenerationRequest, Provider } from './provider';

const OFFLINE_MODEL = 'offline-sample';

/**
 * The offline provider calls no model: no tokens are spent, and none are recorded (null, not an
 * estimate, so a sum of tokens over the table counts only what a provider reported).
 */
const NO_TOKENS: TokenUsage = { model: OFFLINE_MODEL, promptTokens: null, completionTokens: null, totalTokens: null };

export interface OfflineOptions {
  /** Characters per chunk; the offline answer streams in like a model's. */
  chunkSize?: number;
  /** Pause between chunks, so a user sees the result fill in. 0 in tests. */
  delayMs?: number;
}

/** The built-in provider: each tool's deterministic offline generator, streamed as JSON text. */
export function createOfflineProvider({ chunkSize = 48, delayMs = 12 }: OfflineOptions = {}): Provider {
  return {
    name: 'offline',
    model: OFFLINE_MODEL,
    async generate({ tool, input, venture, signal }: GenerationRequest, onText: (text: string) => void) {
      const text = JSON.stringify(tool.offline(input as never, venture));
      for (let at = 0; at < text.length && !signal.aborted; at += chunkSize) {
        if (at > 0 && delayMs > 0) await sleep(delayMs, signal);
        if (!signal.aborted) onText(text.slice(at, at + chunkSize));
      }
      return NO_TOKENS;
    },
  };
}
