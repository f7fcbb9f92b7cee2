import type { Story } from '@ladle/react';
import { Tabs } from './Tabs';

export default { title: 'Components/Tabs' };

export const MemberViews: Story = () => (
  <Tabs
    label="Team member"
    tabs={[
      { id: 'enrolments', label: 'Enrolments', panel: <p>Five enrolments.</p> },
      { id: 'certificates', label: 'Certificates', panel: <p>Two certificates.</p> },
      { id: 'history', label: 'History', panel: <p>Completed last month.</p> },
    ]}
  />
);
