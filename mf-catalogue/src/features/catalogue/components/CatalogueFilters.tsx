import { memo, useId, type ReactNode } from 'react';
import type { MessageText } from '@portal/i18n';
import { Button } from '@portal/ui';
import { CheckboxField, SelectField } from '@portal/ui/fields';
import { emptyFilter, formatRange, isFiltering, type CatalogueFilter, type SortOption } from '../domain/filter';
import type { CatalogueMessageKey } from '../messages';

/** The status filter's choices: not complete (spec 2 §5) and the derived statuses of spec 2 §4. */
export const STATUS_CHOICES = ['notComplete', 'NotEnrolled', 'PendingAdminApproval', 'NotAttempted', 'Incomplete', 'Completed', 'Passed', 'Failed', 'Attended'] as const;

export interface CatalogueFiltersProps {
  filter: CatalogueFilter;
  onChange: (filter: CatalogueFilter) => void;
  /** Item types present in the catalogue: [type, label]. */
  types: ReadonlyArray<readonly [string, string]>;
  sortOptions: readonly SortOption[];
  text: MessageText<CatalogueMessageKey>;
  /** The active language (a list of types is named in it). */
  locale: string;
}

/**
 * Status, type and sort choices, the mandatory and overdue switches, and the other active filters.
 * Given the filter without its words, so typing does not re-render it.
 */
export const CatalogueFilters = memo(function CatalogueFilters({ filter, onChange, types, sortOptions, text, locale }: CatalogueFiltersProps) {
  const ids = { status: useId(), type: useId(), sort: useId() };
  const statusLabel = (status: string) => (STATUS_CHOICES.some((c) => c === status) ? text(`catalogue.catalogue.status.${status as (typeof STATUS_CHOICES)[number]}`) : status);
  const statusChoices: Array<readonly [string, string]> = STATUS_CHOICES.map((status) => [status, statusLabel(status)] as const);
  const flag = (name: 'mandatory' | 'overdue', on: boolean) => {
    const flags = { ...filter.flags };
    if (on) flags[name] = true;
    else delete flags[name];
    onChange({ ...filter, flags });
  };

  const others: Array<{ label: string; without: CatalogueFilter }> = [
    ...filter.tags.map((tag) => ({ label: `#${tag}`, without: { ...filter, tags: filter.tags.filter((t) => t !== tag) } })),
    ...(filter.flags.complete !== undefined
      ? [{ label: `is:${filter.flags.complete ? '' : '!'}complete`, without: { ...filter, flags: { ...filter.flags, complete: undefined } } }]
      : []),
    ...(filter.flags.mandatory === false ? [{ label: 'is:!mandatory', without: { ...filter, flags: { ...filter.flags, mandatory: undefined } } }] : []),
    ...(filter.flags.overdue === false ? [{ label: 'is:!overdue', without: { ...filter, flags: { ...filter.flags, overdue: undefined } } }] : []),
    ...(filter.duration ? [{ label: `duration:${formatRange(filter.duration)}`, without: { ...filter, duration: null } }] : []),
    ...(filter.cost ? [{ label: `cost:${formatRange(filter.cost)}`, without: { ...filter, cost: null } }] : []),
  ];

  return (
    <div className="lp-catalogue-filters" role="group" aria-label={text('catalogue.catalogue.filters.label')}>
      <Choice
        id={ids.status}
        label={text('catalogue.catalogue.filters.status')}
        value={filter.statuses}
        anyLabel={text('catalogue.catalogue.filters.status.any')}
        choices={statusChoices}
        locale={locale}
        onChange={(statuses) => onChange({ ...filter, statuses })}
      />
      <Choice
        id={ids.type}
        label={text('catalogue.catalogue.filters.type')}
        value={filter.types}
        anyLabel={text('catalogue.catalogue.filters.type.any')}
        choices={types}
        locale={locale}
        onChange={(chosen) => onChange({ ...filter, types: chosen })}
      />
      <SelectField
        id={ids.sort}
        className="lp-catalogue-filters__field"
        label={text('catalogue.catalogue.filters.sort')}
        value={filter.sort && sortOptions.includes(filter.sort) ? filter.sort : ''}
        placeholder={text('catalogue.catalogue.sort.default')}
        options={sortOptions.map((option) => ({ value: option, label: text(`catalogue.catalogue.sort.${option}`) }))}
        onChange={(event) => onChange({ ...filter, sort: (event.target.value || null) as SortOption | null })}
      />
      <Check label={text('catalogue.catalogue.filters.mandatory')} checked={filter.flags.mandatory === true} onChange={(on) => flag('mandatory', on)} />
      <Check label={text('catalogue.catalogue.filters.overdue')} checked={filter.flags.overdue === true} onChange={(on) => flag('overdue', on)} />
      {others.length > 0 && (
        <p className="lp-catalogue-filters__others">
          {text('catalogue.catalogue.filters.active')}{' '}
          {others.map(({ label, without }) => (
            <Button
              key={label}
              variant="secondary"
              className="lp-catalogue-filters__chip"
              aria-label={text('catalogue.catalogue.filters.remove', { filter: label })}
              onClick={() => onChange(clean(without))}
            >
              {label} <span aria-hidden="true">×</span>
            </Button>
          ))}
        </p>
      )}
      {isFiltering({ ...filter, words: [] }) && (
        <Button variant="link" onClick={() => onChange({ ...emptyFilter(), sort: filter.sort })}>
          {text('catalogue.catalogue.filters.clear')}
        </Button>
      )}
    </div>
  );
});

/** Flags set to undefined are gone, so the filter text has no trace of them. */
function clean(filter: CatalogueFilter): CatalogueFilter {
  const flags = Object.fromEntries(Object.entries(filter.flags).filter(([, value]) => value !== undefined));
  return { ...filter, flags };
}

function Choice({
  id,
  label,
  value,
  anyLabel,
  choices,
  locale,
  onChange,
}: {
  id: string;
  label: string;
  value: readonly string[];
  anyLabel: string;
  choices: ReadonlyArray<readonly [string, string]>;
  locale: string;
  onChange: (values: string[]) => void;
}) {
  // The URL may name a value in any case, or several values: one choice of its own, named by their labels ("Video or Audio").
  const current = value.join(',');
  const find = (wanted: string) => choices.find(([choice]) => choice.toLowerCase() === wanted.toLowerCase());
  const known = value.length === 1 ? find(value[0]!) : undefined;
  const options: ReactNode[] = choices.map(([choice, text]) => (
    <option key={choice} value={choice}>
      {text}
    </option>
  ));
  if (current && !known) {
    const names = new Intl.ListFormat(locale, { type: 'disjunction' }).format(value.map((each) => find(each)?.[1] ?? each));
    options.push(
      <option key={current} value={current}>
        {names}
      </option>,
    );
  }
  return (
    <SelectField
      id={id}
      className="lp-catalogue-filters__field"
      label={label}
      value={known ? known[0] : current}
      placeholder={anyLabel}
      onChange={(event) => onChange(event.target.value ? event.target.value.split(',') : [])}
    >
      {options}
    </SelectField>
  );
}

function Check({ label, checked, onChange }: { label: string; checked: boolean; onChange: (checked: boolean) => void }) {
  return <CheckboxField className="lp-catalogue-filters__check" label={label} checked={checked} onChange={(event) => onChange(event.target.checked)} />;
}
