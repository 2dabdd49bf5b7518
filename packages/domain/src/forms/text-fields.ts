import { z } from 'zod';
import { PHONE_MESSAGE, PHONE_PATTERN } from '../account/phone.ts';

/*
 * The field rules every form of the shop shares (spec §5 "Messages"): one-line text with a limit, required or
 * not, an e-mail, a phone number, and the two acceptance flags. A custom issue carries `params.reason`, the key
 * of the shared translated message the form shows (web `forms/form-errors.ts`).
 */

/** Line breaks and other control characters: none belongs in a one-line field of a mail or a CSV cell. */
const CONTROLS = /[\p{Cc}\p{Zl}\p{Zp}]/u;
const ONE_LINE = 'must be one line without control characters';
const oneLine = (value: string) => !CONTROLS.test(value);

/** Text of one line, trimmed, at most `max` characters; empty is allowed. */
export const line = (max: number) => z.string().trim().max(max).refine(oneLine, ONE_LINE);
/** Text of one line, trimmed, 1 to `max` characters. No check aborts, so every issue of a form shows at once. */
export const requiredLine = (max: number) => z.string().trim().min(1).max(max).refine(oneLine, ONE_LINE);
export const optionalLine = (max: number) => line(max).optional();

/** Text of several lines (a description): trimmed, 1 to `max` characters; NUL is refused by the server. */
export const requiredText = (max: number) => z.string().trim().min(1).max(max);
export const optionalText = (max: number) => z.string().trim().max(max).optional();

/** An e-mail address of at most `max` characters. */
export const emailField = (max: number) => line(max).pipe(z.email().max(max));

/** A required phone number; an empty one is only 'required', not also 'not a phone number'. */
export const requiredPhone = (max: number) =>
  requiredLine(max).refine((value) => value === '' || PHONE_PATTERN.test(value), {
    message: PHONE_MESSAGE,
    params: { reason: 'telephone' },
  });

/** An acceptance flag that must be ticked: terms and conditions, or the agreement to be contacted. */
export const mustBeTrue = (reason: 'terms' | 'agreement') =>
  z.boolean().refine((value) => value, { message: `must be true (${reason})`, params: { reason } });
