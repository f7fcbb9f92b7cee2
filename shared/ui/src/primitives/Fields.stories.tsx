import type { Story } from '@ladle/react';
import { ErrorSummary } from './ErrorSummary';
import { TextAreaField } from './TextAreaField';
import { TextField } from './TextField';

/** Today's fields; the field family (select, checkbox, radio, date, file) joins this section as it lands. */
export default { title: 'Forms/Fields' };

export const States: Story = () => (
  <form style={{ maxInlineSize: '28rem' }}>
    <TextField label="Title" required />
    <TextField label="Hours" hint="Numbers only, for example 1.5" />
    <TextField label="Provider" error="Enter the provider" defaultValue="" />
    <TextAreaField label="Reflection" hint="What did you learn?" />
  </form>
);

export const Summary: Story = () => <ErrorSummary title="There is a problem" errors={[{ message: 'Enter the provider' }]} />;
