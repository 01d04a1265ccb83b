// Browser storage under its fixed keys (STORAGE_KEYS in @store/shared/constants); every read survives bad JSON.
import { STORAGE_KEYS } from '@store/shared/constants';

export function readJson<T>(key: string, fallback: T): T {
  try {
    const raw = localStorage.getItem(key);
    return raw === null ? fallback : (JSON.parse(raw) as T);
  } catch {
    return fallback;
  }
}

export function writeJson(key: string, value: unknown): void {
  localStorage.setItem(key, JSON.stringify(value));
}

/** Either stored key is accepted as the session token. */
export function getToken(): string | null {
  if (typeof localStorage === 'undefined') return null; // the server's render (ADR 0702)
  return localStorage.getItem(STORAGE_KEYS.authToken) ?? localStorage.getItem(STORAGE_KEYS.token);
}

/** Stores a new session; lib/session.ts's startSession first forgets any earlier one (ADR 4601). */
export function setSession(token: string, user: unknown): void {
  localStorage.setItem(STORAGE_KEYS.authToken, token);
  localStorage.setItem(STORAGE_KEYS.token, token);
  writeJson(STORAGE_KEYS.user, user);
}
