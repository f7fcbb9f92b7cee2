import type { Story } from '@ladle/react';
import { Thumbnail } from './Thumbnail';

export default { title: 'Components/Thumbnail' };

const TYPES = ['Course', 'Curriculum', 'Event', 'Session', 'Link', 'Video', 'Audio', 'File', 'Task', 'Other'];

/** The designed picture of each item type, shown when an item has no thumbnail or it cannot load. */
export const FallbackPerType: Story = () => (
  <div className="gallery-grid">
    {TYPES.map((type) => (
      <figure key={type} style={{ margin: 0 }}>
        <Thumbnail type={type} />
        <figcaption>{type}</figcaption>
      </figure>
    ))}
  </div>
);

export const PictureThatFails: Story = () => (
  <div style={{ maxInlineSize: '20rem' }}>
    <Thumbnail src="/missing-thumbnail.png" type="Video" alt="Hand hygiene" />
  </div>
);
