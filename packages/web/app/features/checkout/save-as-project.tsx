import { formatPrice } from '@airshop/domain/commerce/price-math';
import type { ProjectDetail } from '@airshop/domain/commerce/projects';
import { intlTag, type Locale } from '@airshop/domain/i18n/locales';
import { useState } from 'react';
import { useTranslations } from '../../platform/i18n/use-translations.ts';
import { randomUuid } from '../../platform/random-uuid.ts';
import { usePageLink } from '../../platform/use-link.ts';
import { Button } from '../../ui/button.tsx';
import { ButtonLink } from '../../ui/button-link.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { Icon } from '../../ui/icon.tsx';
import { useSnackbar } from '../../ui/snackbar-provider.tsx';
import { fetchProjectDetail, openProjectPanel } from '../projects/index.ts';
import styles from './checkout.module.css';
import { checkoutApi } from './checkout-api.ts';

/**
 * "Save as project" (shop.md §4): POST Carts/Default/ToProject, then the new project's detail, then the
 * order-saved modal (§2) with the project and a way to it: its page when this build has one (the project-detail
 * link with projectId, §2), else the header's project panel, as the project widget opens it. The cart stays.
 */
export function SaveAsProject({ locale, disabled }: { locale: Locale; disabled: boolean }) {
  const t = useTranslations('checkout');
  const shared = useTranslations('shared');
  const snackbar = useSnackbar();
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState<ProjectDetail | undefined>();
  const detailPage = usePageLink('MyAirshop/ProjectDetail');

  async function save() {
    setBusy(true);
    try {
      // One key per press: a retry of this press makes one project, a later press another on purpose.
      const id = await checkoutApi.toProject(randomUuid());
      setSaved(await fetchProjectDetail(id));
    } catch {
      snackbar.show({ type: 'error', message: shared('projects/creationError') });
    } finally {
      setBusy(false);
    }
  }

  const close = () => setSaved(undefined);
  const tag = intlTag(locale);

  return (
    <>
      <Button
        variant="secondary"
        icon={<Icon name="folder" size={18} />}
        loading={busy}
        disabled={disabled}
        onClick={() => void save()}
      >
        {t('project/save')}
      </Button>
      {saved ? (
        <Dialog
          open
          onClose={close}
          title={t('project/savedTitle')}
          closeLabel={t('dialog/close')}
          description={t('project/savedText')}
          footer={
            <div className={styles.dialogActions}>
              <Button variant="secondary" onClick={close}>
                {t('project/continue')}
              </Button>
              {detailPage ? (
                <ButtonLink to={`${detailPage}?projectId=${saved.Id}`}>{t('project/open')}</ButtonLink>
              ) : (
                <Button
                  onClick={() => {
                    close();
                    openProjectPanel(saved.Id);
                  }}
                >
                  {t('project/open')}
                </Button>
              )}
            </div>
          }
        >
          <dl className={styles.savedProject} data-testid="saved-project">
            <div>
              <dt>{t('project/name')}</dt>
              <dd>{saved.Name}</dd>
            </div>
            <div>
              <dt>{t('project/lines')}</dt>
              <dd>{saved.Items.length}</dd>
            </div>
            <div>
              <dt>{t('project/total')}</dt>
              <dd>{formatPrice(saved.Total.TotalNet, saved.Currency, tag)}</dd>
            </div>
          </dl>
        </Dialog>
      ) : null}
    </>
  );
}
