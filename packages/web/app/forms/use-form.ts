import { type FocusEvent, type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslations } from '../platform/i18n/use-translations.ts';
import type { FormErrors, FormMessage } from './form-errors.ts';
import { focusFirstError } from './form-errors.ts';

/** What a page's action answers when it refused a post: the errors and the typed values to show again. */
export interface FormAnswer<Values extends Record<string, string>> {
  readonly errors: FormErrors;
  /** What was typed, without passwords, so a page rendered after a post without scripts keeps it. */
  readonly values: Partial<Values>;
}

export interface UseFormOptions<Values extends Record<string, string>> {
  /** What the page's action answered to the last post, when it refused it. */
  readonly answer?: FormAnswer<Values> | undefined;
  /**
   * The form's own check, the one its action runs first (the domain schema of the body, as `formErrorsOf`
   * reads it): with it the browser shows a field's error once the field is left, and a submit with errors
   * stays on the page. Without it the action's answer is the only check. It reads the `fields` named here.
   */
  readonly check?: { readonly fields: readonly (keyof Values & string)[]; run(values: Values): FormErrors };
  /**
   * For a form that only exists with the page's script (a dialog of the back office): sends what the check
   * accepted itself, through the API, instead of posting the page; the errors it answers are shown like an
   * action's answer. Forms of a page post to its action instead, so they work before the script has loaded.
   */
  readonly send?: (values: Values) => Promise<FormErrors | undefined>;
}

const NO_ERRORS: FormErrors = { fields: {} };

interface FormViewState {
  /** The action's answer this state belongs to. */
  readonly answer: unknown;
  /** Fields left or sent since the last answer: the browser check's errors show under these. */
  readonly touched: ReadonlySet<string>;
  /** Fields typed in since the last answer: the answer's error no longer speaks about what they hold. */
  readonly edited: ReadonlySet<string>;
  /** The browser check's last finding, once it ran. */
  readonly checked: FormErrors | null;
  /** The browser check refused a submit: its form message replaces the answer's. */
  readonly refusedHere: boolean;
  /** Counts the refused submits, each of which brings the focus to the first field with an error. */
  readonly focusRequest: number;
}

function freshState(answer: unknown): FormViewState {
  return {
    answer,
    touched: new Set(),
    edited: new Set(),
    checked: null,
    refusedHere: false,
    focusRequest: 0,
  };
}

function hasErrors(errors: FormErrors): boolean {
  return errors.form !== undefined || Object.values(errors.fields).some(Boolean);
}

/**
 * The one way a form of this site shows its errors (ADR 0050). Errors come from the page action's answer to a
 * post (with or without the page's script, the server's check is the one that counts) and, where the form
 * brings its check, from the same check in the browser. A field's error shows under it once it is touched:
 * left, typed in after an answer, or sent; typing in a field clears the answer's error of that field and only
 * that one. What matches no field is the form's message. A new answer, or a submit the check refused, brings
 * the focus to the first field with an error.
 */
export function useForm<Values extends Record<string, string>>({
  answer: pageAnswer,
  check,
  send,
}: UseFormOptions<Values> = {}) {
  const account = useTranslations('account');
  const validation = useTranslations('validation');
  const form = useRef<HTMLFormElement>(null);
  /** The errors `send` answered, which stand for the action's answer in a form that sends itself. */
  const [sentAnswer, setSentAnswer] = useState<FormAnswer<Values> | undefined>();
  const [sending, setSending] = useState(false);
  const answer = sentAnswer ?? pageAnswer;
  const [state, setState] = useState<FormViewState>(() => freshState(answer));
  // A new answer starts afresh: reset while rendering, so the answer's errors are on the page when the
  // effect below looks for the first of them.
  const current = state.answer === answer ? state : freshState(answer);
  if (current !== state) setState(current);
  const { touched, edited, checked, refusedHere } = current;
  const update = (change: Partial<FormViewState>) => setState((previous) => ({ ...previous, ...change }));

  useEffect(() => {
    if (answer) focusFirstError(form.current);
  }, [answer]);

  useEffect(() => {
    if (current.focusRequest > 0) focusFirstError(form.current);
  }, [current.focusRequest]);

  const readValues = useCallback(
    (submitter?: HTMLElement | null): Values => {
      const posted = form.current ? new FormData(form.current, submitter) : new FormData();
      const fields = check?.fields ?? [...new Set(posted.keys())];
      return Object.fromEntries(
        fields.map((name) => {
          const value = posted.get(name);
          return [name, typeof value === 'string' ? value : ''];
        }),
      ) as Values;
    },
    [check],
  );

  const runCheck = useCallback((): FormErrors => {
    if (!check || !form.current) return NO_ERRORS;
    return check.run(readValues());
  }, [check, readValues]);

  const text = (message: FormMessage | undefined) =>
    message ? (message.page === 'account' ? account : validation)(message.key, message.values) : undefined;

  function fieldError(name: string): string | undefined {
    if (checked && touched.has(name)) return text(checked.fields[name]);
    if (edited.has(name)) return undefined;
    return text(answer?.errors.fields[name]);
  }

  function onInput(name: string) {
    return () => {
      const followed = check && touched.has(name);
      if (edited.has(name) && !followed) return;
      // Once a field was left, its message follows what is typed, so it goes away as soon as it is right.
      update({ edited: new Set(edited).add(name), ...(followed ? { checked: runCheck() } : {}) });
    };
  }

  function onBlur(name: string) {
    return (event: FocusEvent<HTMLElement>) => {
      if (!check) return;
      // Leaving a field for the form's own submit button: the submit checks everything at once. A message
      // shown here would move the button away under the pointer before the click lands.
      const next = event.relatedTarget;
      if (next instanceof HTMLElement && next.matches('[type="submit"]') && form.current?.contains(next))
        return;
      update({ touched: new Set(touched).add(name), checked: runCheck() });
    };
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    // The button that sent the form may carry a value of its own (the back office's decisions).
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    if (send) {
      event.preventDefault();
      if (sending) return;
    }
    const values = readValues(submitter);
    if (!check) {
      if (send) void sendValues(values);
      return;
    }
    const found = check.run(values);
    const refused = hasErrors(found);
    update({
      touched: new Set(check.fields),
      checked: found,
      refusedHere: refused,
      focusRequest: current.focusRequest + (refused ? 1 : 0),
    });
    // The router's <Form> and the browser both leave a prevented submit alone: nothing is sent.
    if (refused) event.preventDefault();
    else if (send) void sendValues(values);
  }

  async function sendValues(values: Values) {
    setSending(true);
    try {
      const errors = await send?.(values);
      // Typed values stay in the fields (they are not rendered again), so the answer carries none.
      setSentAnswer(errors ? { errors, values: {} } : undefined);
    } finally {
      setSending(false);
    }
  }

  const formMessage = refusedHere ? checked?.form : answer?.errors.form;

  return {
    /** For the form element: its ref and its submit handler. */
    formProps: { ref: form, onSubmit, noValidate: true },
    formError: text(formMessage) ?? null,
    /** `send` is under way (a form that posts to its action reads the router's navigation instead). */
    sending,
    fieldError,
    onInput,
    onBlur,
    /** The props of a text field: its name, what was typed before the last answer, its handlers and error. */
    field(name: keyof Values & string) {
      return {
        name,
        defaultValue: answer?.values[name],
        onInput: onInput(name),
        onBlur: onBlur(name),
        error: fieldError(name),
      };
    },
  };
}

export type FormState = ReturnType<typeof useForm>;
