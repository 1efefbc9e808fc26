import type { HTTPMethods } from 'fastify';
import type { World } from './world';

/**
 * The actors every route is tried as. Later areas add theirs (a community member and admin, a site
 * admin, someone the owner blocked) to this list and to every row.
 */
export const actors = ['anonymous', 'unverified', 'owner', 'stranger', 'follower'] as const;
export type Actor = (typeof actors)[number];

export interface MatrixRequest {
  method?: HTTPMethods;
  url: string;
  payload?: unknown;
  headers?: Record<string, string>;
  /** Sent from another machine instead of loopback. */
  remoteAddress?: string;
}

/**
 * One row of the authorization matrix: a registered route (exactly as Fastify lists it), the case it
 * tries, how to make the request (which may create what it needs, so that no row depends on
 * another), and the status each actor must get.
 */
export interface MatrixRow {
  route: string;
  case: string;
  request: (world: World, actor: Actor) => MatrixRequest | Promise<MatrixRequest>;
  expect: Record<Actor, number>;
  /** Puts the world back after an actor's request (e.g. re-follow after an unfollow). */
  after?: (world: World, actor: Actor) => Promise<void>;
}

export type RoomOutcome = 'joined' | 'refused' | 'no-socket';

/** A Socket.IO room kind: whether each actor may join `<kind>:<id>`. */
export interface RoomRow {
  kind: string;
  case: string;
  id: (world: World) => string | Promise<string>;
  expect: Record<Actor, RoomOutcome>;
}

/** Anyone, signed in or not. */
export const everyone: Record<Actor, number> = {
  anonymous: 200,
  unverified: 200,
  owner: 200,
  stranger: 200,
  follower: 200,
};

/** Any signed-in, verified member acting on their own things (`/me/...`). */
export function signedIn(status: number): Record<Actor, number> {
  return { anonymous: 401, unverified: 403, owner: status, stranger: status, follower: status };
}
