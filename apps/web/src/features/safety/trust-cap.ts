import { useTranslation } from 'react-i18next';
import type { TrustCapDetails } from '@aebro/shared/trust';
import { ApiRequestError } from '@/lib/api';
import { useDateFormat } from '@/lib/use-date-format';

/** The cap a refused write reached (issue 37), if that is why it was refused. */
export function trustCapOf(error: unknown): TrustCapDetails | null {
  return error instanceof ApiRequestError && error.code === 'TRUST_CAP_REACHED' && error.trust
    ? error.trust
    : null;
}

/**
 * What a new account may do and when it may do it again, in the member's language: shown where the
 * cap was hit (the composer, the comment box, a message request).
 */
export function useTrustCapText(): (cap: TrustCapDetails) => string {
  const { t } = useTranslation();
  const { date } = useDateFormat();
  return (cap) =>
    [
      t(`trust.cap.${cap.cap}`, { count: cap.limit }),
      t('trust.again', { when: date(cap.resetsAt, { withTime: true, now: new Date() }) }),
      t('trust.lifts'),
    ].join(' ');
}
