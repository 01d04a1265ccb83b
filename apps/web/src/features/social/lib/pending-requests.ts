// The locally stored "Request Sent" set (docs/product.md, Friends): user ids I asked, with the
// time I asked. An entry ends when that person appears among my friends or after 24 hours.
import { useCallback, useState } from 'react';
import { PENDING_FRIEND_REQUEST_TTL_MS, STORAGE_KEYS } from '@store/shared/constants';
import { readJson, writeJson } from '../../../lib/storage';

const stringList = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

function readTimes(): Record<string, number> {
  const value = readJson<unknown>(STORAGE_KEYS.pendingRequestsWithTime, {});
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  return Object.fromEntries(
    Object.entries(value).filter((e): e is [string, number] => typeof e[1] === 'number' && Number.isFinite(e[1])),
  );
}

function write(ids: string[], times: Record<string, number>): void {
  try {
    writeJson(STORAGE_KEYS.pendingFriendRequests, ids);
    writeJson(STORAGE_KEYS.pendingRequestsWithTime, times);
  } catch {
    // Storage full or blocked: the server's requestStatus still tells the truth.
  }
}

/** The live pending ids; expired entries (or ones with no send time) are dropped from storage. */
export function readPendingRequests(now: number = Date.now()): Set<string> {
  const ids = stringList(readJson<unknown>(STORAGE_KEYS.pendingFriendRequests, []));
  const times = readTimes();
  const live = ids.filter((id) => times[id] !== undefined && now - times[id] < PENDING_FRIEND_REQUEST_TTL_MS);
  const liveTimes = Object.fromEntries(live.map((id) => [id, times[id]!]));
  if (live.length !== ids.length || Object.keys(liveTimes).length !== Object.keys(times).length) write(live, liveTimes);
  return new Set(live);
}

/** A request was sent: pending from now, and no longer marked rejected. */
export function markRequestSent(userId: string, now: number = Date.now()): void {
  const ids = [...readPendingRequests(now)].filter((id) => id !== userId);
  write([...ids, userId], { ...readTimes(), [userId]: now });
  const rejected = stringList(readJson<unknown>(STORAGE_KEYS.rejectedFriendRequests, []));
  if (rejected.includes(userId)) {
    writeJson(
      STORAGE_KEYS.rejectedFriendRequests,
      rejected.filter((id) => id !== userId),
    );
  }
}

/** Those people are my friends now: their entries end. Returns whether anything changed. */
export function clearPendingFor(friendIds: Iterable<string>): boolean {
  const friends = new Set(friendIds);
  const ids = [...readPendingRequests()];
  const kept = ids.filter((id) => !friends.has(id));
  if (kept.length === ids.length) return false;
  const times = readTimes();
  write(kept, Object.fromEntries(kept.map((id) => [id, times[id]!])));
  return true;
}

/** A request I rejected on the requests screen (kept under the storage key rejectedFriendRequests). */
export function markRequestRejected(senderId: string): void {
  const rejected = stringList(readJson<unknown>(STORAGE_KEYS.rejectedFriendRequests, []));
  if (!rejected.includes(senderId)) writeJson(STORAGE_KEYS.rejectedFriendRequests, [...rejected, senderId]);
}

/** React view of the pending set. */
export function usePendingRequests() {
  const [pending, setPending] = useState(() => readPendingRequests());
  const refresh = useCallback(() => setPending(readPendingRequests()), []);
  const markSent = useCallback((userId: string) => {
    markRequestSent(userId);
    setPending(readPendingRequests());
  }, []);
  const clearFor = useCallback((friendIds: Iterable<string>) => {
    if (clearPendingFor(friendIds)) setPending(readPendingRequests());
  }, []);
  return { pending, markSent, clearFor, refresh };
}
