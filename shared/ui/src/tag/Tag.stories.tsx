import type { Story } from '@ladle/react';
import { StatusPill, Tag } from './Tag';

export default { title: 'Components/Tag and status pill' };

export const Tags: Story = () => (
  <div className="gallery-row">
    <Tag>Mandatory</Tag>
    <Tag>Clinical</Tag>
    <Tag>A very long category name that wraps on a phone</Tag>
  </div>
);

export const StatusPills: Story = () => (
  <div className="gallery-row">
    <StatusPill>Not started</StatusPill>
    <StatusPill tone="info">In progress</StatusPill>
    <StatusPill tone="success">Completed</StatusPill>
    <StatusPill tone="warning">Expiring</StatusPill>
    <StatusPill tone="error">Overdue</StatusPill>
  </div>
);
