import { useCallback, useState } from 'react';
import { useTranslations } from '../../platform/i18n/use-translations.ts';
import { Button } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { Icon } from '../../ui/icon.tsx';
import { useSnackbar } from '../../ui/snackbar-provider.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { Tooltip } from '../../ui/tooltip.tsx';
import { DemoSection } from './demo-section.tsx';
import styles from './ui-kit.module.css';

export function OverlayDemo() {
  const t = useTranslations('uiKit');
  const shared = useTranslations('shared');
  const snackbar = useSnackbar();
  const [dialog, setDialog] = useState<'none' | 'modal' | 'full'>('none');
  const close = useCallback(() => setDialog('none'), []);

  return (
    <DemoSection id="overlays" title={t('overlays/title')}>
      <div className={styles.row}>
        <Button variant="secondary" onClick={() => setDialog('modal')}>
          {t('overlays/openDialog')}
        </Button>
        <Button variant="secondary" onClick={() => setDialog('full')}>
          {t('overlays/openFullScreen')}
        </Button>
        <Tooltip content={t('overlays/tooltipText')}>
          {(trigger) => (
            <Button variant="ghost" icon={<Icon name="info" size={18} />} {...trigger}>
              {t('overlays/tooltipTrigger')}
            </Button>
          )}
        </Tooltip>
      </div>
      <h3 className={styles.subTitle}>{t('overlays/snackbars')}</h3>
      <div className={styles.row}>
        <Button
          variant="secondary"
          onClick={() => snackbar.show({ type: 'success', message: t('overlays/snackbarSuccess') })}
        >
          {t('overlays/showSuccess')}
        </Button>
        <Button
          variant="secondary"
          onClick={() => snackbar.show({ type: 'error', message: t('overlays/snackbarError'), long: true })}
        >
          {t('overlays/showError')}
        </Button>
      </div>

      <Dialog
        open={dialog === 'modal'}
        onClose={close}
        title={t('overlays/dialogTitle')}
        description={t('overlays/dialogText')}
        closeLabel={shared('dialog/close')}
        footer={
          <>
            <Button variant="ghost" onClick={close}>
              {t('overlays/cancel')}
            </Button>
            <Button onClick={close}>{t('overlays/confirm')}</Button>
          </>
        }
      >
        <TextField label={t('overlays/projectName')} name="projectName" />
      </Dialog>
      <Dialog
        open={dialog === 'full'}
        onClose={close}
        fullScreen
        title={t('overlays/fullScreenTitle')}
        closeLabel={shared('dialog/close')}
      >
        <p>{t('overlays/fullScreenText')}</p>
      </Dialog>
    </DemoSection>
  );
}
