import {
  PASSWORD_REFUSAL_MESSAGES,
  type PasswordOwner,
  passwordRefusal,
} from '@airshop/domain/account/password-policy';
import { AppError } from '../../platform/errors.ts';
import { isCommonPassword } from './common-passwords.ts';

/**
 * Refuses a new password the rule of password-policy.ts does not allow, with the list of common passwords
 * that only the server holds: 400 `validation_failed` naming the `Password` field and the reason
 * (`refusal`), which the forms turn into their translated sentence.
 */
export function assertPasswordAllowed(password: string, owner: PasswordOwner): void {
  const refusal = passwordRefusal(password, owner, isCommonPassword);
  if (refusal === undefined) return;
  const message = PASSWORD_REFUSAL_MESSAGES[refusal];
  throw new AppError('validation_failed', message, [{ in: 'body', path: 'Password', message, refusal }]);
}
