import { CLUB_TIME_ZONE } from '@club/domain';
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import ical, { ICalEventStatus } from 'ical-generator';
import type { Language } from '../../lib/language.js';
import type { FeedSessionRow, FeedTryoutRow } from './repository.js';

dayjs.extend(utc);
dayjs.extend(timezone);

/** A try-out test has a start only: calendars show it an hour long. */
const TRYOUT_MINUTES = 60;

/** One event of a feed, as calendar apps need it (RFC 5545). */
export interface FeedEvent {
  /** Stable across fetches, so an app updates the event instead of adding another. */
  uid: string;
  start: Date;
  end: Date;
  summary: string;
  location: string;
  description: string;
  /** Up by one on every change the app must take (a cancellation, a new time). */
  sequence: number;
  cancelled: boolean;
  lastModified: Date;
}

/**
 * The text of a feed (docs/product.md#calendar-feeds): events in Monaco time with the zone's
 * definition (VTIMEZONE) in the file, so an app in another zone shows the pool's hours; DTSTAMP
 * and LAST-MODIFIED stay in UTC, as RFC 5545 wants them. The calendar's own zone is left unset
 * for that reason, and X-WR-TIMEZONE names it for the apps that read it.
 */
export const feedText = (name: string, events: readonly FeedEvent[]): string => {
  const calendar = ical({
    name,
    prodId: { company: 'club-manager', product: 'calendar-feeds', language: 'FR' },
    timezone: { name: null, generator: getVtimezoneComponent },
    ttl: 60 * 60,
  });
  calendar.x([['X-WR-TIMEZONE', CLUB_TIME_ZONE]]);
  for (const event of events) {
    calendar.createEvent({
      id: event.uid,
      sequence: event.sequence,
      timezone: CLUB_TIME_ZONE,
      // A dayjs value is written in the event's zone; a Date would be read in the process's zone.
      start: dayjs(event.start),
      end: dayjs(event.end),
      stamp: event.lastModified,
      lastModified: event.lastModified,
      summary: event.summary,
      location: event.location,
      description: event.description,
      status: event.cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    });
  }
  return calendar.toString();
};

/** `planned-<id>@host` and `tryout-<test>-<member>@host`: the host of PUBLIC_URL keeps two clubs' events apart. */
export const plannedUid = (id: number, host: string): string => `planned-${id}@${host}`;
export const tryoutUid = (testId: number, memberId: number, host: string): string => `tryout-${testId}-${memberId}@${host}`;

const TEXTS = {
  fr: {
    training: 'Entraînement',
    cancelled: 'Annulé',
    group: 'Groupe',
    location: 'Lieu',
    reason: 'Séance annulée',
    tryout: 'Test de natation',
    family: 'famille',
  },
  en: {
    training: 'Training',
    cancelled: 'Cancelled',
    group: 'Group',
    location: 'Location',
    reason: 'Session cancelled',
    tryout: 'Swimming try-out test',
    family: 'family',
  },
} as const;

/** The feed's name in calendar apps: the club, then the group, the coach or the family. */
export const feedName = (clubName: string, of: string): string => `${clubName} – ${of}`;
export const familyFeedName = (clubName: string, lastNames: readonly string[], language: Language): string =>
  feedName(clubName, [TEXTS[language].family, ...lastNames].join(' ').trim());

/** `Label : value` in French, `Label: value` in English. */
const line = (language: Language, label: string, value: string): string => `${label}${language === 'fr' ? ' :' : ':'} ${value}`;

/**
 * A planned session as an event. `who` names the family's children it concerns (their feed);
 * staff feeds name the training. A cancelled one stays, marked, with its reason.
 */
export const sessionEvent = (row: FeedSessionRow, host: string, language: Language, who?: readonly string[]): FeedEvent => {
  const t = TEXTS[language];
  const cancelled = row.status === 'CANCELLED';
  const title = `${who === undefined || who.length === 0 ? t.training : who.join(', ')} – ${row.group_name}`;
  const lines = [line(language, t.group, row.group_name), line(language, t.location, row.location)];
  if (cancelled) lines.unshift(line(language, t.reason, row.cancel_reason ?? ''));
  return {
    uid: plannedUid(row.id, host),
    start: new Date(row.starts_at),
    end: new Date(row.ends_at),
    summary: cancelled ? `${t.cancelled} – ${title}` : title,
    location: row.location,
    description: lines.join('\n'),
    sequence: row.sequence,
    cancelled,
    lastModified: new Date(row.updated_at),
  };
};

/** A try-out test a child is convened to, in the family's feed; it changes when the test or the child's place does. */
export const tryoutEvent = (row: FeedTryoutRow, host: string, language: Language): FeedEvent => {
  const start = new Date(row.scheduled_at);
  const t = TEXTS[language];
  return {
    uid: tryoutUid(row.test_id, row.member_id, host),
    start,
    end: new Date(start.getTime() + TRYOUT_MINUTES * 60_000),
    summary: `${t.tryout} – ${row.first_name}`,
    location: row.location,
    description: line(language, t.location, row.location),
    sequence: row.version,
    cancelled: false,
    lastModified: new Date(row.assigned_at > row.created_at ? row.assigned_at : row.created_at),
  };
};
