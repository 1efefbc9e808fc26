import { useEffect } from 'react';
import type { ProfileUpdate } from '@aebro/shared/profiles';
import type { Session } from '@/features/session/session';
import {
  calendarChosenHere,
  calendarPreference,
  setCalendarPreference,
} from '@/lib/calendar-preference';
import { updateProfile } from './profile-api';

/** The browser's IANA time zone ("Africa/Addis_Ababa"), or null when it does not say. */
function browserTimeZone(): string | null {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || null;
  } catch {
    return null;
  }
}

/**
 * Tells the server how this member reads dates, so that e-mails write them as the screens do: the
 * browser's time zone, and the calendar chosen on this device. A device with no calendar choice of
 * its own takes the account's. Once per signed-in member and page load; a failure is retried on the
 * next load (nothing on screen depends on it).
 */
export function useDateReadingSync(session: Session | null | undefined): void {
  const profile = session?.profile;
  const id = profile?.id;
  useEffect(() => {
    if (!profile) return;
    const changes: ProfileUpdate = {};
    const zone = browserTimeZone();
    if (zone && zone !== profile.timeZone) changes.timeZone = zone;
    if (!calendarChosenHere()) setCalendarPreference(profile.calendarPreference);
    else if (calendarPreference() !== profile.calendarPreference)
      changes.calendarPreference = calendarPreference();
    if (Object.keys(changes).length > 0) void updateProfile(changes).catch(() => undefined);
    // Once per member: later changes of the profile come from this device.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id]);
}
