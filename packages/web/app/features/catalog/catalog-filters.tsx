import { CATALOG_FILTER_NAMES, type CatalogFilterValues } from '@airshop/domain/catalog/catalog-filters';
import { useState } from 'react';
import { Form, useSubmit } from 'react-router';
import type { Translate } from '../../platform/i18n/use-translations.ts';
import { Button } from '../../ui/button.tsx';
import { Checkbox } from '../../ui/checkbox.tsx';
import styles from './catalog-filters.module.css';

/**
 * The spec's three filters as toggles. They live in the URL query (?showDiscontinued=true), so a filtered list
 * can be shared and the back button undoes a toggle. A GET form: each change submits it at once; without
 * JavaScript the Apply button does.
 */
export function CatalogFilters({ values, t }: { values: CatalogFilterValues; t: Translate }) {
  const submit = useSubmit();
  // The boxes show a toggle at once, while its list loads; a new URL (back, a link) sets them from it.
  const [shown, setShown] = useState(values);
  const [from, setFrom] = useState(values);
  if (CATALOG_FILTER_NAMES.some((name) => from[name] !== values[name])) {
    setFrom(values);
    setShown(values);
  }
  return (
    <Form method="get" className={styles.filters} preventScrollReset>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('filters/legend')}</legend>
        <div className={styles.toggles}>
          {CATALOG_FILTER_NAMES.map((name) => (
            <Checkbox
              key={name}
              name={name}
              value="true"
              label={t(`filters/${name}`)}
              checked={shown[name]}
              onChange={(event) => {
                setShown({ ...shown, [name]: event.currentTarget.checked });
                submit(event.currentTarget.form, { preventScrollReset: true });
              }}
            />
          ))}
        </div>
      </fieldset>
      <noscript>
        <Button type="submit" variant="secondary" size="sm">
          {t('filters/apply')}
        </Button>
      </noscript>
    </Form>
  );
}
