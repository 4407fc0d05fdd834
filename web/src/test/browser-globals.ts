/**
 * The few browser globals the shell's logic touches, in memory, for Vitest's node
 * environment: storage, a cookie jar and location. Call before importing the stores.
 */
export class MemoryStorage implements Storage {
  private readonly data = new Map<string, string>();
  get length(): number {
    return this.data.size;
  }
  clear(): void {
    this.data.clear();
  }
  getItem(key: string): string | null {
    return this.data.get(key) ?? null;
  }
  key(index: number): string | null {
    return Array.from(this.data.keys())[index] ?? null;
  }
  removeItem(key: string): void {
    this.data.delete(key);
  }
  setItem(key: string, value: string): void {
    this.data.set(key, String(value));
  }
}

/** Keeps name=value pairs like a browser does; a max-age=0 write deletes the cookie. */
export class CookieJar {
  private readonly jar = new Map<string, string>();
  get cookie(): string {
    return Array.from(this.jar, ([name, value]) => `${name}=${value}`).join('; ');
  }
  set cookie(line: string) {
    const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
    const [name = '', value = ''] = pair.split('=');
    if (attributes.some((attribute) => attribute === 'max-age=0')) this.jar.delete(name);
    else this.jar.set(name, value);
  }
}

export interface BrowserGlobals {
  sessionStorage: MemoryStorage;
  localStorage: MemoryStorage;
  document: CookieJar;
  assigned: string[];
}

export function installBrowserGlobals(origin = 'http://school.test'): BrowserGlobals {
  const globals: BrowserGlobals = {
    sessionStorage: new MemoryStorage(),
    localStorage: new MemoryStorage(),
    document: new CookieJar(),
    assigned: [],
  };
  Object.assign(globalThis, {
    sessionStorage: globals.sessionStorage,
    localStorage: globals.localStorage,
    document: globals.document,
    location: { origin, assign: (url: string) => globals.assigned.push(url) },
  });
  return globals;
}
