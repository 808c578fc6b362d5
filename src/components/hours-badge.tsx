// Whether an hours group is open right now ("Staff on site now until 5 PM"), in the club's time
// zone. The server's HTML cannot know the visitor's moment, so the badge is filled in after
// hydration, into a slot whose height is reserved by CSS: nothing on the page moves. On a holiday
// (content/site.yaml hours.exceptions) it says what the holiday's hours are.
import React, { useEffect, useState } from 'react';
import {
  badgeText,
  hoursStatus,
  type BadgeTemplates,
  type HoursException,
  type HoursGroupInput,
  type HoursStatus,
} from '../../contracts/hours';

export type BadgeGroup = HoursGroupInput & { readonly badge: BadgeTemplates };

type HoursBadgeProps = {
  group: BadgeGroup;
  timeZone: string;
  exceptions?: readonly HoursException[] | null;
};

/** How often the badge looks at the clock again, so it turns at opening and closing time. */
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
  const text = status && badgeText(status, group.badge);
  return (
    <p className="hours-badge-slot" data-testid="hours-badge">
      {status && text && <span className={`hours-badge hours-badge--${status.state}`}>{text}</span>}
    </p>
  );
};
