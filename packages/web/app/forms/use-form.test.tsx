import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { withTranslations } from '../testing/with-translations.tsx';
import { TextField } from '../ui/text-field.tsx';
import type { FormErrors } from './form-errors.ts';
import { FormFailure } from './form-failure.tsx';
import { type FormAnswer, useForm } from './use-form.ts';

afterEach(cleanup);

type Values = { Name: string; Email: string };
const FIELDS = ['Name', 'Email'] as const;

/** A check like a schema's: both required, the e-mail must have an @, and a name "x" is refused as a whole. */
function run(values: Values): FormErrors {
  const fields: FormErrors['fields'] = {};
  if (!values.Name) fields.Name = { page: 'validation', key: 'required' };
  if (!values.Email) fields.Email = { page: 'validation', key: 'required' };
  else if (!values.Email.includes('@')) fields.Email = { page: 'validation', key: 'email' };
  const form = values.Name === 'x' ? { page: 'validation' as const, key: 'formInvalid' } : undefined;
  return form ? { fields, form } : { fields };
}

function TestForm({
  answer,
  withCheck = true,
  onSend,
}: {
  answer?: FormAnswer<Values>;
  withCheck?: boolean;
  onSend: (values: FormData) => void;
}) {
  const form = useForm<Values>({ answer, check: withCheck ? { fields: FIELDS, run } : undefined });
  return (
    <form
      {...form.formProps}
      onSubmit={(event) => {
        form.formProps.onSubmit(event);
        if (!event.defaultPrevented) {
          event.preventDefault();
          onSend(new FormData(event.currentTarget));
        }
      }}
    >
      <FormFailure message={form.formError} />
      <TextField label="Name" {...form.field('Name')} />
      <TextField label="E-mail" {...form.field('Email')} />
      <button type="submit">Send</button>
    </form>
  );
}

function renderForm(props: Partial<Parameters<typeof TestForm>[0]> = {}) {
  const onSend = vi.fn();
  const view = render(withTranslations(['validation', 'account'], <TestForm onSend={onSend} {...props} />));
  return { onSend, view };
}

describe('useForm with its check in the browser', () => {
  it('shows a field’s error only once the field is left, under that field alone', async () => {
    const user = userEvent.setup();
    renderForm();
    const name = screen.getByLabelText('Name');
    expect(name.getAttribute('aria-invalid')).toBeNull();
    await user.click(name);
    await user.tab();
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('field is required')).toBeTruthy();
    // The e-mail field was passed through (focused by tab) but not left: nothing under it yet.
    expect(screen.getByLabelText('E-mail').getAttribute('aria-invalid')).toBeNull();
  });

  it('shows nothing when a field is left for the submit button, so the button does not move under the pointer', async () => {
    const user = userEvent.setup();
    renderForm();
    const name = screen.getByLabelText('Name');
    await user.click(name);
    // Pressed, not yet released: the field has lost the focus to the button, and the click has not landed.
    await user.pointer({ keys: '[MouseLeft>]', target: screen.getByRole('button', { name: 'Send' }) });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Send' }));
    expect(name.getAttribute('aria-invalid')).toBeNull();
  });

  it('follows what is typed in a field once it was left, so the message goes as soon as it is right', async () => {
    const user = userEvent.setup();
    renderForm();
    const email = screen.getByLabelText('E-mail');
    await user.type(email, 'ann');
    await user.click(screen.getByLabelText('Name'));
    expect(screen.getByText('field must be email')).toBeTruthy();
    await user.click(email);
    await user.type(email, '@example.com');
    expect(screen.queryByText('field must be email')).toBeNull();
    expect(email.getAttribute('aria-invalid')).toBeNull();
  });

  it('keeps a refused submit on the page, marks every field and moves the focus to the first', async () => {
    const user = userEvent.setup();
    const { onSend } = renderForm();
    await user.type(screen.getByLabelText('E-mail'), 'ann@example.com');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSend).not.toHaveBeenCalled();
    const name = screen.getByLabelText('Name');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(name);
    expect(screen.getByLabelText('E-mail').getAttribute('aria-invalid')).toBeNull();
  });

  it('says what matches no field at the top of the form, as an alert', async () => {
    const user = userEvent.setup();
    const { onSend } = renderForm();
    await user.type(screen.getByLabelText('Name'), 'x');
    await user.type(screen.getByLabelText('E-mail'), 'ann@example.com');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSend).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe(
      'Some details were not accepted. Check the form and try again.',
    );
  });

  it('sends a form its check accepts', async () => {
    const user = userEvent.setup();
    const { onSend } = renderForm();
    await user.type(screen.getByLabelText('Name'), 'Ann');
    await user.type(screen.getByLabelText('E-mail'), 'ann@example.com');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSend).toHaveBeenCalledTimes(1);
    const sent = onSend.mock.calls[0]?.[0] as FormData;
    expect(Object.fromEntries(sent)).toEqual({ Name: 'Ann', Email: 'ann@example.com' });
  });
});

describe('useForm with the action’s answer', () => {
  const answer: FormAnswer<Values> = {
    errors: {
      fields: { Name: { page: 'validation', key: 'required' }, Email: { page: 'validation', key: 'email' } },
      form: { page: 'account', key: 'signIn/failed' },
    },
    values: { Email: 'ann' },
  };

  it('shows the answer’s errors and what was typed, and brings the focus to the first field with an error', () => {
    renderForm({ answer, withCheck: false });
    expect(screen.getByRole('alert').textContent).toBe('The e-mail address or the password is not correct.');
    expect(screen.getByText('field is required')).toBeTruthy();
    expect(screen.getByText('field must be email')).toBeTruthy();
    expect((screen.getByLabelText('E-mail') as HTMLInputElement).value).toBe('ann');
    expect(document.activeElement).toBe(screen.getByLabelText('Name'));
  });

  it('clears the error of the field typed in, and only that one', async () => {
    const user = userEvent.setup();
    renderForm({ answer, withCheck: false });
    await user.type(screen.getByLabelText('E-mail'), '@example.com');
    expect(screen.queryByText('field must be email')).toBeNull();
    expect(screen.getByText('field is required')).toBeTruthy();
  });

  it('without a check in the browser, leaves every post to the action', async () => {
    const user = userEvent.setup();
    const { onSend } = renderForm({ withCheck: false });
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSend).toHaveBeenCalledTimes(1);
  });
});

type StepValues = { Name: string; Email: string; Photo: File | undefined };

/** Two steps, a picked file and a check whose schema comes later (a promise), as the enquiry wizard has them. */
function SteppedForm({ onSend }: { onSend: (values: StepValues) => void }) {
  const form = useForm<StepValues>({
    initialValues: { Name: '', Email: '', Photo: undefined },
    steps: [['Name', 'Photo'], ['Email']],
    check: {
      fields: ['Name', 'Photo', 'Email'],
      run: async (values) => {
        const found = run({ Name: values.Name, Email: values.Email });
        if (!values.Email.endsWith('@example.org')) return found;
        return { fields: { ...found.fields, Name: { page: 'validation', key: 'invalid' } } };
      },
    },
    send: async (values) => {
      onSend(values);
      return undefined;
    },
  });
  return (
    <form {...form.formProps}>
      <FormFailure message={form.formError} />
      <h2 tabIndex={-1} data-step-start>
        Step {form.step + 1}
      </h2>
      {form.step === 0 ? (
        <>
          <TextField label="Name" {...form.field('Name')} />
          <TextField
            label="Photo"
            type="file"
            error={form.fieldError('Photo')}
            onChange={(event) => {
              const file = event.target.files?.[0];
              form.setValue('Photo', undefined, file?.type === 'image/png' ? undefined : 'not a PNG');
              if (file?.type === 'image/png') form.setValue('Photo', file);
            }}
          />
        </>
      ) : (
        <>
          <TextField label="E-mail" {...form.field('Email')} />
          <button type="button" onClick={form.back}>
            Back
          </button>
        </>
      )}
      <button type="submit">{form.step === 0 ? 'Next' : 'Send'}</button>
    </form>
  );
}

function renderStepped() {
  const onSend = vi.fn();
  render(withTranslations(['validation', 'account'], <SteppedForm onSend={onSend} />));
  return { onSend, user: userEvent.setup() };
}

describe('useForm holding its values, in steps, with a check that loads', () => {
  it('checks only the step’s fields on Next, and moves on with the focus on the new step’s start', async () => {
    const { user } = renderStepped();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Name')));
    expect(screen.getByText('field is required')).toBeTruthy();
    await user.type(screen.getByLabelText('Name'), 'Ann');
    // The message follows the typing once the field was checked.
    await waitFor(() => expect(screen.queryByText('field is required')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Step 2' })));
    // The e-mail of step 2 is empty, and says nothing until it is touched.
    expect(screen.getByLabelText('E-mail').getAttribute('aria-invalid')).toBeNull();
  });

  it('keeps the values of a step that is gone, and shows a picked file’s problem under its field', async () => {
    const { user } = renderStepped();
    await user.upload(screen.getByLabelText('Photo'), new File(['x'], 'notes.txt', { type: 'text/plain' }));
    expect(screen.getByText('not a PNG')).toBeTruthy();
    await user.type(screen.getByLabelText('Name'), 'Ann');
    // A problem of a value keeps the step from moving on.
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Photo')));
    await user.upload(screen.getByLabelText('Photo'), new File(['x'], 'plate.png', { type: 'image/png' }));
    expect(screen.queryByText('not a PNG')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('heading', { name: 'Step 2' });
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Ann');
  });

  it('sends what the check accepted, values and file, once the last step is right', async () => {
    const { user, onSend } = renderStepped();
    await user.type(screen.getByLabelText('Name'), 'Ann');
    const photo = new File(['x'], 'plate.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Photo'), photo);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.type(await screen.findByLabelText('E-mail'), 'ann');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.getByText('field must be email')).toBeTruthy());
    expect(onSend).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('E-mail'), '@example.com');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onSend).toHaveBeenCalledTimes(1));
    expect(onSend.mock.calls[0]?.[0]).toEqual({ Name: 'Ann', Email: 'ann@example.com', Photo: photo });
  });

  it('goes back to the first step with an error when a submit is refused there, with the focus on it', async () => {
    const { user, onSend } = renderStepped();
    await user.type(screen.getByLabelText('Name'), 'Ann');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    // A rule across the steps (like the enquiry's "Other" type): this address refuses the name of step 1.
    await user.type(await screen.findByLabelText('E-mail'), 'ann@example.org');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Name')));
    expect(screen.getByText('field is not valid')).toBeTruthy();
    expect(onSend).not.toHaveBeenCalled();
  });
});
