import { type ChangeEvent, type FocusEvent, type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslations } from '../platform/i18n/use-translations.ts';
import type { FormErrors, FormMessage } from './form-errors.ts';
import { focusFirstError } from './form-errors.ts';
import type { TextFieldOf } from './form-values.ts';

/** What a form holds: each field's text or yes/no, and in a form that holds its values, a picked file. */
type Fields = Record<string, unknown>;

/** What a page's action answers when it refused a post: the errors and the typed values to show again. */
export interface FormAnswer<Values extends Fields> {
  readonly errors: FormErrors;
  /** What was typed, without passwords, so a page rendered after a post without scripts keeps it. */
  readonly values: Partial<Values>;
}

export interface UseFormOptions<Values extends Fields> {
  /** What the page's action answered to the last post, when it refused it. */
  readonly answer?: FormAnswer<Values> | undefined;
  /**
   * The form's own check, the one its action runs first (the domain schema of the body, as `formErrorsOf`
   * reads it): with it the browser shows a field's error once the field is left, and a submit with errors
   * stays on the page. Without it the action's answer is the only check. It reads the `fields` named here.
   * A check whose schema is loaded when it is first needed answers with a promise: a form that sends itself
   * waits for it; a page's post does not, and leaves the check to its action.
   */
  readonly check?: {
    readonly fields: readonly (keyof Values & string)[];
    run(values: Values): FormErrors | Promise<FormErrors>;
  };
  /**
   * For a form that only exists with the page's script (a dialog of the back office): sends what the check
   * accepted itself, through the API, instead of posting the page; the errors it answers are shown like an
   * action's answer. Forms of a page post to its action instead, so they work before the script has loaded.
   */
  readonly send?: (values: Values) => Promise<FormErrors | undefined>;
  /**
   * For a form that holds its values while it is filled in rather than leaving them in its fields: steps whose
   * fields come and go, picked files, values that script sets. Its fields are controlled (`field` gives `value`
   * and `onChange`, `setValue` sets any), and once one is touched every change is checked again.
   */
  readonly initialValues?: Values;
  /**
   * A form in steps: the fields of each, in order. A submit on any step but the last checks that step's fields
   * and goes on to the next; a submit the check refuses goes to the first step with an error. A move between
   * steps brings the focus to the new step's `[data-step-start]` (its heading).
   */
  readonly steps?: readonly (readonly (keyof Values & string)[])[];
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

/** Reads a check's finding as soon as it is there: at once from a check that has its schema, else when loaded. */
function whenChecked(found: FormErrors | Promise<FormErrors>, then: (errors: FormErrors) => void): void {
  if (found instanceof Promise) void found.then(then);
  else then(found);
}

/**
 * The one way a form of this site shows its errors (ADR 0050). Errors come from the page action's answer to a
 * post (with or without the page's script, the server's check is the one that counts) and, where the form
 * brings its check, from the same check in the browser. A field's error shows under it once it is touched:
 * left, typed in after an answer, or sent; typing in a field clears the answer's error of that field and only
 * that one. What matches no field is the form's message. A new answer, or a submit the check refused, brings
 * the focus to the first field with an error.
 */
export function useForm<Values extends Fields>({
  answer: pageAnswer,
  check,
  send,
  initialValues,
  steps,
}: UseFormOptions<Values> = {}) {
  const account = useTranslations('account');
  const validation = useTranslations('validation');
  const form = useRef<HTMLFormElement>(null);
  /** The errors `send` answered, which stand for the action's answer in a form that sends itself. */
  const [sentAnswer, setSentAnswer] = useState<FormAnswer<Values> | undefined>();
  const [sending, setSending] = useState(false);
  // A second submit while the first is checked or sent does nothing: read before React has rendered again.
  const sendingNow = useRef(false);
  const answer = sentAnswer ?? pageAnswer;
  const [state, setState] = useState<FormViewState>(() => freshState(answer));
  // A new answer starts afresh: reset while rendering, so the answer's errors are on the page when the
  // effect below looks for the first of them.
  const current = state.answer === answer ? state : freshState(answer);
  if (current !== state) setState(current);
  const { touched, edited, checked, refusedHere } = current;
  const update = (change: Partial<FormViewState>) => setState((previous) => ({ ...previous, ...change }));
  // A form that holds its values: they are read from here, the latest at once (a prefill may follow a change).
  const controlled = initialValues !== undefined;
  const [values, setValuesState] = useState(initialValues);
  const latestValues = useRef(initialValues);
  /** What is wrong with a value that the value cannot show (a picked file that could not be read). */
  const [problems, setProblems] = useState<Partial<Record<string, string>>>({});
  const [step, setStep] = useState(0);
  /** Counts the moves between steps, each of which brings the focus to the new step's start. */
  const [stepMoves, setStepMoves] = useState(0);
  /** Counts the runs of the check, so the finding of an earlier run that ends later is not shown. */
  const checkRuns = useRef(0);

  useEffect(() => {
    if (answer) focusFirstError(form.current);
  }, [answer]);

  useEffect(() => {
    if (current.focusRequest > 0) focusFirstError(form.current);
  }, [current.focusRequest]);

  useEffect(() => {
    if (stepMoves > 0) form.current?.querySelector<HTMLElement>('[data-step-start]')?.focus();
  }, [stepMoves]);

  function readValues(submitter?: HTMLElement | null): Values {
    if (latestValues.current) return latestValues.current;
    const posted = form.current ? new FormData(form.current, submitter) : new FormData();
    const fields = check?.fields ?? [...new Set(posted.keys())];
    return Object.fromEntries(
      fields.map((name) => {
        const value = posted.get(name);
        return [name, typeof value === 'string' ? value : ''];
      }),
    ) as Values;
  }

  function checkAgain(checkedValues: Values = readValues()) {
    if (!check) return;
    const run = ++checkRuns.current;
    whenChecked(check.run(checkedValues), (found) => {
      if (run === checkRuns.current) update({ checked: found });
    });
  }

  const text = (message: FormMessage | undefined) =>
    message ? (message.page === 'account' ? account : validation)(message.key, message.values) : undefined;

  function fieldError(name: string): string | undefined {
    if (problems[name]) return problems[name];
    if (checked && touched.has(name)) return text(checked.fields[name]);
    if (edited.has(name)) return undefined;
    return text(answer?.errors.fields[name]);
  }

  /** Some field among `names` has an error in `found`, or a problem of its value. */
  const failing = (found: FormErrors, names: readonly string[]) =>
    names.some((name) => found.fields[name] || problems[name]);

  function onInput(name: string) {
    return () => {
      const followed = check && touched.has(name);
      if (edited.has(name) && !followed) return;
      // Once a field was left, its message follows what is typed, so it goes away as soon as it is right.
      update({ edited: new Set(edited).add(name) });
      if (followed) checkAgain();
    };
  }

  /** Sets the values of a form that holds them (`initialValues`); each change is checked again. */
  function setValues(change: (previous: Values) => Values) {
    const next = change(latestValues.current as Values);
    latestValues.current = next;
    setValuesState(next);
    checkAgain(next);
  }

  /**
   * Sets one value, as the person gave it; `problem` is what is wrong with what they gave that the value
   * cannot show (a file that could not be read, so there is no value), said under the field until its next value.
   */
  function setValue<Name extends keyof Values & string>(name: Name, value: Values[Name], problem?: string) {
    setState((previous) => ({ ...previous, edited: new Set(previous.edited).add(name) }));
    setProblems((previous) => ({ ...previous, [name]: problem }));
    setValues((previous) => ({ ...previous, [name]: value }));
  }

  /** The field was left or given a value that is complete at once (a box ticked, a file picked). */
  function touch(name: string) {
    if (!check) return;
    setState((previous) => ({ ...previous, touched: new Set(previous.touched).add(name) }));
    checkAgain();
  }

  function onBlur(name: string) {
    return (event: FocusEvent<HTMLElement>) => {
      // Leaving a field for the form's own submit button: the submit checks everything at once. A message
      // shown here would move the button away under the pointer before the click lands.
      const next = event.relatedTarget;
      if (next instanceof HTMLElement && next.matches('[type="submit"]') && form.current?.contains(next))
        return;
      touch(name);
    };
  }

  /** Shows what the check of a submit found; true when it refused. A form in steps goes to the first failing. */
  function refuse(found: FormErrors): boolean {
    const refused = found.form !== undefined || failing(found, check?.fields ?? []);
    checkRuns.current++;
    setState((previous) => ({
      ...previous,
      touched: new Set(check?.fields),
      checked: found,
      refusedHere: refused,
      focusRequest: previous.focusRequest + (refused ? 1 : 0),
    }));
    const failingStep = steps?.findIndex((fields) => failing(found, fields)) ?? -1;
    if (failingStep >= 0) setStep(failingStep);
    return refused;
  }

  /** Checks the fields of the current step and goes on to the next when they are right. */
  function next(stepValues: Values) {
    const fields = steps?.[step] ?? [];
    const run = ++checkRuns.current;
    const goOn = (found: FormErrors) => {
      if (run !== checkRuns.current) return;
      const refused = failing(found, fields);
      setState((previous) => ({
        ...previous,
        touched: new Set([...previous.touched, ...fields]),
        checked: found,
        focusRequest: previous.focusRequest + (refused ? 1 : 0),
      }));
      if (refused) return;
      setStep(step + 1);
      setStepMoves((moves) => moves + 1);
    };
    whenChecked(check?.run(stepValues) ?? NO_ERRORS, goOn);
  }

  function back() {
    setStep((previous) => Math.max(0, previous - 1));
    setStepMoves((moves) => moves + 1);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    // The button that sent the form may carry a value of its own (the back office's decisions).
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const submitted = readValues(submitter);
    if (steps && step < steps.length - 1) {
      event.preventDefault();
      next(submitted);
      return;
    }
    if (send) {
      event.preventDefault();
      if (!sendingNow.current) void checkAndSend(submitted);
      return;
    }
    if (!check) return;
    const found = check.run(submitted);
    // The router's <Form> and the browser both leave a prevented submit alone: nothing is sent.
    if (!(found instanceof Promise) && refuse(found)) event.preventDefault();
  }

  async function checkAndSend(sent: Values) {
    sendingNow.current = true;
    setSending(true);
    try {
      if (check && refuse(await check.run(sent))) return;
      const errors = await send?.(sent);
      // Typed values stay in the fields (they are not rendered again), so the answer carries none.
      setSentAnswer(errors ? { errors, values: {} } : undefined);
    } finally {
      sendingNow.current = false;
      setSending(false);
    }
  }

  const formMessage = refusedHere ? checked?.form : answer?.errors.form;

  return {
    /** For the form element: its ref and its submit handler. */
    formProps: { ref: form, onSubmit, noValidate: true },
    formError: text(formMessage) ?? null,
    /** The check or `send` of a submit is under way (a form that posts reads the router's navigation instead). */
    sending,
    fieldError,
    onInput,
    onBlur,
    touch,
    /** What a form that holds its values (`initialValues`) holds. */
    values: values as Values,
    setValue,
    setValues,
    /** The step a form in steps is on (0 for the first), and the move back; a submit moves on. */
    step,
    back,
    /** The props of a text field: its name, its value or what was typed before the last answer, handlers, error. */
    field(name: TextFieldOf<Values>) {
      const handlers = { name, onBlur: onBlur(name), error: fieldError(name) };
      if (!controlled)
        return {
          ...handlers,
          defaultValue: answer?.values[name] as string | undefined,
          onInput: onInput(name),
        };
      return {
        ...handlers,
        value: String(values?.[name] ?? ''),
        onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) =>
          setValue(name, event.target.value as Values[typeof name]),
      };
    },
  };
}

export type FormState = ReturnType<typeof useForm>;
