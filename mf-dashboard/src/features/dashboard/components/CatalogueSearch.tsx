import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { catalogueLinks } from '@portal/query/catalogue-links';
import { Button } from '@portal/ui';
import { useText } from '../../../lib/messages';
import { dashboardMessages } from '../messages';

/** The dashboard's catalogue search box: Enter (or the button) opens the catalogue filtered by the words. */
export function CatalogueSearch() {
  const text = useText(dashboardMessages);
  const navigate = useNavigate();
  const inputId = useId();
  const [words, setWords] = useState('');

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const trimmed = words.trim();
    if (trimmed) navigate(catalogueLinks.search(trimmed));
  }

  return (
    <form role="search" className="lp-dashboard__search" onSubmit={onSubmit}>
      <label htmlFor={inputId}>{text('dashboard.search.label')}</label>
      <input id={inputId} type="search" value={words} onChange={(event) => setWords(event.target.value)} />
      <Button type="submit">{text('dashboard.search.submit')}</Button>
    </form>
  );
}
