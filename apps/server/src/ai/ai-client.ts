import OpenAI from 'openai';
import type { Config } from '../config';

/**
 * The OpenAI SDK against any OpenAI-compatible endpoint (OpenAI, Ollama, vLLM, llama.cpp)
 * when `AI_BASE_URL` is set; null otherwise, and the engine works offline.
 */
export function createAiClient(config: Config): OpenAI | null {
  if (!config.AI_BASE_URL) {
    return null;
  }
  return new OpenAI({
    baseURL: config.AI_BASE_URL,
    // Local servers want no key; the SDK wants one all the same.
    apiKey: config.AI_API_KEY ?? 'none',
    timeout: 30_000,
    maxRetries: 1,
  });
}
