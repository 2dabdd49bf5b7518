import { ENQUIRY_IMAGE_MAX_BYTES } from '@airshop/domain/forms/spare-part-enquiry-fields';
import type { SsrServices } from '@airshop/domain/site/ssr-services';
import { data, redirect } from 'react-router';
import { FORM_INVALID, type FormErrors, formErrorsOf } from '../../../forms/form-errors.ts';
import { ENQUIRY_SENT_PARAM, ENQUIRY_SENT_VALUE, type EnquiryPostAnswer } from './enquiry-post-answer.ts';

const MEGABYTE = 1024 * 1024;

/**
 * The enquiry's plain post without script (ADR 0050): the server reads it as the API reads its JSON and sends
 * it with the API's service. Sent: a redirect to the page with the confirmation (so a reload does not post
 * again). Refused: the page again with what was typed and the errors, in the page's language.
 */
export async function enquiryAction(services: SsrServices, request: Request) {
  const market = await services.market.current();
  const outcome = await services.enquiry.send(request, { marketId: market.MarketId });
  if (outcome.ok) {
    const url = new URL(request.url);
    url.searchParams.set(ENQUIRY_SENT_PARAM, ENQUIRY_SENT_VALUE);
    return redirect(`${url.pathname}${url.search}#enquiry`, 303);
  }
  // The photos are named in the values, so a missing one is "required" under its field.
  const values: Record<string, unknown> = {
    ...outcome.values,
    termsAndConditions: outcome.values.termsAndConditions === 'true',
    agreementToContacted: outcome.values.agreementToContacted === 'true',
    primaryProductImage: undefined,
    secondaryProductImage: undefined,
  };
  const found = formErrorsOf(outcome.issues, values);
  const code = outcome.error?.code;
  let errors: FormErrors = { fields: found.fields, form: found.form ?? FORM_INVALID };
  let failure: EnquiryPostAnswer['failure'];
  if (code === 'payload_too_large') {
    errors = {
      fields: {},
      form: { page: 'validation', key: 'fileSize', values: { max: ENQUIRY_IMAGE_MAX_BYTES / MEGABYTE } },
    };
  } else if (code === 'rate_limited') {
    failure = 'rateLimited';
  } else if (code !== undefined && code !== 'validation_failed') {
    failure = 'generic';
  }
  const answer: EnquiryPostAnswer = {
    errors,
    values: outcome.values,
    photos: outcome.photos,
    ...(failure ? { failure } : {}),
  };
  const status = code === 'rate_limited' ? 429 : code === 'payload_too_large' ? 413 : failure ? 500 : 400;
  return data({ enquiry: answer }, { status });
}
