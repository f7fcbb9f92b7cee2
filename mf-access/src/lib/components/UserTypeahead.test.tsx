import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { QueryProvider } from '@portal/query';
import { TYPEAHEAD_DELAY_MS, type Suggestion } from '../typeahead';
import { UserTypeahead } from './UserTypeahead';

const PEOPLE: Suggestion[] = [
  { value: 'priya', label: 'Priya Shah (priya)' },
  { value: 'pat.lee', label: 'Pat Lee (pat.lee)' },
  { value: 'pat.lee2', label: 'Pat Lee (pat.lee2)' },
];

const lookUp = async (query: string) => PEOPLE.filter((person) => person.label.toLowerCase().includes(query.toLowerCase()));

/** The box as a form holds it, looking people up by the start of their name. */
function Manager({ seen, suggest = lookUp }: { seen?: (value: string) => void; suggest?: (query: string) => Promise<Suggestion[]> }) {
  const [value, setValue] = useState('');
  return (
    <UserTypeahead
      id="manager"
      label="Manager"
      listLabel="People"
      value={value}
      onChange={(next) => {
        setValue(next);
        seen?.(next);
      }}
      suggest={suggest}
    />
  );
}

function renderManager(seen?: (value: string) => void, suggest?: (query: string) => Promise<Suggestion[]>) {
  render(
    <QueryProvider>
      <Manager seen={seen} suggest={suggest} />
    </QueryProvider>,
  );
  return screen.getByRole('combobox', { name: 'Manager' });
}

describe('UserTypeahead', () => {
  it('lists the people found once typing pauses and takes the one chosen with the arrows and Enter', async () => {
    const user = userEvent.setup();
    const box = renderManager();
    await user.type(box, 'pat');
    expect(await screen.findByRole('option', { name: 'Pat Lee (pat.lee2)' })).toBeInTheDocument();
    expect(screen.getByRole('listbox', { name: 'People' })).toBeVisible();
    expect(box).toHaveAttribute('aria-expanded', 'true');

    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('option', { name: 'Pat Lee (pat.lee2)' })).toHaveAttribute('aria-selected', 'true');
    expect(box).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: 'Pat Lee (pat.lee2)' }).id);
    await user.keyboard('{Enter}');
    expect(box).toHaveValue('pat.lee2');
    expect(box).toHaveAttribute('aria-expanded', 'false');
  });

  it('takes a suggestion clicked', async () => {
    const user = userEvent.setup();
    const box = renderManager();
    await user.type(box, 'shah');
    await user.click(await screen.findByRole('option', { name: 'Priya Shah (priya)' }));
    expect(box).toHaveValue('priya');
  });

  it('keeps free text: Escape closes the list and leaving the box takes no suggestion', async () => {
    const seen = jest.fn();
    const user = userEvent.setup();
    const box = renderManager(seen);
    await user.type(box, 'pat');
    await screen.findByRole('option', { name: 'Pat Lee (pat.lee)' });
    await user.keyboard('{ArrowDown}{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).toHaveValue('pat');

    await user.type(box, ' l');
    await screen.findByRole('option', { name: 'Pat Lee (pat.lee)' });
    await user.keyboard('{ArrowDown}');
    await user.tab();
    expect(box).toHaveValue('pat l');
    expect(seen).toHaveBeenLastCalledWith('pat l');
  });

  it('asks nothing for fewer than two characters, and once typing pauses', async () => {
    jest.useFakeTimers();
    try {
      const suggest = jest.fn(lookUp);
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      const box = renderManager(undefined, suggest);
      await user.type(box, 's');
      await act(async () => jest.advanceTimersByTime(TYPEAHEAD_DELAY_MS * 2));
      expect(suggest).not.toHaveBeenCalled();
      await user.type(box, 'ha');
      await act(async () => jest.advanceTimersByTime(TYPEAHEAD_DELAY_MS * 2));
      await waitFor(() => expect(suggest.mock.calls).toEqual([['sha']]));
    } finally {
      jest.useRealTimers();
    }
  });
});
