import { trustLevels, trustRank, type TrustCap, type TrustLevel } from '@aebro/shared/trust';
import type { TrustConfig } from '../../platform/config-types';

/*
 * Issue 37, trust levels: the rules in one place (docs/decisions/trust-levels.md). Plain functions
 * over facts the trust service gathers; posts, comments and messages ask through that service.
 */

/** What a level is earned from. */
export interface TrustFacts {
  accountDays: number;
  /** Posts and comments written (and not deleted). */
  contributions: number;
}

/** The highest level the facts earn (`new` when none). */
export function earnedLevel(facts: TrustFacts, config: TrustConfig): TrustLevel {
  const meets = (level: 'member' | 'regular' | 'leader'): boolean =>
    facts.accountDays >= config[level].accountDays &&
    facts.contributions >= config[level].contributions;
  if (meets('leader')) return 'leader';
  if (meets('regular')) return 'regular';
  if (meets('member')) return 'member';
  return 'new';
}

export function higherLevel(a: TrustLevel, b: TrustLevel): TrustLevel {
  return trustRank(a) >= trustRank(b) ? a : b;
}

/** The stored level as it stands (no row: `new`). */
export interface StoredTrust {
  level: TrustLevel;
  /** Set by an admin: kept as it is, neither raised by activity nor by bootstrap mode. */
  manual: boolean;
}

/**
 * The level that counts now: a hand-set level as set; otherwise the higher of the stored one and
 * what the facts earn (never lower: a level is not taken back automatically), and at least
 * `member` while the site is young (bootstrap mode).
 */
export function effectiveLevel(
  stored: StoredTrust,
  earned: TrustLevel,
  bootstrap: boolean,
): TrustLevel {
  if (stored.manual) return stored.level;
  const level = higherLevel(stored.level, earned);
  return bootstrap ? higherLevel(level, 'member') : level;
}

/** Whether the level is capped at all: only `new` accounts, and never a verified business. */
export function isCapped(level: TrustLevel, verifiedBusiness: boolean): boolean {
  return level === 'new' && !verifiedBusiness;
}

/** The window a cap counts in. */
export function capWindowMs(cap: TrustCap): number {
  return cap === 'burst' ? 60_000 : 24 * 60 * 60_000;
}

/** Whether `adding` more would go past the cap, given what the window holds already. */
export function overCap(used: number, adding: number, limit: number): boolean {
  return used + adding > limit;
}

/** The next level a member earns automatically, with what it asks (none above `regular`). */
export function nextLevel(
  level: TrustLevel,
  config: TrustConfig,
): { level: 'member' | 'regular' | 'leader'; accountDays: number; contributions: number } | null {
  const next = trustLevels[trustRank(level) + 1];
  if (next === undefined || next === 'new') return null;
  return { level: next, ...config[next] };
}

/** A new account's first posts (this many) with a link are held for review. */
export function holdsLinkPost(
  level: TrustLevel,
  verifiedBusiness: boolean,
  postsBefore: number,
  config: TrustConfig,
  bodyHasLink: boolean,
): boolean {
  return bodyHasLink && isCapped(level, verifiedBusiness) && postsBefore < config.heldLinkPosts;
}
