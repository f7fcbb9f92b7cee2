import type { Story } from '@ladle/react';
import { Inbox } from 'lucide-react';
import { Icon } from '../icon/Icon';
import { Button } from '../primitives/Button';
import { EmptyState } from './EmptyState';

export default { title: 'Components/Empty state' };

export const WithAction: Story = () => (
  <EmptyState icon={<Icon icon={Inbox} size="xl" />} title="No entries yet" description={<p>Record your first CPD activity.</p>} action={<Button>Add an entry</Button>} />
);

export const TitleOnly: Story = () => <EmptyState title="Nothing matches your search" />;
