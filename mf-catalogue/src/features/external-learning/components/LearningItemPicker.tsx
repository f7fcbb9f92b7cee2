import { useMemo, useState } from 'react';
import { LEARNING_ITEM_PICKER_PAGE_SIZE } from '@portal/contracts/external-learning';
import { Button, Dialog, Spinner, TextField } from '@portal/ui';
import { collatorFor, useLocale } from '@portal/i18n';
import { useCatalogueIndex } from '../../../lib/use-catalogue-index';
import { useText } from '../../../lib/messages';
import { externalLearningMessages } from '../messages';

export interface LearningItemPickerProps {
  onChoose(item: { id: string; name: string }): void;
  onClose(): void;
}

/**
 * The external learning item picker (spec 2 §2 modals): the items the catalogue lists (not hidden,
 * available now: spec 2 §5), by name in the user's language, 50 a page (spec 2 §9).
 */
export function LearningItemPicker({ onChoose, onClose }: LearningItemPickerProps) {
  const text = useText(externalLearningMessages);
  const catalogue = useCatalogueIndex();
  const locale = useLocale();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(0);
  const matches = useMemo(() => {
    const words = search.toLowerCase().split(/\s+/).filter(Boolean);
    const { compare } = collatorFor(locale);
    return (catalogue.index?.items ?? [])
      .filter((item) => item.isAvailable && item.isShownInCatalogue && words.every((word) => item.Name.toLowerCase().includes(word)))
      .sort((a, b) => compare(a.Name, b.Name));
  }, [catalogue.index, search, locale]);
  const pages = Math.max(1, Math.ceil(matches.length / LEARNING_ITEM_PICKER_PAGE_SIZE));
  const shown = matches.slice(page * LEARNING_ITEM_PICKER_PAGE_SIZE, (page + 1) * LEARNING_ITEM_PICKER_PAGE_SIZE);

  return (
    <Dialog title={text('catalogue.externalLearning.pickerTitle')} size="md" showClose closeLabel={text('catalogue.externalLearning.close')} onClose={onClose}>
      <TextField
        label={text('catalogue.externalLearning.pickerSearch')}
        type="search"
        value={search}
        onChange={(event) => {
          setSearch(event.target.value);
          setPage(0);
        }}
      />
      {catalogue.isLoading ? (
        <Spinner label={text('catalogue.externalLearning.pickerTitle')} />
      ) : shown.length === 0 ? (
        <p role="status">{text('catalogue.externalLearning.pickerEmpty')}</p>
      ) : (
        <ul className="lp-ela__picker-list">
          {shown.map((item) => (
            <li key={item.Id}>
              <Button variant="link" aria-label={text('catalogue.externalLearning.pickerChoose', { name: item.Name })} onClick={() => onChoose({ id: item.Id, name: item.Name })}>
                {item.Name}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {pages > 1 && (
        <div className="lp-ela__actions">
          <Button variant="secondary" disabled={page === 0} onClick={() => setPage((p) => p - 1)}>
            {text('catalogue.externalLearning.pickerPrevious')}
          </Button>
          <span role="status">{text('catalogue.externalLearning.pickerPage', { page: String(page + 1), pages: String(pages) })}</span>
          <Button variant="secondary" disabled={page >= pages - 1} onClick={() => setPage((p) => p + 1)}>
            {text('catalogue.externalLearning.pickerNext')}
          </Button>
        </div>
      )}
    </Dialog>
  );
}
