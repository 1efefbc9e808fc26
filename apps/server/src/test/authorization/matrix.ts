import type { HTTPMethods } from 'fastify';
import type { World } from './world';

/** The actors every row names an outcome for. */
export const baseActors = ['anonymous', 'unverified', 'owner', 'stranger', 'follower'] as const;
export type BaseActor = (typeof baseActors)[number];

/**
 * Actors that later areas add (a community member and admin, a site admin, someone the owner
 * blocked: they followed the owner until the block): the world makes each one, and a row that names no outcome for one expects what the
 * stranger gets (they have no relation to the row's resource).
 */
export const extraActors = ['member', 'communityAdmin', 'blocked', 'siteAdmin'] as const;
export type ExtraActor = (typeof extraActors)[number];

export const actors = [...baseActors, ...extraActors] as const;
export type Actor = (typeof actors)[number];

/** Every row names the base actors' outcomes, and may name an extra actor's. */
export type Outcomes<T> = Record<BaseActor, T> & Partial<Record<ExtraActor, T>>;

/** What a row expects of each actor, the extra actors defaulting to the stranger's outcome. */
export function expectedFor<T>(outcomes: Outcomes<T>): Record<Actor, T> {
  const all: Partial<Record<Actor, T>> = { ...outcomes };
  for (const actor of extraActors as readonly string[])
    (all as Record<string, T>)[actor] ??= outcomes.stranger;
  return all as Record<Actor, T>;
}

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
  expect: Outcomes<number>;
  /** Puts the world back after an actor's request (e.g. re-follow after an unfollow). */
  after?: (world: World, actor: Actor) => Promise<void>;
}

export type RoomOutcome = 'joined' | 'refused' | 'no-socket';

/** A Socket.IO room kind: whether each actor may join `<kind>:<id>`. */
export interface RoomRow {
  kind: string;
  case: string;
  id: (world: World) => string | Promise<string>;
  expect: Outcomes<RoomOutcome>;
}

/** Anyone, signed in or not. */
export const everyone: Outcomes<number> = {
  anonymous: 200,
  unverified: 200,
  owner: 200,
  stranger: 200,
  follower: 200,
};

/** Any signed-in, verified member acting on their own things (`/me/...`). */
export function signedIn(status: number): Outcomes<number> {
  return { anonymous: 401, unverified: 403, owner: status, stranger: status, follower: status };
}

/** Site admins only: everyone else, signed out included, gets 404 as if it did not exist. */
export function adminOnly(status: number): Outcomes<number> & { siteAdmin: number } {
  return {
    anonymous: 404,
    unverified: 404,
    owner: 404,
    stranger: 404,
    follower: 404,
    member: 404,
    communityAdmin: 404,
    blocked: 404,
    siteAdmin: status,
  };
}
