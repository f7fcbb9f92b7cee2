import type { Story } from '@ladle/react';
import { ArrowRight, Bell, Search } from 'lucide-react';
import { Icon } from './Icon';

export default { title: 'Components/Icon' };

export const Sizes: Story = () => (
  <div className="gallery-row">
    <Icon icon={Bell} size="sm" />
    <Icon icon={Bell} />
    <Icon icon={Bell} size="lg" />
    <Icon icon={Bell} size="xl" />
  </div>
);

export const LabelledAndMirrored: Story = () => (
  <div className="gallery-row">
    <Icon icon={Search} label="Search" />
    <span>
      Next <Icon icon={ArrowRight} size="sm" mirrorInRtl />
    </span>
  </div>
);
