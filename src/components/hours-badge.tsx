// Whether an hours group is open right now, on the club's clock: filled in after hydration (the
// server cannot know the moment) into a slot CSS reserves, so nothing moves.
import React, { useEffect, useState } from 'react';
import {
  badgeText,
  hoursStatus,
  type BadgeTemplates,
  type HoursException,
  type HoursGroupInput,
  type HoursStatus,
} from '../../contracts/hours';

export type BadgeGroup = HoursGroupInput & { readonly badge: Record<string, unknown> };

type HoursBadgeProps = {
  group: BadgeGroup;
  timeZone: string;
  exceptions?: readonly HoursException[] | null;
};

/** So the badge turns at opening and closing time. */
const REFRESH_MS = 30_000;

export const HoursBadge = ({ group, timeZone, exceptions }: HoursBadgeProps) => {
  const [status, setStatus] = useState<HoursStatus | null>(null);
  useEffect(() => {
    const update = () =>
      setStatus(hoursStatus(new Date(), group, timeZone, __SITE_CONFIG__.zoneOffsets, exceptions));
    update();
    const timer = window.setInterval(update, REFRESH_MS);
    return () => window.clearInterval(timer);
  }, [group, timeZone, exceptions]);
  const text = status && badgeText(status, group.badge as BadgeTemplates);
  return (
    <p className="hours-badge-slot" data-testid="hours-badge">
      {status && text && <span className={`hours-badge hours-badge--${status.state}`}>{text}</span>}
    </p>
  );
};
