// What the account screens say when a call fails: the server's words when it sent some.
import { ApiError, NetworkError } from '../../../lib/api-client';

export function serverText(error: unknown): string {
  return error instanceof ApiError ? error.message.trim() : '';
}

export const isNetworkError = (error: unknown) => error instanceof NetworkError;
export const hasStatus = (error: unknown, status: number) => error instanceof ApiError && error.status === status;
