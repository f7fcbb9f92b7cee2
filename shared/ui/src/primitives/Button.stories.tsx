import type { Story } from '@ladle/react';
import { Plus, Trash2 } from 'lucide-react';
import { Icon } from '../icon/Icon';
import { Button } from './Button';

export default { title: 'Components/Button' };

export const Variants: Story = () => (
  <div className="gallery-row">
    <Button>Enrol</Button>
    <Button variant="secondary">Cancel</Button>
    <Button variant="danger">Remove</Button>
    <Button variant="link">Use a recovery code</Button>
  </div>
);

export const Sizes: Story = () => (
  <div className="gallery-row">
    <Button size="sm">Small</Button>
    <Button>Medium</Button>
    <Button size="lg">Large</Button>
  </div>
);

export const WithIcon: Story = () => (
  <div className="gallery-row">
    <Button icon={<Icon icon={Plus} size="sm" />}>Add an entry</Button>
    <Button variant="danger" icon={<Icon icon={Trash2} size="sm" />}>
      Delete
    </Button>
  </div>
);

export const LoadingAndDisabled: Story = () => (
  <div className="gallery-row">
    <Button loading>Saving</Button>
    <Button variant="secondary" loading>
      Sending
    </Button>
    <Button disabled>Enrol</Button>
  </div>
);
