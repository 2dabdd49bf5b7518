import { useTranslations } from '../../../platform/i18n/use-translations.ts';
import { NoteField } from '../../../ui/note-field.tsx';

/** A cart line's note in the cart page's words (ui/note-field.tsx). */
export function LineNote(props: {
  note: string | null;
  busy: boolean;
  disabled: boolean;
  onSave(note: string | null): void;
}) {
  const t = useTranslations('cart');
  return (
    <NoteField
      {...props}
      label={t('line/note')}
      counter={(count, max) => t('line/noteCounter', { count, max })}
    />
  );
}
