import { joinCompanySchema, newCompanySchema, signUpBodySchema } from '@airshop/domain/auth';
import type { SsrServices } from '@airshop/domain/ssr-services';
import { failureErrors } from './action-failure.ts';
import { formErrorsOf } from './form-errors.ts';
import { refused, refusedStatus, textOf } from './form-post.server.ts';
import { SIGN_UP_FIELDS, type SignUpValues } from './sign-up-fields.ts';

/** Blank optional fields are left out rather than sent as empty strings. */
function optional(value: string): string | undefined {
  return value.trim() ? value : undefined;
}

/**
 * The sign-up form's post: POST Customer/SignUp in-process. The market is the one of the site version the
 * visitor is on; the account starts waiting for approval, and the answer names the first step.
 */
export async function signUpAction(services: SsrServices, request: Request) {
  const form = await request.formData();
  const values = Object.fromEntries(SIGN_UP_FIELDS.map((name) => [name, textOf(form, name)])) as SignUpValues;
  const { Password: _password, ...echo } = values;
  const company =
    values.companyChoice === 'new'
      ? { NewCompanyName: values.NewCompanyName }
      : { CustomerNumber: values.CustomerNumber };
  // The company is checked with the schema of the chosen kind, so its fields get their own messages (the
  // body's union would only say that neither kind matched).
  const companyParsed = (values.companyChoice === 'new' ? newCompanySchema : joinCompanySchema).safeParse(
    company,
  );
  const market = await services.market.current();
  const parsed = signUpBodySchema.safeParse({
    Company: companyParsed.success ? companyParsed.data : company,
    FirstName: values.FirstName,
    LastName: values.LastName,
    Email: values.Email,
    Phone: optional(values.Phone),
    Password: values.Password,
    Market: market.MarketId,
    Language: values.Language,
  });
  if (!parsed.success || !companyParsed.success) {
    // The body's issue about the company only repeats what the company's own schema said about its field.
    const bodyIssues = (parsed.error?.issues ?? []).filter(
      (issue) => companyParsed.success || issue.path[0] !== 'Company',
    );
    const issues = [...(companyParsed.error?.issues ?? []), ...bodyIssues];
    return refused(formErrorsOf(issues, values), echo);
  }
  const outcome = await services.account.signUp(parsed.data);
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
