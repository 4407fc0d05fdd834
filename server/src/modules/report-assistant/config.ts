/** Where the district's RAGFlow answers, read once at start-up (README, "Configuration"). */
export interface RagflowConfig {
  /** The address RAGFlow's HTTP API v1 is under, without a trailing slash. */
  baseUrl: string;
  /** Sent as `Authorization: Bearer …` to RAGFlow only; never to a browser or a log. */
  apiKey: string;
  /** The chat assistant every conversation is opened with. */
  chatId: string;
}

const NAMES = ['RAGFLOW_URL', 'RAGFLOW_API_KEY', 'RAGFLOW_CHAT_ID'] as const;

function readBaseUrl(raw: string): string {
  const url = URL.canParse(raw) ? new URL(raw) : undefined;
  if (
    !url ||
    (url.protocol !== 'http:' && url.protocol !== 'https:') ||
    url.search !== '' ||
    url.hash !== '' ||
    url.username !== '' ||
    url.password !== ''
  ) {
    throw new Error(
      `RAGFLOW_URL must be an http:// or https:// address without query, #fragment or user, got "${raw}"`,
    );
  }
  return url.href.replace(/\/+$/, '');
}

/**
 * The three settings go together: none leaves the assistant off (the panel says it is not set
 * up), some but not all is a mistake that stops the start. The key and chat id travel in a
 * header and a path, so they are checked for what those can carry.
 */
export function readRagflowConfig(env: NodeJS.ProcessEnv): RagflowConfig | null {
  const values = NAMES.map((name) => env[name] ?? '');
  const missing = NAMES.filter((_, index) => values[index] === '');
  if (missing.length === NAMES.length) return null;
  if (missing.length > 0) {
    throw new Error(
      `${NAMES.join(', ')} go together: set all three, or none to leave the report assistant off (missing ${missing.join(', ')})`,
    );
  }
  const [url = '', apiKey = '', chatId = ''] = values;
  if (!/^[\x21-\x7e]{1,512}$/.test(apiKey)) {
    throw new Error('RAGFLOW_API_KEY must be printable characters without spaces');
  }
  if (!/^[A-Za-z0-9_-]{1,128}$/.test(chatId)) {
    throw new Error(`RAGFLOW_CHAT_ID must be letters, digits, '-' or '_', got "${chatId}"`);
  }
  return { baseUrl: readBaseUrl(url), apiKey, chatId };
}
