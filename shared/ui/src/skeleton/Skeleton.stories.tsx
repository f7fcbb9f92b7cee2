import type { Story } from '@ladle/react';
import { Skeleton } from './Skeleton';

export default { title: 'Components/Skeleton' };

export const Shapes: Story = () => (
  <div className="gallery-grid">
    <Skeleton lines={3} />
    <Skeleton variant="block" height="9rem" label={false} />
    <Skeleton variant="circle" label={false} />
  </div>
);
