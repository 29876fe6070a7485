import type { AnyToolDefinition, OfflineVenture } from '@/core/tools/define-tool';
import type { TokenUsage } from '@/core/workspace/schema';

export interface GenerationRequest {
  tool: AnyToolDefinition;
  /** Inputs already validated against the tool's input schema. */
  input: unknown;
  /** The venture's saved work, quoted for the prompt (core/venture/context.ts); absent when there is none. */
  context?: string;
  /** What `context` quotes, as data: what the offline provider's generator builds on (none: a venture with nothing saved). */
  venture?: OfflineVenture;
  /** Aborted when the browser goes away, a timeout fires or the server shuts down; the provider stops its upstream work. */
  signal: AbortSignal;
  /**
   * Epoch ms by which the first text must arrive (the first-token and total timeouts). A retry
   * whose wait would end later is not started: the provider's own message is worth more than a timeout.
   */
  firstTextDeadline?: number;
  /** Back-pressure from the browser's connection: while it is blocked the provider stops reading the upstream. */
  flow?: Flow;
}

export interface Flow {
  /** True while the browser has not taken what was already sent. */
  blocked(): boolean;
  /** Calls `resume` once, when the browser can take more. */
  whenUnblocked(resume: () => void): void;
}

/** Something that writes a tool's JSON document, streamed as text. */
export interface Provider {
  readonly name: 'openai-compatible' | 'offline';
  readonly model: string;
  /**
   * Calls `onText` with the model's text as it arrives and resolves once the document is complete,
   * with what the call cost (nothing from a provider that cannot tell: its tokens are then unknown).
   * Rejects with a ProviderError whose message is fit to show. A callback rather than an async
   * iterator: a document is ~2,000 chunks, and a promise per chunk per layer was most of the CPU.
   */
  generate(request: GenerationRequest, onText: (text: string) => void): Promise<TokenUsage | void>;
}

/** A failure whose message is one of the product's service error texts, or the provider's own message. */
export class ProviderError extends Error {
  override name = 'ProviderError';
  /** Worth another attempt: the connection failed, or the provider said it was busy or broken (408, 409, 429, 5xx). */
  readonly retryable: boolean;
  /** How long the provider asked us to wait (Retry-After), if it did. */
  readonly retryAfterMs: number | undefined;
  /** Set when the failure is a security event (the key in the model's text), logged as such. */
  readonly security: string | undefined;
  /** The provider's own message (masked), for the log, when the message shown is Venturekit's. */
  readonly detail: string | undefined;

  constructor(
    message: string,
    {
      retryable = false,
      retryAfterMs,
      security,
      detail,
    }: { retryable?: boolean; retryAfterMs?: number; security?: string; detail?: string } = {},
  ) {
    super(message);
    this.retryable = retryable;
    this.retryAfterMs = retryAfterMs;
    this.security = security;
    this.detail = detail;
  }
}
