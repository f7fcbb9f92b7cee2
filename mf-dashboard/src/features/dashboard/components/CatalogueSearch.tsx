import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { catalogueLinks } from '@portal/query/catalogue-links';
import { Button, TextField } from '@portal/ui';
import { useText } from '../../../lib/messages';
import { dashboardMessages } from '../messages';

interface CatalogueSearchForm {
  words: string;
}

/** The dashboard's catalogue search box: Enter (or the button) opens the catalogue filtered by the words. */
export function CatalogueSearch() {
  const text = useText(dashboardMessages);
  const navigate = useNavigate();
  // No payload goes to the server (the words become the catalogue's address), so there is no schema to resolve.
  const { register, handleSubmit } = useForm<CatalogueSearchForm>({ defaultValues: { words: '' } });

  const onSubmit = handleSubmit(({ words }) => {
    const trimmed = words.trim();
    if (trimmed) navigate(catalogueLinks.search(trimmed));
  });

  return (
    <form role="search" className="lp-dashboard__search" onSubmit={onSubmit}>
      <TextField label={text('dashboard.search.label')} type="search" {...register('words')} />
      <Button type="submit">{text('dashboard.search.submit')}</Button>
    </form>
  );
}
