import { canManageStaffRoles } from '@domus/domain/person/permissions';
import {
  formatStaffFlags,
  isAdminAccount,
  isStaffAccount,
  STAFF_FLAGS_HEADER,
} from '@domus/domain/person/roles';
import { sessionMay, type SessionAction } from '@domus/domain/person/session-trust';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { isApiPath } from '../../lib/paths.ts';
import { viewerOfToken, type Viewer } from './sessions.service.ts';

// The viewer's type lives with the session service that makes one from a token; it is passed on
// here for the routes, which know the viewer by its place on the request.
export type { Viewer } from './sessions.service.ts';

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
    /**
     * Who may call the route, checked before its body is read (see {@link routeAccess}); by
     * default a route whose OpenAPI security is the bearer token alone needs a session.
     */
    access?: RouteAccess;
    /**
     * What the call does in the name of the account's address: refused with 403
     * address_unverified to a session whose address is not confirmed when the domain's rule
     * says so (`sessionMay`, decision 024).
     */
    sessionAction?: SessionAction;
  }
}

/** Who may call a route: anyone, any session, staff, admins, or super admins. */
export type RouteAccess = 'public' | 'session' | 'staff' | 'admin' | 'superAdmin';

/** The caching of an answer that depends on the session: none anywhere. */
export const PRIVATE_NO_STORE = 'private, no-store';

const unauthorized = () => new AppError(401, 'unauthorized', 'api.unauthorized');
const forbidden = () => new AppError(403, 'forbidden', 'api.forbidden');

/** 403 for a session whose address is not confirmed yet: the message says to use the link. */
export const addressUnverified = () =>
  new AppError(403, 'address_unverified', 'api.address_unverified');

/**
 * The access a route declares (`config.access`), else `session` when its OpenAPI security asks
 * for the bearer token and nothing else (a route that also allows `{}` works without a session).
 */
export function routeAccess(route: Pick<RouteOptions, 'config' | 'schema'>): RouteAccess {
  const declared = route.config?.access;
  if (declared) return declared;
  const security = (route.schema as { security?: Record<string, unknown>[] } | undefined)?.security;
  const needsToken =
    Array.isArray(security) &&
    security.length > 0 &&
    security.every((requirement) => 'bearerAuth' in requirement);
  return needsToken ? 'session' : 'public';
}

/**
 * Refuses a caller the route's access or the session's trust does not allow: 401 without a
 * session, 403 for a user who is not staff (or admin), 403 address_unverified for an unverified
 * session doing what only a proven address may (decision 024).
 */
function checkAccess(
  request: FastifyRequest,
  access: RouteAccess,
  action: SessionAction | undefined,
): void {
  if (access === 'session') requireViewer(request);
  else if (access === 'staff') requireStaff(request);
  else if (access === 'admin') requireAdmin(request);
  else if (access === 'superAdmin') requireSuperAdmin(request);
  if (action && request.viewer && !sessionMay(request.viewer, action)) throw addressUnverified();
}

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
  // One rule for every answer that may depend on the session (issue 29.6): whatever the route
  // set, an answer to a call that carried a session token is kept by no cache, shared or not,
  // so that no proxy or later user of the browser reads one person's data.
  app.addHook('onSend', async (request, reply) => {
    if (request.viewer || bearerToken(request) !== undefined) {
      reply.header('cache-control', PRIVATE_NO_STORE);
    }
    // The staff flags as they are now: the browser keeps those of the login and takes a role
    // given or taken since from here (issue 30.6, decision 051).
    if (request.viewer) reply.header(STAFF_FLAGS_HEADER, formatStaffFlags(request.viewer));
  });
  // Callers are known and allowed before their body is parsed or validated: an anonymous call
  // with a malformed body answers 401, not the route's field list (issue 13). The hook is added
  // to each route, so it runs after the one above that found the viewer.
  app.addHook('onRoute', (route) => {
    const access = routeAccess(route);
    const action = route.config?.sessionAction;
    if (access === 'public' && !action) return;
    const guard = async (request: FastifyRequest) => checkAccess(request, access, action);
    const own = route.onRequest;
    route.onRequest = own ? [...(Array.isArray(own) ? own : [own]), guard] : [guard];
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

/**
 * The viewer when a super admin, who manages staff roles (the domain's `canManageStaffRoles`);
 * 401 for a visitor, 403 for anyone else.
 */
export function requireSuperAdmin(request: FastifyRequest): NonNullable<Viewer> {
  const viewer = requireViewer(request);
  if (!canManageStaffRoles(viewer)) throw forbidden();
  return viewer;
}
