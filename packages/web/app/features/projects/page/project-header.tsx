import { formatDisplayDate } from '@airshop/domain/commerce/delivery-date';
import {
  PROJECT_LEADER_MAX,
  PROJECT_NAME_MAX,
  PROJECT_NOTES_MAX,
} from '@airshop/domain/commerce/project-limits';
import { intlTag, type Locale } from '@airshop/domain/i18n/locales';
import { type FormEvent, useId, useState } from 'react';
import { useTranslations } from '../../../platform/i18n/use-translations.ts';
import { Button } from '../../../ui/button.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { refreshProjectSelector } from '../projects-store.ts';
import styles from './project-page.module.css';
import { projectPageApi } from './project-page-api.ts';
import type { ProjectEditor } from './use-project-editor.ts';

/**
 * The project's header (issue 17 point 2): name, leader, notes and last change, shown as text; "Edit" turns it
 * into a form (name 1–100, leader ≤ 100, notes ≤ 2000, the server's limits) that saves with PATCH and 'saved'.
 * Escape or Cancel goes back without saving; focus returns to the Edit button.
 */
export function ProjectHeader({ editor, locale }: { editor: ProjectEditor; locale: Locale }) {
  const t = useTranslations('projects');
  const { project, busy, run } = editor;
  const [editing, setEditing] = useState(false);
  const [nameError, setNameError] = useState<string | undefined>();
  const editId = useId();
  const notesId = useId();

  function close() {
    setEditing(false);
    setNameError(undefined);
    requestAnimationFrame(() => document.getElementById(editId)?.focus());
  }

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const Name = String(form.get('name') ?? '').trim();
    if (!Name) {
      setNameError(t('header/nameRequired'));
      return;
    }
    const saved = await run(
      'header',
      () =>
        projectPageApi.update(project.Id, {
          Name,
          Leader: String(form.get('leader') ?? ''),
          Notes: String(form.get('notes') ?? ''),
        }),
      { saved: true },
    );
    if (saved) {
      void refreshProjectSelector();
      close();
    }
  }

  return (
    <section className={styles.header} aria-labelledby="project-title">
      {editing ? (
        <form
          className={styles.headerForm}
          onSubmit={(event) => void save(event)}
          onKeyDown={(event) => {
            if (event.key === 'Escape') close();
          }}
          aria-label={t('header/editLabel')}
        >
          <h1 id="project-title" className={styles.title}>
            {project.Name}
          </h1>
          <TextField
            label={t('header/name')}
            name="name"
            defaultValue={project.Name}
            maxLength={PROJECT_NAME_MAX}
            required
            error={nameError}
            autoFocus
          />
          <TextField
            label={t('header/leader')}
            name="leader"
            defaultValue={project.Leader ?? ''}
            maxLength={PROJECT_LEADER_MAX}
          />
          <div className={styles.note}>
            <label htmlFor={notesId} className={styles.fieldLabel}>
              {t('header/notes')}
            </label>
            <textarea
              id={notesId}
              name="notes"
              defaultValue={project.Notes ?? ''}
              maxLength={PROJECT_NOTES_MAX}
            />
          </div>
          <div className={styles.formButtons}>
            <Button type="submit" loading={busy === 'header'}>
              {t('header/save')}
            </Button>
            <Button type="button" variant="secondary" onClick={close}>
              {t('header/cancel')}
            </Button>
          </div>
        </form>
      ) : (
        <>
          <div className={styles.headerTop}>
            <h1 id="project-title" className={styles.title}>
              {project.Name}
            </h1>
            <Button id={editId} variant="secondary" size="sm" onClick={() => setEditing(true)}>
              {t('header/edit')}
            </Button>
          </div>
          <dl className={styles.facts}>
            <div>
              <dt>{t('header/leader')}</dt>
              <dd>{project.Leader ?? '–'}</dd>
            </div>
            <div>
              <dt>{t('header/modified')}</dt>
              <dd>{formatDisplayDate(project.Modified.slice(0, 10), intlTag(locale))}</dd>
            </div>
            <div>
              <dt>{t('header/notes')}</dt>
              <dd>{project.Notes ?? t('header/noNotes')}</dd>
            </div>
          </dl>
        </>
      )}
    </section>
  );
}
