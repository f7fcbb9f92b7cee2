import { cached, formatNumberIn } from './format';

/*
 * Dates and durations in a locale (Intl), beside format.ts's numbers; the package's index binds
 * these to the active language.
 */
