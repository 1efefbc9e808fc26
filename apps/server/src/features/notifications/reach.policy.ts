import type { NotificationPolicy, ReachChoice } from '@aebro/shared/notification-filters';

/** What the policy needs to know about the person who reaches out (the actor) and the recipient. */
export interface ReachFacts {
  recipientFollowsActor: boolean;
  actorFollowsRecipient: boolean;
  /** The actor's account is younger than `newAccountDays`. */
  actorIsNew: boolean;
}

const strictness: Record<ReachChoice, number> = { accept: 0, filter: 1, drop: 2 };

/**
 * Issue 37, the one rule for notifications and message requests alike: each category the actor
 * falls in (someone I don't follow, someone who doesn't follow me, an account under 30 days) has
 * the recipient's choice, and the strictest of them wins (drop over filter over accept). Someone in
 * no category is accepted.
 */
export function reachChoice(policy: NotificationPolicy, facts: ReachFacts): ReachChoice {
  const choices: ReachChoice[] = ['accept'];
  if (!facts.recipientFollowsActor) choices.push(policy.notFollowing);
  if (!facts.actorFollowsRecipient) choices.push(policy.notFollowers);
  if (facts.actorIsNew) choices.push(policy.newAccounts);
  return choices.reduce((a, b) => (strictness[b] > strictness[a] ? b : a));
}

/** Whether the policy asks anything of the facts (all "accept": nothing to look up). */
export function acceptsEveryone(policy: NotificationPolicy): boolean {
  return Object.values(policy).every((choice) => choice === 'accept');
}
