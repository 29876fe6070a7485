import type { Config } from '../config';
import { createOfflineProvider } from './offline';
import { createOpenAICompatibleProvider } from './openai-compatible';
import type { Provider } from './provider';

export type { Provider } from './provider';

/** The provider the configuration asks for. */
export function providerFor(config: Config): Provider {
  return config.provider === 'offline' ? createOfflineProvider() : createOpenAICompatibleProvider(config.ai);
}
