// The schedule on a phone: day tabs link to each day's panel, shown by :target without a script;
// the script shows today and narrows by class (docs/decisions.md, the phone's schedule).
import React, { useEffect, useRef, useState, useSyncExternalStore, type MouseEvent } from 'react';
import { classIcsPath } from '../../../contracts/routes';
import { isClass } from '../../../contracts/schedule';
import type { PageText } from '../../../content-library';
import { EARLY_TAP_ATTRIBUTE } from '../../early/early-taps';
import { useEarlyTaps } from '../../early/use-early-taps';
import {
  classFromSearch,
  dayAnchor,
  dayFromHash,
  scheduleUrl,
  todayOf,
} from './day-schedule-state';

export type DayScheduleText = PageText['classes']['days'];

type Slot = NonNullable<Queries.ClassesViewDataFragment['scheduleYaml']>['slots'][number];
type ClassFile = { readonly id: string; readonly name: string };

type DayScheduleProps = {
  days: readonly string[];
  slots: readonly Slot[];
  /** The class files, in the site's order: a schedule cell links to the one of its name. */
  classes: readonly ClassFile[];
  text: DayScheduleText;
  /** "{minutes} min" */
  minutesText: string;
  timeZone: string;
};

const readAddress = () => `${window.location.search}${window.location.hash}`;

/** Told when this view changes the address itself (history's own calls fire no event). */
const ADDRESS_CHANGED = 'schedule-address-changed';

function subscribeToAddress(onChange: () => void) {
  const listening = new AbortController();
  window.addEventListener('popstate', onChange, { signal: listening.signal });
  window.addEventListener(ADDRESS_CHANGED, onChange, { signal: listening.signal });
  return () => listening.abort();
}

// Gatsby's history state (its scroll key) stays with the new address, so its router keeps the
// scroll position on back and forward.
function changeAddress(how: 'push' | 'replace', url: string) {
  if (how === 'push') window.history.pushState(window.history.state, '', url);
  else window.history.replaceState(window.history.state, '', url);
  window.dispatchEvent(new Event(ADDRESS_CHANGED));
}

const classIdsOf = (classes: readonly ClassFile[]) => classes.map((c) => c.id);

function sayShowing(text: DayScheduleText, classes: readonly ClassFile[], id: string | undefined) {
  const name = classes.find((c) => c.id === id)?.name;
  return name ? text.showing.replace('{class}', name) : text.showingAll;
}

/** A tap the browser should handle itself: a new tab or window, a download. */
const opensElsewhere = (event: MouseEvent) =>
  event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

export const DaySchedule = ({
  days,
  slots,
  classes,
  text,
  minutesText,
  timeZone,
}: DayScheduleProps) => {
  const root = useRef<HTMLDivElement>(null);
  // Null in the server's HTML and while hydrating: no day is chosen, CSS shows the target's.
  const address = useSyncExternalStore(subscribeToAddress, readAddress, () => null);
  const live = address !== null;
  const [said, setSaid] = useState('');
  useEarlyTaps(root);

  // The classes the schedule shows: the choice offers them, and each has a calendar.
  const shown = classes.filter((c) => slots.some((slot) => slot.classes.includes(c.name)));
  const idOf = (name: string) => classes.find((c) => c.name === name)?.id;
  const classId = live ? classFromSearch(window.location.search, classIdsOf(shown)) : undefined;
  const day = live
    ? (dayFromHash(window.location.hash, days) ??
      todayOf(days, new Date(), timeZone, __SITE_CONFIG__.zoneOffsets))
    : undefined;

  useEffect(() => {
    // Back and forward between class choices: the live region says which, as after a tap.
    const onPopState = () =>
      setSaid(
        sayShowing(text, classes, classFromSearch(window.location.search, classIdsOf(classes))),
      );
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, [text, classes]);

  const chooseDay = (event: MouseEvent, next: string) => {
    if (!live || opensElsewhere(event)) return;
    event.preventDefault();
    // The same entry in the history: a day is a view of the page, not a step back to undo.
    changeAddress('replace', scheduleUrl(window.location, classId, next));
  };

  const chooseClass = (event: MouseEvent, next: string | undefined) => {
    if (opensElsewhere(event)) return;
    event.preventDefault();
    setSaid(sayShowing(text, shown, next));
    // A step in the history, as the link's own reload would be: Back shows the previous choice.
    changeAddress(
      'push',
      scheduleUrl(window.location, next, dayFromHash(window.location.hash, days)),
    );
  };

  const filterLink = (id: string | undefined, label: string) => {
    const selected = classId === id;
    return (
      <a
        href={id ? `?class=${id}` : './'}
        className={`schedule-filter-link${selected ? ' schedule-filter-link--selected' : ''}`}
        aria-current={selected ? 'true' : undefined}
        onClick={(event) => chooseClass(event, id)}
        {...{ [EARLY_TAP_ATTRIBUTE]: '' }}
      >
        {label}
      </a>
    );
  };

  return (
    <div ref={root} className={`schedule-days${live ? ' schedule-days--live' : ''}`}>
      <h3 id="schedule-filter-heading" className="schedule-filter-heading">
        {text.filterLabel}
      </h3>
      <ul className="schedule-filter" aria-labelledby="schedule-filter-heading">
        <li>{filterLink(undefined, text.allClasses)}</li>
        {shown.map((c) => (
          <li key={c.id}>{filterLink(c.id, c.name)}</li>
        ))}
      </ul>
      <p className="visually-hidden" role="status">
        {said}
      </p>

      <ul className="schedule-tabs" aria-label={text.tabsLabel}>
        {days.map((d) => (
          <li key={d}>
            <a
              href={`#${dayAnchor(d)}`}
              className={`schedule-tab${day === d ? ' schedule-tab--selected' : ''}`}
              aria-current={day === d ? 'true' : undefined}
              onClick={(event) => chooseDay(event, d)}
            >
              <span aria-hidden="true">{d.slice(0, 3)}</span>
              <span className="visually-hidden">{d}</span>
            </a>
          </li>
        ))}
      </ul>

      <div className="schedule-day-panels">
        {days.map((d, i) => {
          const entries = slots.flatMap((slot) => {
            const name = slot.classes[i];
            return name && isClass(name) ? [{ ...slot, name, id: idOf(name) }] : [];
          });
          const visible = entries.filter((e) => classId === undefined || e.id === classId);
          return (
            <section
              key={d}
              id={dayAnchor(d)}
              className={`schedule-day${day === d ? ' schedule-day--selected' : ''}`}
              aria-labelledby={`${dayAnchor(d)}-heading`}
            >
              <h3 id={`${dayAnchor(d)}-heading`} className="schedule-day-heading">
                {d}
              </h3>
              {visible.length === 0 && <p className="schedule-day-empty">{text.noClasses}</p>}
              {entries.length > 0 && (
                <ul className="schedule-day-list">
                  {entries.map((entry) => (
                    <li
                      key={entry.time}
                      className="schedule-entry"
                      hidden={!visible.includes(entry) || undefined}
                    >
                      <span className="schedule-entry-time">
                        {entry.time}
                        <span className="schedule-minutes">
                          {minutesText.replace('{minutes}', String(entry.minutes))}
                        </span>
                      </span>
                      <span className="schedule-entry-class">
                        {entry.id ? <a href={`#${entry.id}`}>{entry.name}</a> : entry.name}
                        {entry.id && (
                          <a
                            className="schedule-entry-calendar"
                            href={classIcsPath(entry.id)}
                            // Which class's calendar, for a list of links read out of context.
                            aria-label={`${text.calendarLabel}: ${entry.name}`}
                          >
                            {text.calendarLabel}
                          </a>
                        )}
                      </span>
                    </li>
                  ))}
                </ul>
              )}
            </section>
          );
        })}
      </div>
    </div>
  );
};
