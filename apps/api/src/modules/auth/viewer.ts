import { isAdminAccount, isStaffAccount } from '@domus/domain/rules/roles';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { isApiPath } from '../../lib/paths.ts';
import { viewerOfToken } from './sessions.service.ts';

/**
 * Who is calling: null for a visitor, else the account of the request's session with its staff
 * flags and profiles. `isAdmin` is true for super admins too.
 */
export type Viewer = {
  accountId: string;
  email: string;
  language: string;
  sessionId: string;
  /** False for the session of a client whose address is not confirmed yet. */
  verified: boolean;
  isAgent: boolean;
  isAdmin: boolean;
  isSuperAdmin: boolean;
  sellerId: string | null;
  clientId: string | null;
} | null;

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's account, or null for a visitor (see {@link Viewer}). */
    viewer: Viewer;
  }
  interface FastifyContextConfig {
    /**
     * The call works with a stale session token still stored in the browser: it goes on as a
     * visitor's instead of answering 401. For the calls that obtain a new session (asking for a
     * login link would otherwise send the visitor home first) and those that carry their own
     * proof (the opt-out link of an alert mail). See {@link refuseStaleToken}.
     */
    staleTokenTolerated?: boolean;
  }
}

const unauthorized = () => new AppError(401, 'unauthorized', 'api.unauthorized');
const forbidden = () => new AppError(403, 'forbidden', 'api.forbidden');

/** The bearer token of a request, if it carries one. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return undefined;
  const match = /^Bearer\s+([A-Za-z0-9_-]{16,128})\s*$/i.exec(header);
  return match?.[1] ?? (header.trim() ? '' : undefined);
}

/**
 * Sets `request.viewer` on every API call from its `Authorization: Bearer` header. A token that
 * is malformed, unknown, revoked or expired answers 401 (buyer-side.md §4 Session: any 401 logs
 * the web app out), except on the routes whose config says `staleTokenTolerated`.
 */
export function registerViewer(app: FastifyInstance, db: Database): void {
  app.decorateRequest('viewer', null);
  app.addHook('onRequest', async (request) => {
    if (!isApiPath(request.url)) return;
    const token = bearerToken(request);
    if (token === undefined) return;
    const viewer = token ? await viewerOfToken(db, token) : null;
    if (viewer) {
      request.viewer = viewer;
      return;
    }
    if (!request.routeOptions.config?.staleTokenTolerated) throw unauthorized();
  });
}

/**
 * For a call with `staleTokenTolerated` that has found no other proof than the session: 401 when
 * the request carried a session token that was refused (malformed, unknown, revoked or expired),
 * so that the web app logs out as on any other call.
 */
export function refuseStaleToken(request: FastifyRequest): void {
  if (!request.viewer && bearerToken(request) !== undefined) throw unauthorized();
}

/** Whether the viewer is staff: an agent or an admin (the domain's rule; buyer-side.md §6). */
export function isStaff(viewer: Viewer): boolean {
  return !!viewer && isStaffAccount(viewer);
}

/** The logged-in viewer; 401 for a visitor. */
export function requireViewer(request: FastifyRequest): NonNullable<Viewer> {
  if (!request.viewer) throw unauthorized();
  return request.viewer;
}

/** The viewer when staff (agent or admin); 401 for a visitor, 403 for anyone else. */
export function requireStaff(request: FastifyRequest): NonNullable<Viewer> {
  const viewer = requireViewer(request);
  if (!isStaff(viewer)) throw forbidden();
  return viewer;
}

/** The viewer when an admin (super admins included); 401 for a visitor, 403 for anyone else. */
export function requireAdmin(request: FastifyRequest): NonNullable<Viewer> {
  const viewer = requireViewer(request);
  if (!isAdminAccount(viewer)) throw forbidden();
  return viewer;
}
