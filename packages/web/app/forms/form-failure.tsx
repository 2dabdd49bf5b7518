import { Notice } from '../ui/notice.tsx';

/** What went wrong with the form as a whole rather than with one field; an alert, so it is read out at once. */
export function FormFailure({ message }: { message: string | null }) {
  return message ? (
    <Notice tone="error" role="alert">
      {message}
    </Notice>
  ) : null;
}
