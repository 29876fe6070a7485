/**
 * The model settings every tool has: its own where its definition sets them (`maxTokens`,
 * `temperature` in define-tool.ts), else the spec's (docs/product.md §9), typed here once.
 */
export const DEFAULT_MAX_TOKENS = 2000;
export const DEFAULT_TEMPERATURE = 0.7;

export interface ModelSettings {
  /** The most tokens the model may write for one result; the output byte bound follows it. */
  maxTokens: number;
  temperature: number;
}

/** A tool's model settings, the spec's where it sets none. */
export function modelSettingsOf(tool: Partial<ModelSettings>): ModelSettings {
  return {
    maxTokens: tool.maxTokens ?? DEFAULT_MAX_TOKENS,
    temperature: tool.temperature ?? DEFAULT_TEMPERATURE,
  };
}
