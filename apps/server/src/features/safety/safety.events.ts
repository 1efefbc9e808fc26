import type { ReportCategory } from '@aebro/shared/safety-terms';
import type { AppealEffect } from '@aebro/shared/strikes';
import type { TrustLevel } from '@aebro/shared/trust';

declare module '../../platform/jobs/jobs' {
  interface JobPayloads {
    /** Issue 37: raise every earned trust level (daily; `at` names the run). */
    'trust.raise-levels': { at: string };
  }
}

declare module '../../platform/events' {
  interface DomainEvents {
    /** Someone blocked someone: follows both ways are gone; both people's rooms are asked again. */
    'safety.blocked': { blockerId: string; blockedId: string };
    'safety.unblocked': { blockerId: string; blockedId: string };
    /**
     * A community's admin removed a post, a comment or a member (the communities and posts areas
     * emit it); the safety area writes it to the moderation log.
     */
    'moderation.community-action': {
      actorId: string;
      communityId: string;
      action:
        | 'remove_post'
        | 'remove_comment'
        | 'remove_message'
        | 'remove_member'
        | 'ban_member'
        | 'unban_member'
        | 'warn'
        | 'dismiss_report'
        | 'lock_comments'
        | 'unlock_comments';
      targetKind: 'post' | 'comment' | 'profile' | 'message';
      targetId: string;
      targetUserId: string | null;
      /** Issue 37: what the removed post or comment said, for the member's strike. */
      excerpt?: string;
      /** Issue 37: the admin's reason, and the report it decided, when there was one. */
      reason?: string;
      reportId?: string | null;
    };
    /** A site admin suspended or banned someone: their sessions and sockets end. */
    'moderation.account-restricted': { userId: string };
    /** A site admin decided a report: its reporter is told in the app (and by e-mail). */
    'moderation.report-resolved': {
      recipientId: string;
      reportId: string;
      outcome: 'actioned' | 'dismissed';
      /** Where the notice leads: the reported thing when it is still there, else the dashboard. */
      link: string;
    };
    /** An e-mail about a moderation decision, sent after the answer. */
    'moderation.email': {
      userId: string;
      kind: ModerationEmailKind;
      reason: string;
      until: string | null;
      /** Issue 37: the strike it announces (the e-mail quotes the content and links to the appeal). */
      strike?: {
        id: string;
        excerpt: string;
        /** The rule broken: the community rule the report named, or the report's category. */
        rule?: { number: number; title: string } | null;
        category?: ReportCategory | null;
        /** A limit: the trust level before and after. */
        trustLevel?: { from: TrustLevel; to: TrustLevel };
      } | null;
      /** An overturned appeal: what it changed. */
      effect?: AppealEffect | null;
    };
  }
}

export type ModerationEmailKind =
  | 'warn'
  | 'suspend'
  | 'ban'
  | 'unsuspend'
  | 'remove'
  | 'report_dismissed'
  | 'report_actioned'
  | 'verification_approved'
  | 'verification_declined'
  | 'two_factor_reset'
  | 'community_remove'
  | 'remove_member'
  | 'appeal_upheld'
  | 'appeal_overturned'
  | 'limit';
