import { useState } from 'react';
import { useTranslations } from '../../platform/i18n/use-translations.ts';
import { randomUuid } from '../../platform/random-uuid.ts';
import { Button } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { Icon } from '../../ui/icon.tsx';
import { useSnackbar } from '../../ui/snackbar-provider.tsx';
import { NEW_PROJECT_ID } from './add-to-project.ts';
import styles from './copy-to-project.module.css';
import { putProjectItems } from './projects-api.ts';
import { openProjectPanel, refreshProjectSelector, useProjectsState } from './projects-store.ts';

export interface CopiedLine {
  readonly Code: string;
  readonly Quantity: number;
  readonly Note: string | null;
}

/**
 * "Copy to a project" on the cart page (shop.md §4 "Bulk add", issue 17 point 2): the buyer picks one of the
 * company's projects or a new one, and every line goes there in one PUT portal/Projects/{id}/Items/Bulk (id 0
 * makes the project first). Success says 'copied' and opens the project panel; a failure says the project page's
 * 'error'. Shown only once the project selector is in: for buyers of a market whose web shop is on (§4).
 */
export function CopyToProject({ lines }: { lines: readonly CopiedLine[] }) {
  const t = useTranslations('shared');
  const snackbar = useSnackbar();
  const { selector, selectorStatus } = useProjectsState();
  const [open, setOpen] = useState(false);
  const [choice, setChoice] = useState(String(NEW_PROJECT_ID));
  const [busy, setBusy] = useState(false);

  if (selectorStatus !== 'ready' || !selector || lines.length === 0) return null;

  async function copy() {
    setBusy(true);
    try {
      const answer = await putProjectItems(
        Number(choice),
        lines.map((line) => ({
          Code: line.Code,
          Quantity: line.Quantity,
          ...(line.Note ? { Note: line.Note } : {}),
        })),
        randomUuid(),
      );
      if (answer.Status === 'error' || answer.ProjectId === null) {
        snackbar.show({ type: 'error', message: t('projects/copy/error'), long: true });
        return;
      }
      setOpen(false);
      snackbar.show({
        type: 'success',
        message:
          answer.Status === 'success'
            ? t('projects/copy/copied', { count: answer.Added })
            : t('projects/copy/copiedSome', { count: answer.Added, refused: answer.Errors.length }),
        long: answer.Status !== 'success',
      });
      openProjectPanel(answer.ProjectId);
    } catch {
      snackbar.show({ type: 'error', message: t('projects/copy/error'), long: true });
    } finally {
      setBusy(false);
      // A project may have been made even when the copy failed later on.
      void refreshProjectSelector();
    }
  }

  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        icon={<Icon name="folder" size={16} />}
        onClick={() => {
          setChoice(String(selector[0]?.Id ?? NEW_PROJECT_ID));
          setOpen(true);
        }}
      >
        {t('projects/copy/button')}
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={t('projects/copy/title')}
        closeLabel={t('projects/copy/cancel')}
        footer={
          <div className={styles.actions}>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              {t('projects/copy/cancel')}
            </Button>
            <Button loading={busy} onClick={() => void copy()}>
              {t('projects/copy/submit')}
            </Button>
          </div>
        }
      >
        <p className={styles.text}>{t('projects/copy/text', { count: lines.length })}</p>
        <fieldset className={styles.choices}>
          <legend>{t('projects/copy/which')}</legend>
          {selector.map((project) => (
            <label key={project.Id} className={styles.choice}>
              <input
                type="radio"
                name="copy-to-project"
                value={project.Id}
                checked={choice === String(project.Id)}
                onChange={() => setChoice(String(project.Id))}
              />
              <span>{project.Name}</span>
            </label>
          ))}
          <label className={styles.choice}>
            <input
              type="radio"
              name="copy-to-project"
              value={NEW_PROJECT_ID}
              checked={choice === String(NEW_PROJECT_ID)}
              onChange={() => setChoice(String(NEW_PROJECT_ID))}
            />
            <span>{t('projects/copy/new')}</span>
          </label>
        </fieldset>
      </Dialog>
    </>
  );
}
