import type { Story } from '@ladle/react';
import { Button } from '../primitives/Button';
import { StatusPill, Tag } from '../tag/Tag';
import { Thumbnail } from '../thumbnail/Thumbnail';
import { Card } from './Card';

export default { title: 'Components/Card' };

export const CatalogueCards: Story = () => (
  <div className="gallery-grid">
    <Card
      linked
      title={<a href="#fire">Fire safety awareness</a>}
      media={<Thumbnail type="Course" />}
      meta={
        <>
          <span>Course · 30 min</span>
          <StatusPill tone="success">Completed</StatusPill>
        </>
      }
    >
      <p style={{ margin: 0 }}>What to do when the alarm sounds, and how to prevent a fire on the ward.</p>
    </Card>
    <Card
      title="Hand hygiene"
      media={<Thumbnail type="Video" />}
      meta={<Tag>Mandatory</Tag>}
      actions={
        <>
          <Button size="sm">Enrol</Button>
          <Button size="sm" variant="secondary">
            Details
          </Button>
        </>
      }
    >
      <p style={{ margin: 0 }}>A five-minute video.</p>
    </Card>
  </div>
);

export const Widget: Story = () => (
  <Card title="CPD progress" headingLevel={2}>
    <p style={{ margin: 0 }}>12 of 35 hours this year.</p>
  </Card>
);
