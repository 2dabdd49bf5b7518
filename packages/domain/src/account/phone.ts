import { z } from 'zod';

/**
 * The spec's phone pattern (shop.md §6 messages): an optional international prefix (`+46`) and/or a bracketed
 * area code (`(08)`), then digits in groups separated by single spaces or hyphens, the last group at least three
 * digits long. Every group but the last ends in its separator, so the pattern cannot backtrack badly.
 */
export const PHONE_PATTERN = /^(?:\+\d{1,3}[ -]?)?(?:\(\d{1,5}\)[ -]?)?(?:\d+[ -])*\d{3,}$/;

/** Longest phone number kept (the spec's form telephone limit). */
export const PHONE_MAX_LENGTH = 30;

/** The spec's validation message for a phone number (its translated text is WEB's). */
export const PHONE_MESSAGE = 'this is not a valid phone number';

/** A phone number as a person types it: trimmed, at most 30 characters, matching the spec's pattern. */
export const phoneSchema = z.string().trim().max(PHONE_MAX_LENGTH).regex(PHONE_PATTERN, PHONE_MESSAGE);
