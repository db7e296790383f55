import type { FastifyReply } from 'fastify';
import { RefreshCookieName } from '../../../domain/entities/session';

/** Sets the refresh credential: httpOnly, Secure, SameSite=Strict, only sent to /auth. */
export function setRefreshCookie(reply: FastifyReply, credential: string, expiresAt: Date): void {
  reply.setCookie(RefreshCookieName, credential, {
    httpOnly: true,
    secure: true,
    sameSite: 'strict',
    path: '/auth',
    expires: expiresAt,
  });
}

/** Removes the refresh credential cookie. */
export function clearRefreshCookie(reply: FastifyReply): void {
  reply.clearCookie(RefreshCookieName, { httpOnly: true, secure: true, sameSite: 'strict', path: '/auth' });
}
