import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { setTestLocale } from '@portal/testing';
import type { EnrichedItem } from '../../../lib/domain/catalogue-index';
import { CatalogueItemCard } from './CatalogueItemCard';
import type { CardLabels } from './card-labels';

const labels: CardLabels = {
  status: (status) => status,
  mandatory: 'Mandatory',
  progress: (percent) => `${percent}%`,
  due: (date) => `Due ${date}`,
  overdue: (date) => `Overdue ${date}`,
  rating: (mean, count) => `${mean} (${count})`,
  notRated: 'Not rated',
};

const item = (overrides: Partial<EnrichedItem>): EnrichedItem =>
  ({
    Id: 'c1',
    parents: [],
    Name: 'Fire safety',
    title: 'Fire safety',
    type: 'Course',
    FriendlyType: 'Course',
    displayStatus: 'NotStarted',
    Progress: 0,
    RatingCount: 0,
    ...overrides,
  }) as EnrichedItem;

const card = (value: EnrichedItem) =>
  render(
    <MemoryRouter>
      <CatalogueItemCard item={value} labels={labels} ratingsEnabled={false} formatDate={(iso) => iso} />
    </MemoryRouter>,
  );

describe('a catalogue card', () => {
  it("shows the item's picture, a decorative one beside its title", () => {
    const { container } = card(item({ ThumbnailUrl: '/thumbnails/fire.svg' }));
    const picture = container.querySelector('img');
    expect(picture).toHaveAttribute('src', '/thumbnails/fire.svg');
    expect(picture).toHaveAttribute('alt', '');
    expect(picture).toHaveAttribute('loading', 'lazy');
  });

  it("shows the type's designed picture when the item has none", () => {
    const { container } = card(item({ ThumbnailUrl: undefined }));
    expect(container.querySelector('.lp-thumbnail')).not.toBeNull();
    expect(container.querySelector('img[src]')).toBeNull();
  });

  it("names the item's type in the reader's language, not with the LMS's English word", async () => {
    await setTestLocale('ar-SA');
    card(item({}));
    expect(screen.getByText('دورة')).toBeInTheDocument();
    expect(screen.queryByText('Course')).not.toBeInTheDocument();
  });
});
