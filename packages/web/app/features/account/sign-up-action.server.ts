import type { SsrServices } from '@airshop/domain/site/ssr-services';
import { failureErrors } from '../../forms/failure-errors.ts';
import { refused, refusedStatus, textsOf } from '../../forms/form-post.server.ts';
import { checkSignUp, SIGN_UP_FIELDS, type SignUpValues } from './account-checks.ts';

/**
 * The sign-up form's post: POST Customer/SignUp in-process. The market is the one of the site version the
 * visitor is on; the account starts waiting for approval, and the answer names the first step.
 */
export async function signUpAction(services: SsrServices, request: Request) {
  const values: SignUpValues = textsOf(await request.formData(), SIGN_UP_FIELDS);
  const { Password: _password, ...echo } = values;
  const market = await services.market.current();
  const checked = checkSignUp(values, market.MarketId);
  if (!checked.ok) return refused(checked.errors, echo);
  const outcome = await services.account.signUp(checked.body);
  if (!outcome.ok) {
    const errors = failureErrors(outcome.error, values, {
      codes: { conflict: { page: 'account', key: 'signUp/conflict' } },
      // An unknown customer number is the customer-number field's error, read out where it is typed.
      paths: {
        'Company.CustomerNumber': {
          field: 'CustomerNumber',
          message: { page: 'account', key: 'signUp/unknownCustomerNumber' },
        },
      },
    });
    return refused(errors, echo, refusedStatus(outcome.error.code));
  }
  return { done: outcome.value };
}
