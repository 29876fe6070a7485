import { createParser } from 'eventsource-parser';
import { SERVICE_ERRORS } from '@/core/stream/protocol';
import { toModelSchema } from '@/core/schema/model-schema';
import type { AnyToolDefinition } from '@/core/tools/define-tool';
import { ProviderError, type GenerationRequest, type Provider } from './provider';

/** Model settings the spec fixes (§9). */
export const TEMPERATURE = 0.7;
export const MAX_TOKENS = 2000;

export interface OpenAICompatibleOptions {
  /** Base URL including the version path, for example https://api.openai.com/v1. */
  baseUrl: string;
  /** Sent as a bearer token; local servers (Ollama, LM Studio) may need none. */
  apiKey: string | undefined;
  model: string;
}

const schemaCache = new WeakMap<AnyToolDefinition, Record<string, unknown>>();

function modelSchema(tool: AnyToolDefinition): Record<string, unknown> {
  let schema = schemaCache.get(tool);
  if (!schema) {
    schema = toModelSchema(tool.output);
    schemaCache.set(tool, schema);
  }
  return schema;
}

/** The chat-completions request body for one generation. */
export function chatRequestBody(tool: AnyToolDefinition, input: unknown, model: string) {
  return {
    model,
    messages: [
      { role: 'system', content: tool.persona },
      { role: 'user', content: tool.prompt(input as never) },
    ],
    temperature: TEMPERATURE,
    max_tokens: MAX_TOKENS,
    response_format: { type: 'json_schema', json_schema: { name: tool.schemaName, strict: true, schema: modelSchema(tool) } },
    stream: true,
  };
}

/** Hides the configured key and anything shaped like a key in text passed on from the provider. */
export function maskSecrets(text: string, apiKey: string | undefined): string {
  let masked = apiKey && apiKey.length >= 4 ? text.split(apiKey).join('***') : text;
  masked = masked.replace(/\b(sk|rk|pk)-[A-Za-z0-9_*-]{6,}/g, '$1-***');
  return masked;
}

interface ChatChunk {
  choices?: { delta?: { content?: string | null }; message?: { content?: string | null }; finish_reason?: string | null }[];
  error?: { message?: string };
}

async function readErrorMessage(response: Response): Promise<string | undefined> {
  try {
    const body = (await response.json()) as { error?: { message?: unknown } | string; message?: unknown };
    const message = typeof body.error === 'string' ? body.error : (body.error?.message ?? body.message);
    return typeof message === 'string' && message.trim() ? message : undefined;
  } catch {
    return undefined;
  }
}

async function* readBytes(body: ReadableStream<Uint8Array>): AsyncGenerator<Uint8Array> {
  const reader = body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      yield value;
    }
  } finally {
    // Stopping early (abort, failure) must close the upstream connection, not leave it open.
    void reader.cancel().catch(() => undefined);
  }
}

/** Talks to any OpenAI-compatible chat-completions endpoint: OpenAI, Azure OpenAI, OpenRouter, Ollama, vLLM, LM Studio. */
export function createOpenAICompatibleProvider({ baseUrl, apiKey, model }: OpenAICompatibleOptions): Provider {
  const fail = (message: string) => new ProviderError(maskSecrets(message, apiKey));

  return {
    name: 'openai-compatible',
    model,
    async *stream({ tool, input, signal }: GenerationRequest) {
      const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'text/event-stream' };
      if (apiKey) headers.authorization = `Bearer ${apiKey}`;

      let response: Response;
      try {
        response = await fetch(`${baseUrl}/chat/completions`, {
          method: 'POST',
          headers,
          body: JSON.stringify(chatRequestBody(tool, input, model)),
          signal,
        });
      } catch (error) {
        if (signal.aborted) throw error;
        throw fail(SERVICE_ERRORS.network);
      }
      if (!response.ok) throw fail((await readErrorMessage(response)) ?? SERVICE_ERRORS.generic);
      if (!response.body) throw fail(SERVICE_ERRORS.network);

      let finishReason: string | null | undefined;
      let failure: ProviderError | undefined;
      const pending: string[] = [];
      const take = (chunk: ChatChunk) => {
        if (chunk.error) {
          failure ??= fail(chunk.error.message || SERVICE_ERRORS.generic);
          return;
        }
        const choice = chunk.choices?.[0];
        const content = choice?.delta?.content ?? choice?.message?.content;
        if (content) pending.push(content);
        if (choice?.finish_reason) finishReason = choice.finish_reason;
      };

      const parser = createParser({
        onEvent(event) {
          if (event.data === '[DONE]') return;
          try {
            take(JSON.parse(event.data) as ChatChunk);
          } catch {
            failure ??= fail(SERVICE_ERRORS.parse);
          }
        },
      });

      // Some compatible servers ignore stream:true and answer with one JSON document.
      const isJson = response.headers.get('content-type')?.includes('application/json');
      const decoder = new TextDecoder();
      let whole = '';
      try {
        for await (const bytes of readBytes(response.body)) {
          const text = decoder.decode(bytes, { stream: true });
          if (isJson) whole += text;
          else parser.feed(text);
          if (failure) throw failure;
          while (pending.length > 0) yield pending.shift() as string;
        }
      } catch (error) {
        if (error instanceof ProviderError || signal.aborted) throw error;
        throw fail(SERVICE_ERRORS.network);
      }
      if (isJson) {
        try {
          take(JSON.parse(whole) as ChatChunk);
        } catch {
          throw fail(SERVICE_ERRORS.parse);
        }
        if (failure) throw failure;
        while (pending.length > 0) yield pending.shift() as string;
      }

      // Only a normal finish makes a complete document: a cut stream or a truncated answer is a failure.
      if (finishReason === 'stop') return;
      if (finishReason === 'length') throw fail(SERVICE_ERRORS.parse);
      throw fail(finishReason ? SERVICE_ERRORS.generic : SERVICE_ERRORS.network);
    },
  };
}
