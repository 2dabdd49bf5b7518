/**
 * A moment (an ISO timestamp from the API) as the locale writes it, in the visitor's time zone: the day in the
 * locale's medium form ("Nov 26, 2026", "26.11.2026", "2026. nov. 26.") and, with `withTime`, the time of day.
 * Never the bare numeric default of toLocaleString, which reads 11/12 as November in one country and December
 * in the next. `locale` is an Intl tag (locales.ts intlTag); an unreadable timestamp is shown as it came.
 */
export function formatTimestamp(iso: string, locale: string, withTime: boolean, timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    ...(withTime ? { timeStyle: 'short' } : {}),
    ...(timeZone ? { timeZone } : {}),
  }).format(date);
}
