import type { ProjectPageRefusal } from '@airshop/domain/commerce/project-pages';
import { useTranslations } from '../../../platform/i18n/use-translations.ts';
import { Notice } from '../../../ui/notice.tsx';

/**
 * A signed-in user who may not use projects (waiting for approval, no web shop role) or whose market sells
 * nothing online sees why, not an error; anonymous visitors are sent to sign in before this.
 */
export function ProjectRefused({
  reason,
  waiting,
}: {
  reason: Exclude<ProjectPageRefusal, 'signInRequired'>;
  waiting: boolean;
}) {
  const t = useTranslations('projects');
  const key = reason === 'webshopDisabled' ? 'webshopDisabled' : waiting ? 'waiting' : 'notAllowed';
  return <Notice tone="info">{t(`refused/${key}`)}</Notice>;
}
