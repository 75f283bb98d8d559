import { useTranslation } from '@gipfel/i18n';
import { cookTimeToIsoDuration, splitCookTime } from './format';

/** A cook time in hours and minutes as `<time>` with an ISO duration. */
export function CookTime({ minutes: total }: { minutes: number }) {
  const { t } = useTranslation('recipes');
  const { hours, minutes } = splitCookTime(total);
  const text = [hours > 0 ? t('cookTime.hours', { count: hours }) : '', minutes > 0 || hours === 0 ? t('cookTime.minutes', { count: minutes }) : '']
    .filter(Boolean)
    .join(' ');
  return <time dateTime={cookTimeToIsoDuration(total)}>{text}</time>;
}
