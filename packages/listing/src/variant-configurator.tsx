import type { MouseEvent } from 'react';
import { useTranslation } from '@gipfel/i18n';
import type { Schemas } from '@gipfel/api';
import { translatedText } from '@gipfel/api';
import { visuallyHidden } from '@gipfel/ui';
import * as styles from './variant-configurator.css';

export interface VariantConfiguratorProps {
  /** The `configurator` of `readProduct`: property groups with their options. */
  configurator: ReadonlyArray<Schemas['PropertyGroup']>;
  /** The options of the shown variant (`product.optionIds`). */
  selectedOptionIds: ReadonlyArray<string>;
  /** With JavaScript: the option ids of the wanted variant and the group that changed (for `findVariant`). */
  onSelect?: (optionIds: string[], switchedGroupId: string) => void;
  /** Where the GET form goes without JavaScript (default: the current URL). */
  action?: string;
  /** While the variant is being looked up. */
  pending?: boolean;
  className?: string;
}

function nameOf(entity: { name?: string; translated?: { name?: string } }): string {
  return translatedText(entity, 'name').trim();
}

function sortedOptions(group: Schemas['PropertyGroup']): Schemas['PropertyGroupOption'][] {
  return [...(group.options ?? [])].sort((a, b) => (a.position ?? 0) - (b.position ?? 0));
}

/**
 * The variant choice of a product page: per property group one button per option, the shown
 * variant's options pressed, options that exist in no variant (`combinable: false`) disabled.
 * Without JavaScript each button submits `options=<id>|<id>` (the whole selection with that
 * option swapped in) as a GET form; the host's loader finds that variant and redirects to it.
 */
export function VariantConfigurator({ configurator, selectedOptionIds, onSelect, action, pending = false, className }: VariantConfiguratorProps) {
  const { t } = useTranslation('listing');
  const groups = configurator.filter((group) => (group.options ?? []).length > 0);
  if (groups.length === 0) return null;

  const selectedIn = (group: Schemas['PropertyGroup']) => (group.options ?? []).find((option) => selectedOptionIds.includes(option.id));
  const selectionWith = (group: Schemas['PropertyGroup'], optionId: string) =>
    groups.map((other) => (other.id === group.id ? optionId : selectedIn(other)?.id)).filter((id): id is string => id !== undefined);

  function handleClick(event: MouseEvent<HTMLButtonElement>, group: Schemas['PropertyGroup'], optionId: string) {
    if (!onSelect) return;
    event.preventDefault();
    if (selectedOptionIds.includes(optionId) || pending) return;
    onSelect(selectionWith(group, optionId), group.id);
  }

  return (
    <form
      method="get"
      action={action}
      className={[styles.form, pending && styles.busy, className].filter(Boolean).join(' ')}
      aria-busy={pending || undefined}
      aria-label={t('configurator.label')}
    >
      {groups.map((group) => {
        const chosen = selectedIn(group);
        const groupName = nameOf(group);
        return (
          <fieldset key={group.id} className={styles.group}>
            <legend className={styles.legend}>
              {groupName}
              {chosen ? <span className={styles.chosen}>: {nameOf(chosen)}</span> : null}
            </legend>
            <div className={styles.options}>
              {sortedOptions(group).map((option) => {
                const pressed = option.id === chosen?.id;
                const unavailable = option.combinable === false && !pressed;
                const color = group.displayType === 'color' ? option.colorHexCode : undefined;
                return (
                  <button
                    key={option.id}
                    type="submit"
                    name="options"
                    value={selectionWith(group, option.id).join('|')}
                    className={styles.option}
                    aria-pressed={pressed}
                    disabled={unavailable}
                    onClick={(event) => handleClick(event, group, option.id)}
                  >
                    {color ? <span className={styles.swatch} style={{ background: color }} aria-hidden="true" /> : null}
                    {nameOf(option)}
                    {unavailable ? (
                      <>
                        {' '}
                        <span className={visuallyHidden}>({t('configurator.unavailable')})</span>
                      </>
                    ) : null}
                  </button>
                );
              })}
            </div>
          </fieldset>
        );
      })}
    </form>
  );
}
