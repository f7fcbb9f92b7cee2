import type { Story } from '@ladle/react';
import { AvatarImage } from './AvatarImage';

export default { title: 'Components/Avatar' };

export const Initials: Story = () => (
  <div className="gallery-row">
    <AvatarImage name="Ada Lovelace" />
    <AvatarImage name="Chloe Dunn" size={40} />
    <AvatarImage name="Sam Patel" size={64} alt="Sam Patel" />
    <AvatarImage name="Lee Learner" size={160} />
  </div>
);
