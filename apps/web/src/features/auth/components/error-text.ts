// What the account screens say when a call fails: the server's words when it sent some, in the
// page's language when the screens know them (ADR 3203).
import { ApiError, NetworkError } from '../../../lib/api-client';
import { serverWords } from '../words/auth';

export function serverText(error: unknown): string {
  return error instanceof ApiError ? serverWords(error.message.trim()) : '';
}

export const isNetworkError = (error: unknown) => error instanceof NetworkError;
export const hasStatus = (error: unknown, status: number) => error instanceof ApiError && error.status === status;
